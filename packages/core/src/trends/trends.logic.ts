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
 * The label of a trend, read by improvement: `trending-up` is the child improving ('Improving'),
 * `trending-down` getting worse ('Getting worse'), `holding-steady`, or the default 'Error' when the
 * direction is unknown. The UI looks up the words by this key, and shows the score's own move beside it
 * ({@link trendScoreMove}).
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

/** How a trend's score moved: `rising`, `falling` or `level`. */
export type TrendScoreMove = 'rising' | 'falling' | 'level';

/**
 * How the score itself moved for a trend (`up` means the child is doing better, see the module's
 * conventions): better on a measure that improves by reducing is a falling score, better on one that
 * improves by increasing (or whose direction is unknown) a rising one; worse the other way round; steady is
 * level. Null for an unknown direction. The screen says the improvement in words and shows this with its
 * arrow, so "Improving" never comes with an up arrow over a score that fell.
 */
export function trendScoreMove(
  direction: TrendDirection | string | null | undefined,
  improvement: ImprovementDirection | null | undefined,
): TrendScoreMove | null {
  if (direction === 'steady') return 'level';
  if (direction !== 'up' && direction !== 'down') return null;
  const better = direction === 'up';
  const lowerIsBetter = improvement === 'reduce';
  return better === lowerIsBetter ? 'falling' : 'rising';
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
