/**
 * The account's lifecycle: password reset links, the confirmation link sent again, and the mail that
 * carries them (when a message that failed is tried again). Times are arguments, never read from a clock.
 *
 * Conventions: durations in milliseconds; a one-time link is usable strictly before its end; a mail's
 * `attempts` counts the sends already tried (0 for a new message).
 */
import type { RateLimit } from '../privacy/privacy.logic';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A password reset link works for 2 hours from the moment it was mailed, once. */
export const RESET_PASSWORD_LIFETIME_MS = 2 * HOUR;

/**
 * Asking for a reset link or for the confirmation link again: from one address 20 an hour, for one email
 * 3 an hour (enough for a lost message, too few to flood an inbox).
 */
export const ACCOUNT_MAIL_LIMITS = {
  perAddress: { max: 20, windowMs: HOUR },
  perEmail: { max: 3, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** What decides whether a one-time link (password reset, confirmation) still works. */
export interface OneTimeTokenTimes {
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** A one-time link's state: usable, already used, or past its end. A used link reads as used even once expired. */
export type OneTimeTokenState = 'usable' | 'used' | 'expired';

/** The state of a one-time link at `now` (see {@link OneTimeTokenState}). */
export function oneTimeTokenState(token: OneTimeTokenTimes, now: Date): OneTimeTokenState {
  if (token.usedAt) return 'used';
  return now.getTime() < token.expiresAt.getTime() ? 'usable' : 'expired';
}

/** A confirmation link works for 3 days from the moment it was mailed (the mail says so). */
export const CONFIRMATION_LIFETIME_DAYS = 3;
/** {@link CONFIRMATION_LIFETIME_DAYS} in milliseconds. */
export const CONFIRMATION_LIFETIME_MS = CONFIRMATION_LIFETIME_DAYS * 24 * HOUR;

/** When a confirmation link mailed at `issuedAt` stops working. */
export const confirmationExpiresAt = (issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + CONFIRMATION_LIFETIME_MS);

/** When a password reset link mailed at `issuedAt` stops working. */
export const resetPasswordExpiresAt = (issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + RESET_PASSWORD_LIFETIME_MS);

/** A message is tried at most 8 times, then left as failed (the outbox keeps the last error). */
export const MAIL_MAX_ATTEMPTS = 8;
/** The first retry waits 30 seconds; each next one twice as long, at most an hour. */
export const MAIL_FIRST_RETRY_MS = 30 * SECOND;
/** The longest wait between two tries of one message. */
export const MAIL_MAX_RETRY_MS = HOUR;
/**
 * A message claimed by a sender that never said how the send went (the process stopped) may be claimed
 * again after 5 minutes; a send takes seconds.
 */
export const MAIL_CLAIM_LEASE_MS = 5 * MINUTE;

/** How long to wait before trying again a message whose `attempts`-th send just failed (attempts >= 1). */
export function mailRetryDelayMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  // 2^(n-1) grows past the cap long before it could overflow; cap the exponent too.
  return Math.min(MAIL_MAX_RETRY_MS, MAIL_FIRST_RETRY_MS * 2 ** Math.min(n - 1, 30));
}

/** Whether a message that failed `attempts` times is tried again. */
export const mailRetried = (attempts: number): boolean => attempts < MAIL_MAX_ATTEMPTS;
