import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, MS_PER_HOUR } from '../calendar/calendar.logic';
import { billingStatus, providerBillingInstant } from '../purchases/billing.logic';
import {
  accessEndsOn,
  awaitsProviderRenewal,
  gateRefusal,
  hasSubscription,
  isActivePurchase,
  isPurchasedForChild,
  isRenewing,
  type PurchaseFacts,
  RENEWAL_WINDOW_DAYS,
  subscriptionEndedOn,
} from './access.logic';

const stripeMonthly: PurchaseFacts = {
  product: 1,
  state: 'paid',
  child_id: null,
  ends_on: '2026-12-07',
  trial_ends_on: null,
  cancel_at_period_end: false,
  past_due_since: null,
  renewed_by_provider: true,
};

const billingFacts = (purchase: PurchaseFacts) => ({
  state: purchase.state ?? 'paid',
  period: 'monthly' as const,
  ends_on: purchase.ends_on ?? null,
  trial_ends_on: purchase.trial_ends_on ?? null,
  cancel_at_period_end: purchase.cancel_at_period_end === true,
  past_due_since: purchase.past_due_since ?? null,
  auto_renew: false,
  renewed_by_provider: purchase.renewed_by_provider === true,
});

describe('the renewal window: a provider subscription keeps access on its renewal day', () => {
  it('a Stripe subscription not cancelled keeps access on ends_on, shown as Renewing, and stops the day after', () => {
    expect(RENEWAL_WINDOW_DAYS).toBe(1);
    expect(accessEndsOn(stripeMonthly)).toBe('2026-12-08');
    expect(isActivePurchase(stripeMonthly, '2026-12-06')).toBe(true);
    expect(isActivePurchase(stripeMonthly, '2026-12-07')).toBe(true);
    expect(isRenewing(stripeMonthly, '2026-12-06')).toBe(false);
    expect(isRenewing(stripeMonthly, '2026-12-07')).toBe(true);
    expect(billingStatus(billingFacts(stripeMonthly), '2026-12-07')).toEqual({
      kind: 'renewing',
      since: '2026-12-07',
    });
    expect(isActivePurchase(stripeMonthly, '2026-12-08')).toBe(false);
    expect(billingStatus(billingFacts(stripeMonthly), '2026-12-08')).toEqual({
      kind: 'ended',
      on: '2026-12-07',
    });
    expect(hasSubscription([stripeMonthly], [1], '2026-12-07')).toBe(true);
    expect(subscriptionEndedOn([stripeMonthly], [1], '2026-12-07')).toBeNull();
    expect(subscriptionEndedOn([stripeMonthly], [1], '2026-12-08')).toBe('2026-12-07');
    expect(isPurchasedForChild({ productIds: [1] }, [stripeMonthly], 5, '2026-12-07')).toBe(true);
  });

  it('a cancelled, past-due or test-provider subscription ends at ends_on', () => {
    const cancelled = { ...stripeMonthly, cancel_at_period_end: true };
    const pastDue = { ...stripeMonthly, past_due_since: '2026-11-30' };
    const testProvider = { ...stripeMonthly, renewed_by_provider: false };
    for (const purchase of [cancelled, pastDue, testProvider]) {
      expect(awaitsProviderRenewal(purchase)).toBe(false);
      expect(accessEndsOn(purchase)).toBe('2026-12-07');
      expect(isActivePurchase(purchase, '2026-12-06')).toBe(true);
      expect(isActivePurchase(purchase, '2026-12-07')).toBe(false);
      expect(isRenewing(purchase, '2026-12-07')).toBe(false);
    }
    expect(billingStatus(billingFacts(cancelled), '2026-12-07')).toEqual({ kind: 'ended', on: '2026-12-07' });
  });

  it('a refunded or unpaid purchase never renews, and one that does not end has no window', () => {
    expect(isActivePurchase({ ...stripeMonthly, state: 'refunded' }, '2026-12-07')).toBe(false);
    expect(accessEndsOn({ ...stripeMonthly, ends_on: null })).toBeNull();
  });
});

describe('renewal window laws', () => {
  const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/Madrid', 'Pacific/Kiritimati'];
  const dayArb = fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it("law: a non-cancelled provider subscription is never refused between its period's end and the provider's renewal answer", () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.constantFrom(...zones),
        // From midnight before the provider bills (01:00 on ends_on, family's zone) to 22 hours after it.
        fc.integer({ min: -MS_PER_HOUR, max: 22 * MS_PER_HOUR }),
        fc.constantFrom<'Attune' | 'add-on'>('Attune', 'add-on'),
        (endsOn, zone, offset, kind) => {
          const purchase = { ...stripeMonthly, ends_on: endsOn };
          const at = new Date(providerBillingInstant(endsOn, zone).getTime() + offset);
          const today = calendarDay(at, zone);
          expect(today >= addDays(endsOn, -1) && today <= endsOn).toBe(true);
          expect(isActivePurchase(purchase, today)).toBe(true);
          if (kind === 'Attune') {
            const subscribed = hasSubscription([purchase], [1], today);
            expect(
              gateRefusal({ subscription: true }, { accountFinished: true, subscribed, clinical: false }),
            ).toBeNull();
          } else {
            expect(isPurchasedForChild({ productIds: [1], purchaseKind: 'all' }, [purchase], 3, today)).toBe(
              true,
            );
          }
          expect(billingStatus(billingFacts(purchase), today).kind).not.toBe('ended');
        },
      ),
    );
  });

  it('law: a cancelled one ends exactly at ends_on (so does a past-due one, and one this server renews)', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.integer({ min: -40, max: 40 }),
        fc.constantFrom('cancelled', 'past-due', 'test-provider'),
        (endsOn, shift, kind) => {
          const purchase: PurchaseFacts = {
            ...stripeMonthly,
            ends_on: endsOn,
            cancel_at_period_end: kind === 'cancelled',
            past_due_since: kind === 'past-due' ? addDays(endsOn, -7) : null,
            renewed_by_provider: kind !== 'test-provider',
          };
          const today = addDays(endsOn, shift);
          expect(isActivePurchase(purchase, today)).toBe(today < endsOn);
          expect(isRenewing(purchase, today)).toBe(false);
        },
      ),
    );
  });

  it('law: the window lasts exactly RENEWAL_WINDOW_DAYS after ends_on, shown as Renewing and never as Ended', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -40, max: 40 }), (endsOn, shift) => {
        const purchase = { ...stripeMonthly, ends_on: endsOn };
        const today = addDays(endsOn, shift);
        const active = isActivePurchase(purchase, today);
        expect(active).toBe(today < addDays(endsOn, RENEWAL_WINDOW_DAYS));
        expect(isRenewing(purchase, today)).toBe(active && today >= endsOn);
        const status = billingStatus(billingFacts(purchase), today).kind;
        expect(status === 'renewing').toBe(isRenewing(purchase, today));
        expect(status === 'ended').toBe(!active);
      }),
    );
  });
});
