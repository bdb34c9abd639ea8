/**
 * Cache validity of the app's stored lists (core-app.md section 4, add-ons spec section 9).
 *
 * Conventions: times are milliseconds since the epoch, and `now` is always passed in (the core never reads
 * the clock). A cache entry stamped in the future (a clock that moved back) is treated as stale, so the
 * list is fetched again rather than trusted for longer than intended.
 */

/** How long reference data (add-on categories, courses, help cards, improvement areas and groups, insurance plans, medications, plans) stays valid: 24 hours. */
export const REFERENCE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** How long content (collections, pieces, tags) stays valid: 10 minutes. */
export const CONTENT_CACHE_TTL_MS = 10 * 60 * 1000;

/** The cached lists of reference data, refetched when their cache is no longer valid. */
export const REFERENCE_CACHE_LISTS = [
  'addOnCategories',
  'courses',
  'helpCards',
  'improvementAreas',
  'improvementGroups',
  'insurancePlans',
  'medications',
  'plans',
] as const;

/** A stamp stored with a cached list: when it was fetched and by which version of the app. */
export interface CacheStamp {
  /** When the list was fetched, in ms since the epoch. */
  readonly cachedAt: number;
  /** The app version that fetched it (reference data only). */
  readonly appVersion?: string | null;
}

/** Which cache a list belongs to: `reference` (24 h, tied to the app version) or `content` (10 min). */
export type CacheKind = 'reference' | 'content';

/**
 * Whether a cached list can be reused at `now`:
 * - reference data: fetched less than 24 hours ago by the same app version (a new version refetches);
 * - content: fetched less than 10 minutes ago.
 * No stamp, a stamp in the future, or exactly the time limit: not valid (fetch again).
 */
export function isCacheValid(
  stamp: CacheStamp | null | undefined,
  options: { readonly kind: CacheKind; readonly now: number; readonly appVersion?: string | null },
): boolean {
  if (!stamp || !Number.isFinite(stamp.cachedAt)) return false;
  const age = options.now - stamp.cachedAt;
  if (age < 0) return false;
  if (options.kind === 'content') return age < CONTENT_CACHE_TTL_MS;
  return age < REFERENCE_CACHE_TTL_MS && (stamp.appVersion ?? null) === (options.appVersion ?? null);
}

/** The stamp to store with a list fetched at `now` by app version `appVersion`. */
export function cacheStamp(now: number, appVersion?: string | null): CacheStamp {
  return { cachedAt: now, appVersion: appVersion ?? null };
}
