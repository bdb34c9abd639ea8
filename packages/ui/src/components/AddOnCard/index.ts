export { AddOnCard, type AddOnCardProps, usePricingText } from './AddOnCard';
