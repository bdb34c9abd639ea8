/**
 * Fixed-window rate limits counted in the database by one atomic statement, so parallel attempts cannot
 * all read a low count before any of them writes it (the window rule is core's `rateLimitStep`; the SQL
 * below is its set-based form: a window older than `windowMs` starts again at 1).
 */
import type { RateLimit } from '@attune/core/rules';
import { sql } from 'drizzle-orm';
import { tokenHash } from '../accounts/tokens';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Clock } from '../ports';

/** What counting an attempt needs: the database and the clock (not the app's context, so no import cycle). */
export interface RateLimitScope {
  readonly db: Db;
  readonly clock: Clock;
}

/** The outcome of counting one attempt. */
export interface RateLimitAnswer {
  readonly allowed: boolean;
  readonly count: number;
  readonly retryAfterMs: number;
}

/**
 * Counts one attempt under `key` (stored as its SHA-256: an email or address is not kept in clear) and
 * says whether it is within `limit`. One `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`: atomic on
 * PGlite and PostgreSQL alike.
 */
export async function countAttempt(
  ctx: RateLimitScope,
  key: string,
  limit: RateLimit,
): Promise<RateLimitAnswer> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const rows = await ctx.db
    .insert(rateLimits)
    .values({ key: tokenHash(key), count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${rateLimits.windowStartedAt} <= ${windowStart} THEN ${now} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  const row = rows[0];
  const count = row?.count ?? 1;
  const startedAt = row?.windowStartedAt ?? now;
  return {
    allowed: count <= limit.max,
    count,
    retryAfterMs: Math.max(0, startedAt.getTime() + limit.windowMs - now.getTime()),
  };
}

/** 429 with Retry-After, in the API's words. */
export const tooManyAttempts = (retryAfterMs: number) =>
  new HttpError(
    429,
    { base: ['Too many attempts. Please wait a while and try again.'] },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );

/** Counts one attempt and throws 429 when it is over the limit. */
export async function limitAttempt(ctx: RateLimitScope, key: string, limit: RateLimit): Promise<void> {
  const answer = await countAttempt(ctx, key, limit);
  if (!answer.allowed) throw tooManyAttempts(answer.retryAfterMs);
}
