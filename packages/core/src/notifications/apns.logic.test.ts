import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APNS_TOKEN_LIFETIME_MS,
  APNS_TOKEN_MAX_AGE_MS,
  APNS_TOKEN_MIN_INTERVAL_MS,
  apnsOutcome,
  apnsTokenNeedsRenewal,
} from './apns.logic';

describe('APNs provider tokens and answers', () => {
  it('a token is made at first, kept for 50 minutes, then replaced', () => {
    const issued = Date.UTC(2026, 10, 27, 12);
    expect(APNS_TOKEN_LIFETIME_MS).toBe(50 * 60_000);
    expect(apnsTokenNeedsRenewal(null, issued)).toBe(true);
    expect(apnsTokenNeedsRenewal(issued, issued + 49 * 60_000)).toBe(false);
    expect(apnsTokenNeedsRenewal(issued, issued + 50 * 60_000)).toBe(true);
    expect(apnsTokenNeedsRenewal(issued, issued - 1)).toBe(true);
  });

  it('200 is delivered; 410 and a bad device token forget the device; anything else failed this time', () => {
    expect(apnsOutcome(200, null)).toBe('delivered');
    expect(apnsOutcome(410, 'Unregistered')).toBe('device-gone');
    expect(apnsOutcome(400, 'BadDeviceToken')).toBe('device-gone');
    expect(apnsOutcome(400, 'DeviceTokenNotForTopic')).toBe('device-gone');
    expect(apnsOutcome(400, 'BadTopic')).toBe('failed');
    expect(apnsOutcome(403, 'ExpiredProviderToken')).toBe('failed');
    expect(apnsOutcome(429, 'TooManyRequests')).toBe('failed');
    expect(apnsOutcome(500, undefined)).toBe('failed');
  });

  it('a token in use is never older than Apple accepts, and tokens are never replaced more often than Apple allows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: 0, max: 2 * APNS_TOKEN_MAX_AGE_MS }), { maxLength: 40 }),
        (start, gaps) => {
          // A sender asked to send at increasing instants, renewing its token by the rule.
          let issued: number | null = null;
          let now = start;
          for (const gap of gaps) {
            now += gap;
            if (apnsTokenNeedsRenewal(issued, now)) {
              if (issued !== null) expect(now - issued).toBeGreaterThanOrEqual(APNS_TOKEN_MIN_INTERVAL_MS);
              issued = now;
            }
            expect(now - (issued ?? now)).toBeLessThan(APNS_TOKEN_MAX_AGE_MS);
          }
        },
      ),
    );
  });

  it('only a 200 is ever delivered (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.string()), (status, reason) => {
        expect(apnsOutcome(status, reason) === 'delivered').toBe(status === 200);
      }),
    );
  });
});
