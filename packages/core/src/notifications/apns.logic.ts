/**
 * Apple Push Notification service (APNs) rules the server's sender follows: how long its provider token
 * (an ES256 JWT) is used, and what an answer means for the device.
 *
 * Apple refuses a provider token older than an hour and one replaced more often than every 20 minutes
 * (`TooManyProviderTokenUpdates`), so the sender makes a new one every 50 minutes.
 */
import { MS_PER_MINUTE, MS_PER_SECOND } from '../calendar/calendar.logic';

/** How long the sender waits for APNs' answer to one notification: 10 seconds. */
export const APNS_REQUEST_TIMEOUT_MS = 10 * MS_PER_SECOND;

/** How long the sender keeps using one provider token: 50 minutes. */
export const APNS_TOKEN_LIFETIME_MS = 50 * MS_PER_MINUTE;
/** The shortest time Apple allows between two provider tokens: 20 minutes. */
export const APNS_TOKEN_MIN_INTERVAL_MS = 20 * MS_PER_MINUTE;
/** The oldest provider token Apple accepts: an hour. */
export const APNS_TOKEN_MAX_AGE_MS = 60 * MS_PER_MINUTE;

/**
 * Whether the provider token issued at `issuedAtMs` (null: none yet) must be replaced at `nowMs`: when there
 * is none, when it has been used for {@link APNS_TOKEN_LIFETIME_MS}, or when the clock went back before it
 * was issued.
 */
export function apnsTokenNeedsRenewal(issuedAtMs: number | null, nowMs: number): boolean {
  if (issuedAtMs === null) return true;
  const age = nowMs - issuedAtMs;
  return age < 0 || age >= APNS_TOKEN_LIFETIME_MS;
}

/** What an APNs answer means for the device it was sent to. */
export type ApnsOutcome = 'delivered' | 'device-gone' | 'failed';

/**
 * The outcome of an APNs answer: 200 is delivered; 410 (`Unregistered`) or a 400 whose reason says the
 * token is not a device's (`BadDeviceToken`, `DeviceTokenNotForTopic`) means the device is gone and is
 * forgotten; anything else (a bad provider token, too many requests, Apple's own errors) failed this time.
 */
export function apnsOutcome(status: number, reason: string | null | undefined): ApnsOutcome {
  if (status === 200) return 'delivered';
  if (status === 410) return 'device-gone';
  if (status === 400 && (reason === 'BadDeviceToken' || reason === 'DeviceTokenNotForTopic'))
    return 'device-gone';
  return 'failed';
}
