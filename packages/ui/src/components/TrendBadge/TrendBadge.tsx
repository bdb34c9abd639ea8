import { type ImprovementDirection, type TrendDirection, trendLabel, trendScoreMove } from '@attune/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link TrendBadge}. */
export interface TrendBadgeProps {
  /** The trend's direction (`up` = improving, `steady`, `down` = getting worse); anything else shows 'Error'. */
  readonly direction: TrendDirection | string | null | undefined;
  /**
   * The measure's improvement direction: with it the arrow and the words in brackets follow the score's own
   * move ('Improving (score falling)' for a symptom score that fell); without it the arrow follows the label.
   */
  readonly improvement?: ImprovementDirection | null;
}

const UP = 'M5 16l6-6 4 4 5-6M15 8h5v5';
const DOWN = 'M5 8l6 6 4-4 5 6M15 16h5v-5';
const LEVEL = 'M4 12h14M14 8l4 4-4 4';
const ARROWS = {
  'trending-up': UP,
  'holding-steady': LEVEL,
  'trending-down': DOWN,
  error: 'M12 7v6M12 16.5v.5',
} as const;
const SCORE_ARROWS = { rising: UP, falling: DOWN, level: LEVEL } as const;

/**
 * A trend read by improvement ('Improving', 'Holding steady', 'Getting worse', or 'Error'), with the score's
 * own move beside it when the measure's improvement direction is known ('Improving (score falling)'), and an
 * arrow the way the score went.
 */
export function TrendBadge({ direction, improvement }: TrendBadgeProps) {
  const { t } = useTranslation();
  const label = trendLabel(direction);
  const move = improvement === undefined ? null : trendScoreMove(direction, improvement);
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
          d={move ? SCORE_ARROWS[move] : ARROWS[label]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(`trend.${label}`)}
      {move && move !== 'level' ? ` (${t(`trend.score.${move}`)})` : null}
    </span>
  );
}
