import { describe, expect, it } from 'vitest';
import {
  billingPeriodOf,
  canStartTrial,
  childAgeProblem,
  childAgeRange,
  gateRefusal,
  hasSubscription,
  hasSubscriptionAccess,
  isActivePurchase,
  isPurchasedForChild,
  periodEnd,
  purchaseEndsOn,
  renewedPeriodEnd,
  SUBSCRIPTION_SUFFIXES,
  subscriptionProductNames,
} from './access.logic';

describe('subscription periods and trials', () => {
  it('a paid purchase gives access until the day it ends, not on that day', () => {
    const trial = { product: 1, state: 'paid', ends_on: '2026-02-04', trial_ends_on: '2026-02-04' };
    expect(isActivePurchase(trial, '2026-02-03')).toBe(true);
    expect(isActivePurchase(trial, '2026-02-04')).toBe(false);
    expect(isActivePurchase({ ...trial, state: 'refunded' }, '2026-01-01')).toBe(false);
    expect(isActivePurchase({ product: 1, state: 'paid', ends_on: null }, '2099-01-01')).toBe(true);
  });

  it('an expired trial is no subscription; a renewed one is', () => {
    const purchases = [{ product: 3, state: 'paid', ends_on: '2026-02-04' }];
    expect(hasSubscription(purchases, [3], '2026-02-10')).toBe(false);
    expect(hasSubscription([{ ...purchases[0], ends_on: '2026-03-04' }], [3], '2026-02-10')).toBe(true);
    expect(hasSubscriptionAccess(null, purchases, [3], 'app.example.com', '2026-02-10')).toBe(false);
    expect(hasSubscriptionAccess({ devSubscription: true }, purchases, [3], 'localhost', '2026-02-10')).toBe(
      true,
    );
  });

  it('an add-on bought monthly stops counting as purchased after its period', () => {
    const target = { productIds: [9], purchaseKind: 'perChild' };
    const purchases = [{ product: 9, state: 'paid', child_id: 2, ends_on: '2026-03-01' }];
    expect(isPurchasedForChild(target, purchases, 2, '2026-02-28')).toBe(true);
    expect(isPurchasedForChild(target, purchases, 2, '2026-03-01')).toBe(false);
  });

  it('a trial is given once per account, a failed attempt does not use it up', () => {
    expect(canStartTrial([], [3, 4])).toBe(true);
    expect(canStartTrial([{ product: 4, state: 'paid', trial_ends_on: '2026-01-15' }], [3, 4])).toBe(false);
    expect(canStartTrial([{ product: 4, state: 'failed', trial_ends_on: '2026-01-15' }], [3, 4])).toBe(true);
    expect(canStartTrial([{ product: 4, state: 'paid', trial_ends_on: null }], [3, 4])).toBe(true);
    expect(canStartTrial([{ product: 5, state: 'paid', trial_ends_on: '2026-01-15' }], [3, 4])).toBe(true);
  });

  it('a month ends on the same day next month, or the last day of a shorter month', () => {
    expect(periodEnd('2026-01-15', 'monthly')).toBe('2026-02-15');
    expect(periodEnd('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(periodEnd('2026-12-31', 'monthly')).toBe('2027-01-31');
    expect(periodEnd('2028-02-29', 'yearly')).toBe('2029-02-28');
    expect(() => periodEnd('2026-02-30', 'monthly')).toThrow(/start/);
  });

  it('a renewal adds a period to the end, or to today when it had ended', () => {
    expect(renewedPeriodEnd('2026-02-15', '2026-02-14', 'monthly')).toBe('2026-03-15');
    expect(renewedPeriodEnd('2026-02-15', '2026-04-02', 'monthly')).toBe('2026-05-02');
    expect(renewedPeriodEnd(null, '2026-04-02', 'yearly')).toBe('2027-04-02');
  });

  it('a purchase ends with its trial, its first period, or never', () => {
    expect(purchaseEndsOn('2026-01-28', 'monthly', 7)).toBe('2026-02-04');
    expect(purchaseEndsOn('2026-01-28', 'monthly', 0)).toBe('2026-02-28');
    expect(purchaseEndsOn('2026-01-28', 'yearly', 0)).toBe('2027-01-28');
    expect(purchaseEndsOn('2026-01-28', 'non_consumable', 0)).toBeNull();
    expect(billingPeriodOf('consumable')).toBeNull();
  });

  it("the subscription products are the spec's '{product} Access', 'Yearly', 'Trial', 'Yearly Trial'", () => {
    expect(SUBSCRIPTION_SUFFIXES).toEqual(['Access', 'Yearly', 'Trial', 'Yearly Trial']);
    expect(subscriptionProductNames('Attune')).toEqual([
      'Attune Access',
      'Attune Yearly',
      'Attune Trial',
      'Attune Yearly Trial',
    ]);
  });
});

describe('child age', () => {
  it('is 5-13 for families and 5-18 for clinical accounts', () => {
    expect(childAgeRange(false)).toEqual({ min: 5, max: 13 });
    expect(childAgeRange(true)).toEqual({ min: 5, max: 18 });
    expect(childAgeProblem('2024-03-01', '2026-03-01', false)).toBe('too-young');
    expect(childAgeProblem('2021-03-01', '2026-03-01', false)).toBeNull();
    expect(childAgeProblem('2021-03-02', '2026-03-01', false)).toBe('too-young');
    expect(childAgeProblem('2012-03-01', '2026-03-01', false)).toBe('too-old');
    expect(childAgeProblem('2012-03-02', '2026-03-01', false)).toBeNull();
    expect(childAgeProblem('2010-01-01', '2026-03-01', true)).toBeNull();
    expect(childAgeProblem('2007-01-01', '2026-03-01', true)).toBe('too-old');
    expect(childAgeProblem('2026-03-02', '2026-03-01', true)).toBe('in-future');
  });
});

describe('gates', () => {
  const facts = { accountFinished: true, subscribed: true, clinical: false };
  it('refuse an unfinished account first, then a missing subscription, then a non-clinical account', () => {
    expect(gateRefusal({ subscription: true }, { ...facts, accountFinished: false, subscribed: false })).toBe(
      'create-account',
    );
    expect(gateRefusal({ account: true, subscription: true }, { ...facts, subscribed: false })).toBe(
      'subscription',
    );
    expect(gateRefusal({ clinical: true }, facts)).toBe('clinical');
    expect(gateRefusal({ clinical: true }, { ...facts, clinical: true })).toBeNull();
    expect(gateRefusal({ account: true }, { ...facts, subscribed: false })).toBeNull();
    expect(gateRefusal({}, { accountFinished: false, subscribed: false, clinical: false })).toBeNull();
  });
});
