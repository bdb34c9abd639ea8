/**
 * Trends (add-ons spec section 3): the label of a child's trend for a measure, and finding a trend by key.
 */
import type { AppError } from '../errors/errors.logic';
import type { Trend, TrendDirection } from './trends.schema';

/**
 * The label of a trend: 'Trending Up', 'Holding Steady', 'Trending Down', or the default 'Error' when the
 * direction is unknown. The UI looks up the words by this key.
 */
export type TrendLabel = 'trending-up' | 'holding-steady' | 'trending-down' | 'error';

/** The label of a trend direction (`up`, `steady`, `down`); anything else (null, unknown) is `error`. */
export function trendLabel(direction: TrendDirection | string | null | undefined): TrendLabel {
  switch (direction) {
    case 'up':
      return 'trending-up';
    case 'steady':
      return 'holding-steady';
    case 'down':
      return 'trending-down';
    default:
      return 'error';
  }
}

/** The outcome of looking up a child's trend by key. */
export type TrendLookup =
  | { readonly ok: true; readonly trend: Trend }
  | { readonly ok: false; readonly error: Extract<AppError, { kind: 'trend-not-found' }> };

/**
 * A child's trend for the measure `key`, or the error 'Trend "{key}" not found.' (`trend-not-found`)
 * when the child has none.
 */
export function findTrend(trends: readonly Trend[], key: string): TrendLookup {
  const trend = trends.find((t) => t.key === key);
  return trend ? { ok: true, trend } : { ok: false, error: { kind: 'trend-not-found', key } };
}

/**
 * When a trend was last updated: the latest `completed_at` of its assessments, or null when it has none.
 */
export function trendUpdatedAt(trend: Trend): string | null {
  let latest: string | null = null;
  for (const assessment of trend.assessments) {
    if (latest === null || Date.parse(assessment.completed_at) > Date.parse(latest))
      latest = assessment.completed_at;
  }
  return latest;
}
