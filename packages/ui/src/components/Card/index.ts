export { Card, type CardProps, type CardRenderProps } from './Card';
