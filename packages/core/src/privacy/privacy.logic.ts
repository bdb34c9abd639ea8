/**
 * How long Attune keeps what it records about a family's use of it, and when a log-in stops working: the
 * rules the server's scheduled purge, its log-in check and its rate limits apply. Times are arguments
 * (instants as `Date`), never read from a clock here.
 *
 * Conventions: durations in milliseconds; a cut-off is the oldest instant still kept (rows strictly older
 * are purged).
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A log-in lasts at most 30 days from the moment it was made, however much it is used. */
export const LOGIN_LIFETIME_MS = 30 * DAY;
/** A log-in not used for 7 days stops working (idle expiry), before its 30 days are up. */
export const LOGIN_IDLE_LIMIT_MS = 7 * DAY;
/**
 * A log-in's last use is written at most once per 15 minutes, so reading with a token stays a read; the
 * idle limit is therefore exact to within 15 minutes.
 */
export const LOGIN_LAST_USED_PRECISION_MS = 15 * MINUTE;

/** What decides whether a log-in token still works. */
export interface LoginTokenTimes {
  readonly createdAt: Date;
  /** When the token was last seen (its creation when never used since). */
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/**
 * Whether a log-in still works at `now`: not revoked, made less than 30 days ago
 * ({@link LOGIN_LIFETIME_MS}) and used within the last 7 days ({@link LOGIN_IDLE_LIMIT_MS}).
 */
export function loginUsable(token: LoginTokenTimes, now: Date): boolean {
  if (token.revokedAt) return false;
  const t = now.getTime();
  if (t - token.createdAt.getTime() >= LOGIN_LIFETIME_MS) return false;
  const lastUsed = (token.lastUsedAt ?? token.createdAt).getTime();
  return t - lastUsed < LOGIN_IDLE_LIMIT_MS;
}

/** Whether a use of a log-in at `now` should be written down (its last write is 15 minutes old or more). */
export function shouldRecordLoginUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LOGIN_LAST_USED_PRECISION_MS;
}

/**
 * A server may trust a log-in token from its memory for a minute before it looks the token up again, so a
 * log-in revoked (logged out, password changed) on another server stops working there within a minute.
 */
export const TOKEN_CACHE_TTL_MS = MINUTE;

/** The log-in back-off's settings (see {@link loginBackOffDelayMs}). */
export interface LoginBackOff {
  /** Attempts one account may make within the window before the back-off starts. */
  readonly maxFailures: number;
  /** Attempts one client address may make, over all accounts, before its back-off starts (default 10x). */
  readonly maxFailuresPerAddress?: number;
  /** A key with no attempt for this long (and no wait left) starts afresh. */
  readonly windowMs: number;
  /** The first wait once the free attempts are used; it doubles each time (default a minute). */
  readonly baseDelayMs?: number;
  /** The longest wait (default: the window). */
  readonly maxDelayMs?: number;
}

/**
 * The log-in back-off: per account, 5 attempts in 15 minutes go through; then each attempt let through
 * makes the next wait twice as long, from a minute up to the 15-minute window. Per client address, ten
 * times as many attempts before its back-off starts.
 */
export const LOGIN_BACK_OFF = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  baseDelayMs: MINUTE,
} as const satisfies LoginBackOff;

/**
 * How long the next log-in attempt waits after `failures` attempts were let through on a key whose first
 * `freeAttempts` are free: none while some are free, then `baseDelayMs` doubled for each attempt past
 * them, at most `maxDelayMs` (the server's SQL states the same formula in its one counting statement).
 */
export function loginBackOffDelayMs(
  failures: number,
  freeAttempts: number,
  settings: Pick<LoginBackOff, 'baseDelayMs' | 'maxDelayMs' | 'windowMs'>,
): number {
  if (failures < freeAttempts) return 0;
  const base = settings.baseDelayMs ?? LOGIN_BACK_OFF.baseDelayMs;
  const max = settings.maxDelayMs ?? settings.windowMs;
  return Math.min(base * 2 ** Math.min(failures - freeAttempts, 40), max);
}

/** One key's back-off record (an account's, or a client address's). */
export interface LoginBackOffState {
  /** Attempts let through and counted (a success gives its slot back while some are free). */
  readonly failures: number;
  readonly windowStartedAt: Date;
  /** When an attempt was last let through. */
  readonly lastFailedAt: Date;
  /** The earliest an attempt is let through again. */
  readonly nextAttemptAt: Date;
}

/**
 * One log-in attempt on a key of the back-off, whose first `freeAttempts` are free:
 * - a key never seen, or with no attempt for the window and no wait left, starts afresh at 1;
 * - otherwise the attempt is let through while some attempts are free or the wait is over, and counted;
 * - an attempt let through sets the next wait ({@link loginBackOffDelayMs} of the new count);
 * - an attempt that comes too early is refused and changes nothing (a back-off, never a lock-out that
 *   someone else can prolong).
 * The server's one counting statement (`admitLogIn`) is this rule in SQL; a property test runs both on the
 * same attempts.
 */
export function loginBackOffStep(
  settings: Pick<LoginBackOff, 'baseDelayMs' | 'maxDelayMs' | 'windowMs'>,
  freeAttempts: number,
  current: LoginBackOffState | null,
  now: Date,
): LoginBackOffState & { readonly admitted: boolean } {
  const t = now.getTime();
  const fresh =
    current === null ||
    (current.lastFailedAt.getTime() < t - settings.windowMs && current.nextAttemptAt.getTime() <= t);
  if (fresh) {
    return {
      admitted: true,
      failures: 1,
      windowStartedAt: now,
      lastFailedAt: now,
      nextAttemptAt: new Date(t + loginBackOffDelayMs(1, freeAttempts, settings)),
    };
  }
  const open = current.failures < freeAttempts || current.nextAttemptAt.getTime() <= t;
  if (!open) return { ...current, admitted: false };
  const failures = current.failures + 1;
  return {
    admitted: true,
    failures,
    windowStartedAt: current.windowStartedAt,
    lastFailedAt: now,
    nextAttemptAt: new Date(t + loginBackOffDelayMs(failures, freeAttempts, settings)),
  };
}

/**
 * A successful log-in gives back the slot its attempt counted, unless the back-off has already started on
 * the key (a right password in a burst of guesses does not reopen it).
 */
export function loginBackOffGiveBack<S extends LoginBackOffState>(state: S, freeAttempts: number): S {
  return state.failures < freeAttempts ? { ...state, failures: Math.max(state.failures - 1, 0) } : state;
}

/** How long each kind of record about a family's use of Attune is kept. */
export const RETENTION = {
  /** Who saw or changed a child's data: 24 months, so a family can look back two years. */
  auditMonths: 24,
  /** Failed log-ins and rate-limit counters: 1 day (the back-off windows are minutes to an hour). */
  failedLoginsMs: DAY,
  /** Mail the server sent (confirmation links, notices): 30 days. */
  sentMailMs: 30 * DAY,
  /** Log-in and confirmation tokens past their end (expired, revoked or idle): kept 1 day, then deleted. */
  deadTokensMs: DAY,
} as const;

/** How often the server purges what is past its retention: every hour. */
export const PURGE_INTERVAL_MS = HOUR;

/** `now` moved back by whole calendar months (UTC); the 31st goes to the month's last day when shorter. */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const target = new Date(Date.UTC(year, month, 1, 0, 0, 0, 0));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      target.getUTCFullYear(),
      target.getUTCMonth(),
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** The oldest instant still kept, per kind of record ({@link RETENTION}), at `now`. */
export interface RetentionCutoffs {
  readonly audit: Date;
  readonly failedLogins: Date;
  readonly sentMail: Date;
  readonly deadTokens: Date;
}

/** The cut-offs of {@link RETENTION} at `now`: a record strictly older than its cut-off is purged. */
export function retentionCutoffs(now: Date): RetentionCutoffs {
  const t = now.getTime();
  return {
    audit: monthsBefore(now, RETENTION.auditMonths),
    failedLogins: new Date(t - RETENTION.failedLoginsMs),
    sentMail: new Date(t - RETENTION.sentMailMs),
    deadTokens: new Date(t - RETENTION.deadTokensMs),
  };
}

/** Whether a record made at `at` is kept at a cut-off (it is not strictly older). */
export const keptAt = (at: Date, cutoff: Date): boolean => at.getTime() >= cutoff.getTime();

/** A fixed-window rate limit: at most `max` attempts per `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Sign-up limits: from one address, 20 sign-ups an hour (a family or a school behind one address signs up
 * a few accounts); for one email, 3 an hour (enough to retry a typo, too few to flood its inbox).
 */
export const SIGN_UP_LIMITS = {
  perAddress: { max: 20, windowMs: HOUR },
  perEmail: { max: 3, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** The password-strength estimate: 60 a minute from one address (a meter asks as the parent types). */
export const PASSWORD_STRENGTH_LIMIT: RateLimit = { max: 60, windowMs: MINUTE };

/**
 * A fixed-window count after one more attempt: a window older than `windowMs` starts again at 1.
 * `allowed` is whether this attempt is within the limit; `retryAfterMs` is when the window ends.
 */
export function rateLimitStep(
  limit: RateLimit,
  current: { count: number; startedAt: Date } | null,
  now: Date,
): { count: number; startedAt: Date; allowed: boolean; retryAfterMs: number } {
  const open = current !== null && now.getTime() - current.startedAt.getTime() < limit.windowMs;
  const count = open ? current.count + 1 : 1;
  const startedAt = open ? current.startedAt : now;
  return {
    count,
    startedAt,
    allowed: count <= limit.max,
    retryAfterMs: Math.max(0, startedAt.getTime() + limit.windowMs - now.getTime()),
  };
}

/** The kinds of a child's record an audit row may name (the contract's record kinds, or the child itself). */
export type AuditRecordKind = string;

/** What was done with a child's record. */
export type AuditAction = 'read' | 'create' | 'update' | 'delete';

/** The action an HTTP method performs on a record: GET reads, POST creates, PUT and PATCH update, DELETE deletes. */
export function auditActionOf(method: string): AuditAction {
  switch (method.toUpperCase()) {
    case 'POST':
      return 'create';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'read';
  }
}
