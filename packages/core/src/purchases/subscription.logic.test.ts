import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCancelAtPeriodEnd, canResumePurchase, subscriptionRenewal } from './subscription.logic';

const today = '2026-11-23';
const paid = {
  state: 'paid' as const,
  ends_on: '2026-12-23',
  trial_ends_on: null,
  cancel_at_period_end: false,
  auto_renew: true,
  past_due_since: null,
  product: { id: 1, name: 'attune-access', period: 'monthly' },
};

describe('subscriptions', () => {
  it('say when a paid period renews, and when it ends once cancelled', () => {
    expect(subscriptionRenewal(paid, today)).toEqual({ kind: 'renews', on: '2026-12-23' });
    expect(subscriptionRenewal({ ...paid, cancel_at_period_end: true }, today)).toEqual({
      kind: 'ends',
      on: '2026-12-23',
    });
  });
  it('say Renewing on the renewal day of a purchase its provider renews, until its answer or the window ends', () => {
    const stripe = { ...paid, renewed_by_provider: true };
    expect(subscriptionRenewal(stripe, '2026-12-23')).toEqual({ kind: 'renewing', since: '2026-12-23' });
    expect(subscriptionRenewal(stripe, '2026-12-24')).toEqual({ kind: 'ended', on: '2026-12-23' });
    expect(subscriptionRenewal(paid, '2026-12-23')).toEqual({ kind: 'ended', on: '2026-12-23' });
    expect(subscriptionRenewal({ ...stripe, cancel_at_period_end: true }, '2026-12-23')).toEqual({
      kind: 'ended',
      on: '2026-12-23',
    });
  });
  it('never say renews for a purchase an older server did not say renews', () => {
    const { auto_renew: _, ...older } = paid;
    expect(subscriptionRenewal(older, today)).toEqual({ kind: 'ends', on: '2026-12-23' });
  });
  it('say when a trial ends', () => {
    expect(
      subscriptionRenewal({ ...paid, trial_ends_on: '2026-11-30', ends_on: '2026-11-30' }, today),
    ).toEqual({
      kind: 'trial',
      until: '2026-11-30',
      renews: true,
    });
  });
  it('show one-time and past purchases without a renewal', () => {
    expect(subscriptionRenewal({ ...paid, ends_on: null }, today)).toEqual({ kind: 'one-time' });
    expect(subscriptionRenewal({ ...paid, ends_on: '2026-01-01' }, today)).toEqual({
      kind: 'ended',
      on: '2026-01-01',
    });
    expect(subscriptionRenewal({ ...paid, state: 'refunded' }, today)).toEqual({ kind: 'refunded' });
  });
  it('offer resume only after a cancel', () => {
    expect(canResumePurchase(paid, today)).toBe(false);
    expect(canResumePurchase({ ...paid, cancel_at_period_end: true }, today)).toBe(true);
  });
  it('a purchase the family may cancel shows its end, and once cancelled it never renews and cannot be cancelled again', () => {
    const day = fc
      .integer({ min: 0, max: 2000 })
      .map((n) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10));
    const state = fc.constantFrom('paid', 'pending', 'failed', 'refunded', 'cancelled') as fc.Arbitrary<
      'paid' | 'pending' | 'failed' | 'refunded' | 'cancelled'
    >;
    fc.assert(
      fc.property(
        state,
        fc.option(day),
        fc.option(day),
        fc.boolean(),
        day,
        (s, ends, trial, cancelled, now) => {
          const purchase = {
            ...paid,
            state: s,
            ends_on: ends,
            trial_ends_on: trial,
            cancel_at_period_end: cancelled,
          };
          const after = { ...purchase, cancel_at_period_end: true };
          expect(canCancelAtPeriodEnd(after, now)).toBe(false);
          const next = subscriptionRenewal(after, now);
          expect(next.kind === 'renews' || (next.kind === 'trial' && next.renews)).toBe(false);
        },
      ),
    );
  });
});
