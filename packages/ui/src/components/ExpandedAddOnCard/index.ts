export { AddOnVideo, type AddOnVideoProps } from './AddOnVideo';
export { ExpandedAddOnCard, type ExpandedAddOnCardProps } from './ExpandedAddOnCard';
