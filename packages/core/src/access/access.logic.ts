/**
 * Who may use a paid plan, course or add-on.
 *
 * Conventions: only purchases in state 'paid' grant access; a purchase names its product by id or by an
 * object with an `id`. The host is passed in (the core never reads `location`). A product is named by
 * its title or its catalogue key alike ('Attune Access' is 'attune-access'): names compare as slugs.
 */
import { addDays, isCalendarDay, yearsBetween } from '../calendar/calendar.logic';
import { planSlug } from '../sessions/sessions.logic';

/** The fields of a purchase these rules read. */
export interface PurchaseFacts {
  readonly product?: number | { readonly id: number } | null;
  readonly state?: string | null;
  readonly child_id?: number | null;
  /**
   * The calendar day (`YYYY-MM-DD`) the purchase stops giving access: the end of a trial or of the
   * subscription period paid for. On that day access has stopped. Absent or null: it does not end.
   */
  readonly ends_on?: string | null;
  /** The calendar day a trial started with this purchase ends (null or absent: not a trial). */
  readonly trial_ends_on?: string | null;
  /** The family cancelled: access until `ends_on`, then no renewal. */
  readonly cancel_at_period_end?: boolean | null;
  /** A renewal failed: the end of the last period paid for (`ends_on` is then the end of grace). */
  readonly past_due_since?: string | null;
  /**
   * A payment provider (Stripe, the App Store) renews this subscription itself and tells the server
   * afterwards (Stripe bills at 01:00 on `ends_on` in the family's zone, `invoice.paid` comes later):
   * see {@link RENEWAL_WINDOW_DAYS}. False or absent: this server renews it, or nothing does.
   */
  readonly renewed_by_provider?: boolean | null;
}

/** The fields of a product these rules read: the plans and the course it unlocks, and who it covers. */
export interface ProductFacts {
  readonly id: number;
  readonly name?: string | null;
  readonly activity_plans?: readonly { readonly id: number }[] | null;
  readonly course?: number | { readonly id: number } | null;
  readonly purchase_kind?: string | null;
}

/** What is being unlocked: the products that unlock it, how it is sold, and what kind of solution it is. */
export interface AccessTarget {
  /** Ids of the products that unlock the plan or course. Empty when no product is known for it. */
  readonly productIds: readonly number[];
  /** 'perChild' when each child needs their own purchase; other kinds are shared by the family. */
  readonly purchaseKind?: string | null;
  /** The solution kind; a 'bundle' is never counted as purchased. */
  readonly kind?: string | null;
}

/** The product id a purchase is for, or null. */
export function purchaseProductId(purchase: PurchaseFacts): number | null {
  const product = purchase.product;
  if (product === null || product === undefined) return null;
  return typeof product === 'number' ? product : product.id;
}

/** Whether a purchase has been paid (only paid purchases grant access). */
export function isPaid(purchase: PurchaseFacts): boolean {
  return purchase.state === 'paid';
}

/**
 * The renewal window: days after `ends_on` during which a subscription a provider renews (Stripe, the
 * App Store), not cancelled and not past due, still gives access while the provider's answer is due.
 * Stripe bills the new period at 01:00 on `ends_on` in the family's zone and `invoice.paid` arrives about
 * an hour later; a family is never refused in between. Once the window passes without that answer (or
 * a failed payment moves it to past due, with its grace), the normal rules apply.
 */
export const RENEWAL_WINDOW_DAYS = 1;

/**
 * Whether a purchase awaits its provider's renewal at the end of its period: paid, with an end, renewed
 * by a provider ({@link PurchaseFacts.renewed_by_provider}), not cancelled at period end and not past due.
 */
export function awaitsProviderRenewal(purchase: PurchaseFacts): boolean {
  return (
    isPaid(purchase) &&
    Boolean(purchase.ends_on) &&
    purchase.renewed_by_provider === true &&
    purchase.cancel_at_period_end !== true &&
    !purchase.past_due_since
  );
}

/**
 * The day a purchase stops giving access: `ends_on`, or {@link RENEWAL_WINDOW_DAYS} later while it
 * awaits its provider's renewal ({@link awaitsProviderRenewal}). Null: it does not end.
 */
export function accessEndsOn(purchase: PurchaseFacts): string | null {
  if (!purchase.ends_on) return null;
  const endsOn = purchase.ends_on.slice(0, 10);
  return awaitsProviderRenewal(purchase) ? addDays(endsOn, RENEWAL_WINDOW_DAYS, 'ends_on') : endsOn;
}

/**
 * Whether a purchase is in its renewal window on `today`: its period has ended (`ends_on` on or before
 * `today`) and it still gives access while its provider's renewal answer is due (shown as "Renewing").
 */
export function isRenewing(purchase: PurchaseFacts, today: string): boolean {
  const until = accessEndsOn(purchase);
  return (
    awaitsProviderRenewal(purchase) &&
    until !== null &&
    (purchase.ends_on ?? '').slice(0, 10) <= today &&
    today < until
  );
}

/**
 * Whether a purchase gives access on `today` (the family's calendar day, `YYYY-MM-DD`): it is paid and,
 * when it has an end, `today` is before the day access stops ({@link accessEndsOn}: `ends_on`, the end of
 * its trial or of the period paid for, plus the renewal window while a provider's renewal is due).
 * `today` is required: a check without it would count an ended trial as still giving access.
 */
export function isActivePurchase(purchase: PurchaseFacts, today: string): boolean {
  if (!isPaid(purchase)) return false;
  const until = accessEndsOn(purchase);
  if (!until) return true;
  return today < until;
}

/** The products that unlock an activity plan: those listing the plan among their `activity_plans`. */
export function productsForPlan<Product extends ProductFacts>(
  products: readonly Product[],
  activityPlanId: number,
): Product[] {
  return products.filter((product) =>
    (product.activity_plans ?? []).some((plan) => plan.id === activityPlanId),
  );
}

/** The products that unlock a course: those whose `course` is that course. */
export function productsForCourse<Product extends ProductFacts>(
  products: readonly Product[],
  courseId: number,
): Product[] {
  return products.filter((product) => {
    const course = product.course;
    if (course === null || course === undefined) return false;
    return (typeof course === 'number' ? course : course.id) === courseId;
  });
}

function accessTarget(products: readonly ProductFacts[]): AccessTarget {
  return {
    productIds: products.map((product) => product.id),
    purchaseKind: products.some((product) => product.purchase_kind === 'perChild') ? 'perChild' : 'all',
  };
}

/**
 * What unlocks an activity plan: the products listing it; it is sold per child when one of them is.
 */
export function planAccessTarget(products: readonly ProductFacts[], activityPlanId: number): AccessTarget {
  return accessTarget(productsForPlan(products, activityPlanId));
}

/**
 * What unlocks an add-on's tool (its page's calls): the products named as the solution (compared without
 * regard to case, as `addOnFacts` finds them); sold per child when one of them is.
 */
export function solutionAccessTarget(products: readonly ProductFacts[], solutionName: string): AccessTarget {
  const name = solutionName.trim().toLowerCase();
  return accessTarget(products.filter((product) => (product.name ?? '').trim().toLowerCase() === name));
}

/** What unlocks a course: the products naming it; it is sold per child when one of them is. */
export function courseAccessTarget(products: readonly ProductFacts[], courseId: number): AccessTarget {
  return accessTarget(productsForCourse(products, courseId));
}

/**
 * A plan or course counts as purchased for a child when a purchase of one of its products is active on
 * `today` (paid, its trial or paid period not ended: {@link isActivePurchase}); for perChild plans that
 * purchase must be for this very child. Bundles never count as purchased.
 * When no product is known for it, it counts as accessible (true): the app does not lock what it
 * cannot sell.
 */
export function isPurchasedForChild(
  target: AccessTarget,
  purchases: readonly PurchaseFacts[],
  childId: number,
  today: string,
): boolean {
  if (target.kind === 'bundle') return false;
  if (target.productIds.length === 0) return true;
  const perChild = target.purchaseKind === 'perChild';
  return purchases.some((purchase) => {
    const productId = purchaseProductId(purchase);
    return (
      isActivePurchase(purchase, today) &&
      productId !== null &&
      target.productIds.includes(productId) &&
      (!perChild || purchase.child_id === childId)
    );
  });
}

/**
 * Whether a host is a staging or other non-production host: localhost, loopback and private network
 * addresses, `.local`, `.localhost`, `.test` and `.internal` names, and hosts with a label naming an
 * environment (staging, stage, dev, develop, development, test, qa, uat, preview, review, sandbox,
 * demo), e.g. `staging.example.com` or `app-dev.example.com`. A port is ignored.
 */
export function isNonProductionHost(host: string): boolean {
  const trimmed = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(trimmed);
  // `[::1]:3000` is an IPv6 address with a port; a bare name or IPv4 address may end in `:port`.
  const name = bracketed ? (bracketed[1] ?? '') : trimmed.replace(/^([^:]*):\d+$/, '$1');
  if (name === '' || name === 'localhost' || name === '::1') return true;
  if (/^(127|10)\.\d+\.\d+\.\d+$/.test(name) || /^192\.168\.\d+\.\d+$/.test(name)) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(name) || name === '0.0.0.0') return true;
  if (/\.(local|localhost|test|internal)$/.test(name)) return true;
  const environment =
    /^(staging|stage|dev|develop|development|test|testing|qa|uat|preview|review|sandbox|demo)$/;
  return name.split('.').some((label) => label.split('-').some((part) => environment.test(part)));
}

/** The fields of an account these rules read. */
export interface AccountFacts {
  readonly devSubscription?: boolean | null;
}

/**
 * Accounts with devSubscription get access on staging and other non-production hosts; on production
 * hosts the flag does nothing.
 */
export function hasDevSubscription(account: AccountFacts | null, host: string): boolean {
  return account?.devSubscription === true && isNonProductionHost(host);
}

/** Purchases are fetched for every account except one given access by devSubscription on this host. */
export function fetchesPurchases(account: AccountFacts | null, host: string): boolean {
  return !hasDevSubscription(account, host);
}

/**
 * The one set of subscription suffixes: '{product} Access' (monthly), '{product} Yearly',
 * '{product} Trial' and '{product} Yearly Trial'.
 */
export const SUBSCRIPTION_SUFFIXES = ['Access', 'Yearly', 'Trial', 'Yearly Trial'] as const;

/**
 * The name of the app's own subscription, written once: its products are named from it
 * ({@link subscriptionProductNames}, {@link subscriptionProductKeys}); the catalogue sells them, the
 * server's gates and the web app recognise them by it.
 */
export const SUBSCRIPTION_NAME = 'Attune';

/**
 * The names of a product's subscription products: '{product} Access', '{product} Yearly',
 * '{product} Trial' and '{product} Yearly Trial'.
 */
export function subscriptionProductNames(product: string): string[] {
  return SUBSCRIPTION_SUFFIXES.map((suffix) => `${product} ${suffix}`);
}

/**
 * The catalogue keys of a product's subscription products ('attune-access', 'attune-yearly',
 * 'attune-trial', 'attune-yearly-trial'): the slugs of {@link subscriptionProductNames}.
 */
export function subscriptionProductKeys(product: string): string[] {
  return subscriptionProductNames(product).map(planSlug);
}

/** Whether a product, named by its title or its catalogue key, is on the subscription list of `product`. */
export function isSubscriptionProduct(name: string | null | undefined, product: string): boolean {
  return name ? subscriptionProductKeys(product).includes(planSlug(name)) : false;
}

/** The products on the subscription list of a product, in the order given. */
export function subscriptionProducts<P extends ProductFacts>(products: readonly P[], product: string): P[] {
  return products.filter((candidate) => isSubscriptionProduct(candidate.name, product));
}

/** The ids of the products on the subscription list of a product (see {@link subscriptionProductNames}). */
export function subscriptionProductIds(products: readonly ProductFacts[], product: string): number[] {
  return subscriptionProducts(products, product).map((candidate) => candidate.id);
}

/**
 * An account has a subscription when it has a purchase of a product on the subscription list that is
 * active on `today`: paid, its trial or paid period not ended (see {@link isActivePurchase}).
 */
export function hasSubscription(
  purchases: readonly PurchaseFacts[],
  subscriptionProducts: readonly number[],
  today: string,
): boolean {
  return purchases.some((purchase) => {
    const productId = purchaseProductId(purchase);
    return (
      isActivePurchase(purchase, today) && productId !== null && subscriptionProducts.includes(productId)
    );
  });
}

/**
 * Whether the account may use subscription features: it has a subscription active on `today`, or
 * devSubscription gives it access on this non-production host.
 */
export function hasSubscriptionAccess(
  account: AccountFacts | null,
  purchases: readonly PurchaseFacts[],
  subscriptionProducts: readonly number[],
  host: string,
  today: string,
): boolean {
  return hasDevSubscription(account, host) || hasSubscription(purchases, subscriptionProducts, today);
}

/**
 * The day the account's subscription ended, when it has no access now: the latest `ends_on` on or before
 * `today` among its purchases of the subscription's products (the end of a period, of a trial, of the grace
 * after a failed renewal, or the day of a refund). Null while a subscription gives access, or when the
 * account never had one that ended. The refusal says "Your Attune subscription ended on {date}".
 */
export function subscriptionEndedOn(
  purchases: readonly PurchaseFacts[],
  subscriptionProducts: readonly number[],
  today: string,
): string | null {
  if (hasSubscription(purchases, subscriptionProducts, today)) return null;
  let ended: string | null = null;
  for (const purchase of purchases) {
    const productId = purchaseProductId(purchase);
    if (productId === null || !subscriptionProducts.includes(productId)) continue;
    const endsOn = purchase.ends_on;
    if (endsOn && endsOn <= today && (ended === null || endsOn > ended)) ended = endsOn;
  }
  return ended;
}

/**
 * Whether the family's subscription access today is a trial: an active purchase of a subscription product
 * still in its trial (`trial_ends_on` after today, its first period not yet paid). False for a paid period.
 */
export function isInTrial(
  purchases: readonly PurchaseFacts[],
  subscriptionProducts: readonly number[],
  today: string,
): boolean {
  return purchases.some((purchase) => {
    const productId = purchaseProductId(purchase);
    return (
      productId !== null &&
      subscriptionProducts.includes(productId) &&
      isActivePurchase(purchase, today) &&
      Boolean(purchase.trial_ends_on) &&
      (purchase.trial_ends_on ?? '') > today &&
      purchase.ends_on === purchase.trial_ends_on
    );
  });
}

/**
 * Whether a trial may be given: a trial is given once per account for a set of products (for a
 * subscription, every product on its list counts as one). Any earlier purchase of one of them that
 * started a trial (`trial_ends_on` set) and was not left failed uses it up.
 */
export function canStartTrial(purchases: readonly PurchaseFacts[], productIds: readonly number[]): boolean {
  return !purchases.some((purchase) => {
    const productId = purchaseProductId(purchase);
    return (
      productId !== null &&
      productIds.includes(productId) &&
      Boolean(purchase.trial_ends_on) &&
      purchase.state !== 'failed'
    );
  });
}

/** How often a price is charged, as the pricing keys name it. */
export type BillingPeriod = 'monthly' | 'yearly';

/** The billing period of a pricing key: 'monthly' and 'yearly' recur; any other key is charged once (null). */
export function billingPeriodOf(pricingKey: string | null | undefined): BillingPeriod | null {
  return pricingKey === 'monthly' || pricingKey === 'yearly' ? pricingKey : null;
}

/**
 * The day a paid period that starts on `start` ends (access stops on that day): a month later for
 * 'monthly', twelve months later for 'yearly', on the same day of the month or the month's last day when
 * it has no such day (2026-01-31 monthly ends 2026-02-28).
 * @throws RangeError naming `start` when it is not a calendar day.
 */
export function periodEnd(start: string, period: BillingPeriod): string {
  if (!isCalendarDay(start)) throw new RangeError(`start must be a calendar day YYYY-MM-DD, got "${start}"`);
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = period === 'monthly' ? 1 : 12;
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = index % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * Where a renewal moves a subscription's end: one period after its current end, or after `today` when it
 * had already ended (a late renewal does not pay for days without access).
 */
export function renewedPeriodEnd(
  currentEnd: string | null | undefined,
  today: string,
  period: BillingPeriod,
): string {
  const from = currentEnd && currentEnd > today ? currentEnd : today;
  return periodEnd(from, period);
}

/**
 * When a purchase made on `today` stops giving access: the trial's end when it starts a trial
 * (`trialDays` above 0), else the end of its first period for a monthly or yearly price, else never (null).
 */
export function purchaseEndsOn(
  today: string,
  pricingKey: string | null | undefined,
  trialDays: number,
): string | null {
  if (trialDays > 0) return addDays(today, trialDays, 'today');
  const period = billingPeriodOf(pricingKey);
  return period ? periodEnd(today, period) : null;
}

/** The ages a child may have when added: 5-13, or 5-18 for a clinical account. */
export function childAgeRange(clinical: boolean): { readonly min: number; readonly max: number } {
  return { min: 5, max: clinical ? 18 : 13 };
}

/**
 * Why a child's birthday is refused on `today`, or null when the age (whole years, as a parent says it)
 * is within {@link childAgeRange}: `'in-future'`, `'too-young'` or `'too-old'`.
 */
export function childAgeProblem(
  birthday: string,
  today: string,
  clinical: boolean,
): 'in-future' | 'too-young' | 'too-old' | null {
  if (birthday.slice(0, 10) > today.slice(0, 10)) return 'in-future';
  const age = yearsBetween(birthday, today);
  const range = childAgeRange(clinical);
  if (age < range.min) return 'too-young';
  if (age > range.max) return 'too-old';
  return null;
}

/** What a call needs from the account (a contract endpoint's `gate`). */
export interface GateNeeds {
  /** A finished account: not a template user, and confirmed. */
  readonly account?: boolean;
  /** An active subscription or trial. */
  readonly subscription?: boolean;
  /** A clinical account. */
  readonly clinical?: boolean;
  /** An account whose client loads the content library (the sunflower client, `loadsContent`). */
  readonly content?: boolean;
}

/** What the gates know about the account. */
export interface GateFacts {
  readonly accountFinished: boolean;
  readonly subscribed: boolean;
  readonly clinical: boolean;
  /** Whether the account's client loads the content library (`loadsContent(account.client)`). */
  readonly contentClient?: boolean;
}

/**
 * Why a call is refused, by the blocker the app shows: `'create-account'` (account unfinished),
 * `'subscription'` (no active subscription or trial), `'clinical'` (not a clinical account), `'content'`
 * (the account's client has no content library); null when it may go ahead. Checked in that order, as
 * the route guards check them.
 */
export function gateRefusal(
  needs: GateNeeds,
  facts: GateFacts,
): 'create-account' | 'subscription' | 'clinical' | 'content' | null {
  if ((needs.account || needs.subscription) && !facts.accountFinished) return 'create-account';
  if (needs.subscription && !facts.subscribed) return 'subscription';
  if (needs.clinical && !facts.clinical) return 'clinical';
  if (needs.content && facts.contentClient !== true) return 'content';
  return null;
}
