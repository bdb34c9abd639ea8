export { ContentHeader, type ContentHeaderProps } from './ContentHeader';
