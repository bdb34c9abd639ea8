/**
 * The life of a subscription after it is bought: when a renewal is charged, what a failed renewal
 * leaves (7 days of access marked past due), when mail is due, and what cancel, resume and refund do.
 *
 * Conventions:
 * - days are `YYYY-MM-DD`; `today` is an argument (the core never reads the clock);
 * - `ends_on` is the day access stops (access is given on the days before it); while past due it is the
 *   last day of grace plus one, and `past_due_since` is the end of the last period paid for (or of the
 *   trial), which is where the unpaid period starts;
 * - a charge pays for one period, named by its first day (`periodStart`): the server records each
 *   period's charge once, so a period is never charged twice;
 * - `auto_renew` says a renewal can be charged at all: a card is on file for a card purchase (a soft
 *   trial, an in-app purchase or an account without a card never renew here).
 */

import { type BillingPeriod, isRenewing, periodEnd } from '../access/access.logic';
import { addDays, MS_PER_HOUR, zonedInstant } from '../calendar/calendar.logic';

/** Days of access a family keeps after a renewal fails, marked past due. */
export const GRACE_DAYS = 7;

/** What the billing rules read of a purchase. */
export interface BillingFacts {
  readonly state: string;
  /** Its product's billing period; null for a one-time product. */
  readonly period: BillingPeriod | null;
  readonly ends_on: string | null;
  readonly trial_ends_on: string | null;
  readonly cancel_at_period_end: boolean;
  /** The end of the last period paid for, when the renewal after it failed; null when not past due. */
  readonly past_due_since: string | null;
  /** A renewal can be charged: a card is on file for this card purchase. */
  readonly auto_renew: boolean;
  /** A provider (Stripe, the App Store) renews it and answers after `ends_on` (core's `RENEWAL_WINDOW_DAYS`). */
  readonly renewed_by_provider?: boolean;
}

/** The period a charge pays for, and whether it ends a trial or renews a paid period. */
export interface ChargeDue {
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly kind: 'conversion' | 'renewal';
}

/** The last day of grace plus one: when access stops after a renewal failed on `pastDueSince`. */
export function graceEndsOn(pastDueSince: string): string {
  return addDays(pastDueSince, GRACE_DAYS, 'pastDueSince');
}

/**
 * Whether the job should charge a renewal on `today`: a paid, recurring card purchase with a card, not
 * cancelled, not past due (a past-due period is retried when the family saves a new card), whose period
 * (or trial) has ended by `today` and ended at most {@link GRACE_DAYS} ago (a subscription left longer is
 * over, not billed for days it had no access). The charge pays for the period starting at `ends_on`.
 */
export function renewalDue(facts: BillingFacts, today: string): ChargeDue | null {
  if (facts.state !== 'paid' || !facts.period || !facts.auto_renew) return null;
  if (facts.cancel_at_period_end || facts.past_due_since || !facts.ends_on) return null;
  if (facts.ends_on > today || graceEndsOn(facts.ends_on) <= today) return null;
  return chargeFor(facts, facts.ends_on, facts.period);
}

/** Whether a past-due purchase may be charged again now (a new card was saved): within its grace. */
export function retryDue(facts: BillingFacts, today: string): ChargeDue | null {
  if (facts.state !== 'paid' || !facts.period || !facts.auto_renew || !facts.past_due_since) return null;
  if (graceEndsOn(facts.past_due_since) <= today) return null;
  return chargeFor(facts, facts.past_due_since, facts.period);
}

function chargeFor(facts: BillingFacts, periodStart: string, period: BillingPeriod): ChargeDue {
  return {
    periodStart,
    periodEnd: periodEnd(periodStart, period),
    kind: facts.trial_ends_on === periodStart ? 'conversion' : 'renewal',
  };
}

/** What a charge attempt changes on the purchase. */
export interface ChargeOutcome {
  readonly ends_on: string;
  readonly past_due_since: string | null;
}

/**
 * What a charge for `due` leaves: paid, access to the end of the period paid for and no longer past due;
 * declined, past due since the period's start with access to the end of grace (never less than the
 * period already paid for).
 */
export function afterCharge(due: ChargeDue, paid: boolean): ChargeOutcome {
  return paid
    ? { ends_on: due.periodEnd, past_due_since: null }
    : { ends_on: graceEndsOn(due.periodStart), past_due_since: due.periodStart };
}

/** A notice the job mails once per purchase and period. */
export type BillingNotice =
  | { readonly kind: 'trial-ending'; readonly on: string }
  | { readonly kind: 'grace-last-day'; readonly endsOn: string };

/**
 * The notice due on `today`, if any: a trial that will not convert (no card, or cancelled) ends tomorrow;
 * a past-due purchase is on its last day of grace.
 */
export function noticeDue(facts: BillingFacts, today: string): BillingNotice | null {
  if (facts.state !== 'paid') return null;
  if (facts.past_due_since) {
    const endsOn = graceEndsOn(facts.past_due_since);
    return addDays(endsOn, -1, 'ends_on') === today ? { kind: 'grace-last-day', endsOn } : null;
  }
  const converts = facts.auto_renew && !facts.cancel_at_period_end && facts.period !== null;
  if (
    facts.trial_ends_on &&
    !converts &&
    facts.ends_on === facts.trial_ends_on &&
    addDays(facts.trial_ends_on, -1, 'trial_ends_on') === today
  ) {
    return { kind: 'trial-ending', on: facts.trial_ends_on };
  }
  return null;
}

/** Whether the family can undo a cancel at period end: cancelled, still paid, and its period not over. */
export function canResume(
  facts: Pick<BillingFacts, 'state' | 'ends_on' | 'cancel_at_period_end'>,
  today: string,
) {
  return (
    facts.state === 'paid' &&
    facts.cancel_at_period_end &&
    Boolean(facts.ends_on) &&
    (facts.ends_on ?? '') > today
  );
}

/**
 * What the settings page says of a purchase, as data:
 * - `trial` until its end (`renews`: a charge will follow);
 * - `renews` on the end of its period (only when a renewal will be attempted);
 * - `renewing` since its period's end, while its provider's renewal answer is due (`isRenewing`);
 * - `past-due` since the failed renewal, with access until `accessUntil`;
 * - `ends` on the day access stops (cancelled, or nothing to renew it);
 * - `one-time`; `ended` on the day it stopped (`null` when unknown); `refunded`.
 */
export type BillingStatus =
  | { readonly kind: 'trial'; readonly until: string; readonly renews: boolean }
  | { readonly kind: 'renews'; readonly on: string }
  | { readonly kind: 'renewing'; readonly since: string }
  | { readonly kind: 'past-due'; readonly since: string; readonly accessUntil: string }
  | { readonly kind: 'ends'; readonly on: string }
  | { readonly kind: 'one-time' }
  | { readonly kind: 'ended'; readonly on: string | null }
  | { readonly kind: 'refunded' };

/** The status of a purchase on `today` (see {@link BillingStatus}). */
export function billingStatus(facts: BillingFacts, today: string): BillingStatus {
  if (facts.state === 'refunded') return { kind: 'refunded' };
  if (facts.state !== 'paid') return { kind: 'ended', on: null };
  if (!facts.ends_on) return { kind: 'one-time' };
  if (isRenewing(facts, today)) return { kind: 'renewing', since: facts.ends_on };
  if (facts.ends_on <= today) return { kind: 'ended', on: facts.ends_on };
  if (facts.past_due_since) {
    return {
      kind: 'past-due',
      since: facts.past_due_since,
      accessUntil: addDays(facts.ends_on, -1, 'ends_on'),
    };
  }
  const renews = facts.auto_renew && !facts.cancel_at_period_end && facts.period !== null;
  // A trial until its first period is paid (a conversion charged early is no longer a trial).
  if (facts.trial_ends_on && facts.trial_ends_on > today && facts.ends_on === facts.trial_ends_on) {
    return { kind: 'trial', until: facts.trial_ends_on, renews };
  }
  return renews ? { kind: 'renews', on: facts.ends_on } : { kind: 'ends', on: facts.ends_on };
}

/** What a refund on `today` leaves: refunded, access ending that day. */
export function afterRefund(today: string): { readonly state: 'refunded'; readonly ends_on: string } {
  return { state: 'refunded', ends_on: today };
}

/** How often the server runs the billing job: every hour. */
export const BILLING_JOB_INTERVAL_MS = MS_PER_HOUR;

/**
 * How far past the job's own (UTC) day it looks for periods that end: 2 days, which covers every time
 * zone's today and the notice sent a day before an end.
 */
export const BILLING_HORIZON_DAYS = 2;

/** The last period end (`YYYY-MM-DD`) the billing job at `at` settles: {@link BILLING_HORIZON_DAYS} past its UTC day. */
export function billingHorizon(at: Date): string {
  return addDays(at.toISOString().slice(0, 10), BILLING_HORIZON_DAYS);
}

/**
 * The wall-clock time a payment provider (Stripe) bills a period that starts on a day: 01:00 in the
 * family's zone. An hour past midnight keeps the day the same when summer time moves the clock an hour
 * either way over the months (Stripe adds months to the instant, not to the family's day).
 */
export const PROVIDER_BILLING_TIME = '01:00';

/**
 * The instant a provider's subscription should start billing the period that starts on `day` (a trial's
 * end, `trial_end`): {@link PROVIDER_BILLING_TIME} on that day in the family's `timeZone`.
 */
export function providerBillingInstant(day: string, timeZone: string): Date {
  return zonedInstant(addDays(day, 0, 'day'), PROVIDER_BILLING_TIME, timeZone);
}

/**
 * What a provider's paid invoice for the period `[periodStart, periodEnd)` (days in the family's zone)
 * leaves: access to the end of that period, never earlier than the access already given, and no longer
 * past due.
 */
export function afterInvoicePaid(
  endsOn: string | null,
  period: { readonly start: string; readonly end: string },
): ChargeOutcome {
  return { ends_on: endsOn && endsOn > period.end ? endsOn : period.end, past_due_since: null };
}

/**
 * The earliest period end the billing job at `at` still reconciles with the provider (Stripe):
 * {@link GRACE_DAYS} before its UTC day. A subscription over for longer is left to its events, so the job
 * does not ask Stripe about every subscription that ever ended.
 */
export function reconcileFrom(at: Date): string {
  return addDays(at.toISOString().slice(0, 10), -GRACE_DAYS);
}
