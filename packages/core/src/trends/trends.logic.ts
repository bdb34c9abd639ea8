/**
 * Trends (add-ons spec section 3): which way a child's trend for a measure goes, its label, and finding a
 * trend by key.
 *
 * Conventions: a trend goes `up` when the child is doing better, which is a lower score for a measure that
 * improves by reducing (symptom checklists) and a higher one for a measure that improves by increasing
 * (DESSA percentiles).
 */
import type { AppError } from '../errors/errors.logic';
import type { ImprovementDirection } from '../measures/measures.schema';
import type { Trend, TrendDirection } from './trends.schema';

/**
 * Which way a trend goes, from a measure's scores oldest first (unscored ones, `null`, are left out): the
 * latest score against the one before, read in the measure's improvement direction: `up` when it is better,
 * `down` when it is worse, `steady` when equal; null with fewer than two scores. A measure whose direction
 * is not known (`null`) is read as improving by increasing.
 */
export function trendDirection(
  scores: readonly (number | null)[],
  improvement: ImprovementDirection | null,
): TrendDirection | null {
  const scored = scores.filter(
    (score): score is number => typeof score === 'number' && Number.isFinite(score),
  );
  const last = scored[scored.length - 1];
  const before = scored[scored.length - 2];
  if (last === undefined || before === undefined) return null;
  if (last === before) return 'steady';
  const better = improvement === 'reduce' ? last < before : last > before;
  return better ? 'up' : 'down';
}

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
