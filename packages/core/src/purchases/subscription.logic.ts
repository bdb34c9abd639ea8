/**
 * What the subscriptions settings page says of each purchase, read from the purchase as the server
 * answers it: core's {@link billingStatus} on its {@link BillingFacts}, and whether it can be cancelled.
 *
 * Conventions: days are `YYYY-MM-DD` and `today` is the family's day, an argument.
 */
import { billingPeriodOf } from '../access/access.logic';
import { type BillingFacts, type BillingStatus, billingStatus, canResume } from './billing.logic';
import type { Purchase } from './purchases.schema';

type RenewalFacts = Pick<Purchase, 'state' | 'ends_on' | 'trial_ends_on' | 'cancel_at_period_end'> &
  Partial<Pick<Purchase, 'past_due_since' | 'auto_renew' | 'product' | 'renewed_by_provider'>>;

/** Whether the family can still cancel it at the end of its period: paid, with a period, not cancelled yet. */
export function canCancelAtPeriodEnd(purchase: RenewalFacts, today: string): boolean {
  return (
    purchase.state === 'paid' &&
    Boolean(purchase.ends_on) &&
    (purchase.ends_on ?? '') >= today &&
    purchase.cancel_at_period_end !== true
  );
}

/**
 * The billing rules' facts of a purchase as the wire gives it. An older server that leaves out
 * `auto_renew` is read as renewing nothing: nothing says "Renews" unless a renewal will be attempted.
 */
export function billingFactsOf(purchase: RenewalFacts): BillingFacts {
  return {
    state: purchase.state,
    period: billingPeriodOf(purchase.product?.period),
    ends_on: purchase.ends_on ?? null,
    trial_ends_on: purchase.trial_ends_on ?? null,
    cancel_at_period_end: purchase.cancel_at_period_end === true,
    past_due_since: purchase.past_due_since ?? null,
    auto_renew: purchase.auto_renew ?? false,
    renewed_by_provider: purchase.renewed_by_provider ?? false,
  };
}

/** What the settings page says of a purchase on `today` (see {@link billingStatus}). */
export function subscriptionRenewal(purchase: RenewalFacts, today: string): BillingStatus {
  return billingStatus(billingFactsOf(purchase), today);
}

/** Whether the settings page offers Resume: cancelled at period end, still within its period. */
export function canResumePurchase(purchase: RenewalFacts, today: string): boolean {
  return canResume(billingFactsOf(purchase), today);
}
