export { AddButton, type AddButtonProps } from './AddButton';
