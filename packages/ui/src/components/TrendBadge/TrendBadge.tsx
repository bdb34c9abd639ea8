import { type TrendDirection, trendLabel } from '@attune/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link TrendBadge}. */
export interface TrendBadgeProps {
  /** The trend's direction (`up`, `steady`, `down`); anything else shows 'Error'. */
  readonly direction: TrendDirection | string | null | undefined;
}

const ARROWS = {
  'trending-up': 'M5 16l6-6 4 4 5-6M15 8h5v5',
  'holding-steady': 'M4 12h14M14 8l4 4-4 4',
  'trending-down': 'M5 8l6 6 4-4 5 6M15 16h5v-5',
  error: 'M12 7v6M12 16.5v.5',
} as const;

/** A trend's label ('Trending up', 'Holding steady', 'Trending down', or 'Error') with an arrow. */
export function TrendBadge({ direction }: TrendBadgeProps) {
  const { t } = useTranslation();
  const label = trendLabel(direction);
  return (
    <span className={`at-trend at-trend--${label}`}>
      <svg
        className="at-trend__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={ARROWS[label]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(`trend.${label}`)}
    </span>
  );
}
