export { TrendBadge, type TrendBadgeProps } from './TrendBadge';
