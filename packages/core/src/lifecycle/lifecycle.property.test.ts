import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_RETRY_MS,
  mailRetryDelayMs,
  oneTimeTokenState,
  RESET_PASSWORD_LIFETIME_MS,
  resetPasswordExpiresAt,
} from './lifecycle.logic';

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('account lifecycle laws', () => {
  it('an unused reset link is usable exactly while less than 2 hours have passed since it was mailed', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -1000, max: 4 * RESET_PASSWORD_LIFETIME_MS }),
        (issued, later) => {
          const now = new Date(issued.getTime() + later);
          const state = oneTimeTokenState({ expiresAt: resetPasswordExpiresAt(issued), usedAt: null }, now);
          expect(state === 'usable').toBe(later < RESET_PASSWORD_LIFETIME_MS);
        },
      ),
    );
  });
  it('once a link expires it never becomes usable again (expiry is monotone in time)', () => {
    fc.assert(
      fc.property(instant, instant, instant, (expiresAt, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        if (oneTimeTokenState({ expiresAt, usedAt: null }, early) === 'expired') {
          expect(oneTimeTokenState({ expiresAt, usedAt: null }, late)).toBe('expired');
        }
      }),
    );
  });
  it('a used link is never usable, whenever it is opened', () => {
    fc.assert(
      fc.property(instant, instant, instant, (expiresAt, usedAt, now) => {
        expect(oneTimeTokenState({ expiresAt, usedAt }, now)).toBe('used');
      }),
    );
  });
  it('the wait before a retry never shrinks and stays between 30 seconds and an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempts) => {
        const wait = mailRetryDelayMs(attempts);
        expect(wait).toBeGreaterThanOrEqual(MAIL_FIRST_RETRY_MS);
        expect(wait).toBeLessThanOrEqual(MAIL_MAX_RETRY_MS);
        expect(mailRetryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});
