/**
 * The log-in back-off. Every log-in attempt is counted BEFORE its password is checked, by one SQL
 * statement (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`) over two keys: the account (its email) and
 * the client's address. PostgreSQL locks each key's row for the statement, so parallel attempts are
 * counted one after another and none reads a count another has not yet written.
 *
 * Per key: the first `freeAttempts` attempts in a window go through; each attempt let through after that
 * makes the next one wait twice as long (`baseDelayMs`, 2x, 4x ... up to `maxDelayMs`). An attempt that
 * comes too early is refused (429) without its password being looked at, and does not lengthen the wait:
 * a back-off, never a lock-out that someone else can keep going for ever. A success gives its slot back
 * (only failures add up); a key with no attempt for `windowMs` (and no wait left) starts afresh.
 * Keys are hashed: the table holds no email or address. The numbers and the rule are core's
 * (`LOGIN_BACK_OFF`, `loginBackOffStep`, `loginBackOffGiveBack`); the statement below is their set-based
 * form, and `test/core-rules-sql.int.test.ts` runs both on the same attempts.
 *
 * The address key counts accounts, not guesses: an attempt counts against its address only when it is the
 * address's first attempt at that account within the window (a burst of guesses at one account is the
 * account key's job). So one person hammering one account behind a school's or clinic's shared address
 * does not put every other account behind it into back-off, while guessing across many accounts from one
 * address (password spraying) still reaches the address's back-off. The address is core's
 * `addressLimitKey`: IPv6 grouped by /64.
 */
import { addressLimitKey, LOGIN_BACK_OFF, type LoginBackOff, loginBackOffDelayMs } from '@attune/core/rules';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { tokenHash } from '../accounts/tokens';
import type { Db } from '../db/database';
import { loginFailures, rateLimits } from '../db/schema';
import type { Clock } from '../ports';
import { countAttempt } from '../security/rate-limit';

/** The back-off's settings (core's `LoginBackOff`). */
export type LoginThrottle = LoginBackOff;

/** The back-off the product promises (core's `LOGIN_BACK_OFF`); tests pass their own. */
export const defaultLoginThrottle: LoginThrottle = LOGIN_BACK_OFF;

/** The window an address's attempt at an account is remembered for (counting only the first). */
const PAIR_WINDOW = (settings: LoginThrottle) => ({
  max: Number.MAX_SAFE_INTEGER,
  windowMs: settings.windowMs,
});

/** What the counting decided. */
export interface Admission {
  readonly admitted: boolean;
  /** Seconds until an attempt will be let through again (0 when admitted). */
  readonly retryAfterSeconds: number;
  /** The keys that counted this attempt (to give the slot back on success). */
  readonly counted: readonly string[];
}

/** The throttle's keys of one attempt. */
export const throttleKeys = (email: string, address: string) => ({
  account: tokenHash(`account\u0000${email}`),
  address: tokenHash(`address\u0000${address}`),
});

/** What the back-off reads and writes: the database, the clock and its settings (the app's context has them). */
export interface ThrottleScope {
  readonly db: Db;
  readonly clock: Clock;
  readonly loginThrottle: LoginThrottle;
}

/** Counts one log-in attempt for `email` from `address`, atomically, and says whether it may go on. */
export async function admitLogIn(ctx: ThrottleScope, email: string, address: string): Promise<Admission> {
  const settings = ctx.loginThrottle;
  const grouped = addressLimitKey(address);
  const keys = throttleKeys(email, grouped);
  const now = ctx.clock.now();
  // Whether this address already tried this account within the window: then the address is not counted.
  const pair = tokenHash(`login-pair\u0000${grouped}\u0000${email}`);
  const [tried] = await ctx.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, pair),
        gt(rateLimits.windowStartedAt, new Date(now.getTime() - settings.windowMs)),
      ),
    );
  const base = settings.baseDelayMs ?? LOGIN_BACK_OFF.baseDelayMs;
  const max = settings.maxDelayMs ?? settings.windowMs;
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - settings.windowMs).toISOString()}::timestamptz`;
  const old = (column: string) => sql.raw(`"login_failures"."${column}"`);
  const free = sql.raw('excluded."free_attempts"');
  const fresh = sql`(${old('last_failed_at')} < ${windowStart} and ${old('next_attempt_at')} <= ${at})`;
  const open = sql`(${old('failures')} < ${free} or ${old('next_attempt_at')} <= ${at})`;
  const delay = (failuresAfter: ReturnType<typeof sql>) =>
    sql`(least(${base}::float8 * power(2::float8, least(${failuresAfter} - ${free}, 40)::float8), ${max}::float8) * interval '1 millisecond')`;
  // A key's first attempt (new, or afresh after a quiet window) waits core's delay of one attempt.
  const firstWait = (freeAttempts: number) =>
    new Date(now.getTime() + loginBackOffDelayMs(1, freeAttempts, settings));
  const freshWait = sql`case when 1 >= ${free} then ${at} + ${delay(sql`1`)} else ${at} end`;
  const perAddress = settings.maxFailuresPerAddress ?? settings.maxFailures * 10;

  const rows = await ctx.db
    .insert(loginFailures)
    .values([
      {
        key: keys.account,
        failures: 1,
        windowStartedAt: now,
        lastFailedAt: now,
        freeAttempts: settings.maxFailures,
        nextAttemptAt: firstWait(settings.maxFailures),
        admitted: true,
      },
      ...(tried
        ? []
        : [
            {
              key: keys.address,
              failures: 1,
              windowStartedAt: now,
              lastFailedAt: now,
              freeAttempts: perAddress,
              nextAttemptAt: firstWait(perAddress),
              admitted: true,
            },
          ]),
    ])
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        admitted: sql`(${fresh} or ${open})`,
        failures: sql`case when ${fresh} then 1 when ${open} then ${old('failures')} + 1 else ${old('failures')} end`,
        windowStartedAt: sql`case when ${fresh} then ${at} else ${old('window_started_at')} end`,
        lastFailedAt: sql`case when ${fresh} or ${open} then ${at} else ${old('last_failed_at')} end`,
        nextAttemptAt: sql`case
          when ${fresh} then ${freshWait}
          when ${open} and ${old('failures')} + 1 >= ${free} then ${at} + ${delay(sql`(${old('failures')} + 1)`)}
          when ${open} then ${at}
          else ${old('next_attempt_at')} end`,
        freeAttempts: sql`${free}`,
      },
    })
    .returning({
      key: loginFailures.key,
      admitted: loginFailures.admitted,
      nextAttemptAt: loginFailures.nextAttemptAt,
    });

  const counted = rows.filter((row) => row.admitted).map((row) => row.key);
  const refused = rows.filter((row) => !row.admitted);
  if (refused.length === 0) {
    // Written only once admitted: an attempt the address's back-off refused does not open the account.
    if (!tried) await countAttempt(ctx, `login-pair\u0000${grouped}\u0000${email}`, PAIR_WINDOW(settings));
    return { admitted: true, retryAfterSeconds: 0, counted };
  }
  // Refused by one key: the others give back the slot they counted (nothing was checked).
  await giveBack(ctx, counted);
  const waitMs = Math.max(...refused.map((row) => row.nextAttemptAt.getTime() - now.getTime()));
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), counted: [] };
}

/**
 * Gives back the slots an attempt counted (a success, or an attempt another key refused), unless the
 * back-off has already started on that key: a right password in a burst of guesses does not reopen it.
 */
export async function giveBack(ctx: Pick<ThrottleScope, 'db'>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await ctx.db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(
      sql`${inArray(loginFailures.key, [...keys])} and ${loginFailures.failures} < ${loginFailures.freeAttempts}`,
    );
}
