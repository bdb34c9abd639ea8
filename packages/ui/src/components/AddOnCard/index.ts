export { AddOnCard, type AddOnCardProps, categoryColorStyle, usePricingText } from './AddOnCard';
