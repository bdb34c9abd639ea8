import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.logic';
import {
  canStartTrial,
  childAgeProblem,
  gateRefusal,
  hasSubscription,
  isActivePurchase,
  periodEnd,
  renewedPeriodEnd,
} from './access.logic';

const dayArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const periodArb = fc.constantFrom('monthly' as const, 'yearly' as const);

describe('access periods (properties)', () => {
  it('a period always ends after it starts, within 28-31 days for a month and 365-366 for a year', () => {
    fc.assert(
      fc.property(dayArb, periodArb, (start, period) => {
        const end = periodEnd(start, period);
        const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
        if (period === 'monthly') expect(days >= 28 && days <= 31).toBe(true);
        else expect(days >= 365 && days <= 366).toBe(true);
      }),
    );
  });

  it('a renewal never ends before today or before the old end, and always gives access today', () => {
    fc.assert(
      fc.property(fc.option(dayArb, { nil: null }), dayArb, periodArb, (end, today, period) => {
        const renewed = renewedPeriodEnd(end, today, period);
        expect(renewed > today).toBe(true);
        if (end) expect(renewed > end).toBe(true);
        expect(isActivePurchase({ product: 1, state: 'paid', ends_on: renewed }, today)).toBe(true);
      }),
    );
  });

  it('a subscription ending on a day gives access on every day before it and none from it on', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -400, max: 400 }), (end, offset) => {
        const today = addDays(end, offset);
        const purchases = [{ product: 1, state: 'paid', ends_on: end }];
        expect(hasSubscription(purchases, [1], today)).toBe(offset < 0);
      }),
    );
  });

  it('once a trial has been given, no second trial is given for the same products', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        dayArb,
        fc.constantFrom('paid', 'refunded', 'cancelled', 'pending'),
        (ids, day, state) => {
          const used = [{ product: ids[ids.length - 1] ?? 1, state, trial_ends_on: day }];
          expect(canStartTrial(used, ids)).toBe(false);
        },
      ),
    );
  });

  it('a child of an accepted age for a family is accepted for a clinic; never one not yet born', () => {
    fc.assert(
      fc.property(dayArb, dayArb, (birthday, today) => {
        if (childAgeProblem(birthday, today, false) === null)
          expect(childAgeProblem(birthday, today, true)).toBeNull();
        if (birthday > today) expect(childAgeProblem(birthday, today, true)).toBe('in-future');
      }),
    );
  });

  it('a finished, subscribed, clinical account passes every gate; nothing passes what it lacks', () => {
    const bool = fc.boolean();
    fc.assert(
      fc.property(
        bool,
        bool,
        bool,
        bool,
        bool,
        bool,
        (account, subscription, clinical, finished, subscribed, isClinical) => {
          const refusal = gateRefusal(
            { account, subscription, clinical },
            { accountFinished: finished, subscribed, clinical: isClinical },
          );
          expect(
            gateRefusal(
              { account, subscription, clinical },
              { accountFinished: true, subscribed: true, clinical: true },
            ),
          ).toBeNull();
          if (refusal === null) {
            if (account || subscription) expect(finished).toBe(true);
            if (subscription) expect(subscribed).toBe(true);
            if (clinical) expect(isClinical).toBe(true);
          }
        },
      ),
    );
  });
});
