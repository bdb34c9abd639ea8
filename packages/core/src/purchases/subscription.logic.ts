/**
 * What the subscriptions settings page says of each purchase: when its trial ends, when it renews, or when
 * it ends because the family cancelled at the end of the period (or it was bought once).
 *
 * Conventions: days are `YYYY-MM-DD` and `today` is the family's day, an argument; a purchase that is not
 * paid (pending, failed, refunded, cancelled) shows as ended.
 */
import type { Purchase } from './purchases.schema';

/** The renewal of a purchase, as the settings page shows it. */
export type SubscriptionRenewal =
  | { readonly kind: 'trial'; readonly trialEndsOn: string; readonly renews: boolean }
  | { readonly kind: 'renews'; readonly on: string }
  | { readonly kind: 'ends'; readonly on: string }
  | { readonly kind: 'one-time' }
  | { readonly kind: 'ended' };

type RenewalFacts = Pick<Purchase, 'state' | 'ends_on' | 'trial_ends_on' | 'cancel_at_period_end'>;

/** Whether the family can still cancel it at the end of its period: paid, with a period, not cancelled yet. */
export function canCancelAtPeriodEnd(purchase: RenewalFacts, today: string): boolean {
  return (
    purchase.state === 'paid' &&
    Boolean(purchase.ends_on) &&
    (purchase.ends_on ?? '') >= today &&
    purchase.cancel_at_period_end !== true
  );
}

/** When a purchase's trial ends, when it renews, or when it ends. */
export function subscriptionRenewal(purchase: RenewalFacts, today: string): SubscriptionRenewal {
  if (purchase.state !== 'paid') return { kind: 'ended' };
  if (!purchase.ends_on) return { kind: 'one-time' };
  if (purchase.ends_on < today) return { kind: 'ended' };
  const cancelled = purchase.cancel_at_period_end === true;
  if (purchase.trial_ends_on && purchase.trial_ends_on >= today)
    return { kind: 'trial', trialEndsOn: purchase.trial_ends_on, renews: !cancelled };
  return cancelled ? { kind: 'ends', on: purchase.ends_on } : { kind: 'renews', on: purchase.ends_on };
}
