/**
 * Who may use a paid plan, course or add-on.
 *
 * Conventions: only purchases in state 'paid' grant access; a purchase names its product by id or by an
 * object with an `id`. The host is passed in (the core never reads `location`). A product is named by
 * its title or its catalogue key alike ('Attune Access' is 'attune-access'): names compare as slugs.
 */
import { planSlug } from '../sessions/sessions.logic';

/** The fields of a purchase these rules read. */
export interface PurchaseFacts {
  readonly product?: number | { readonly id: number } | null;
  readonly state?: string | null;
  readonly child_id?: number | null;
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

/** What unlocks a course: the products naming it; it is sold per child when one of them is. */
export function courseAccessTarget(products: readonly ProductFacts[], courseId: number): AccessTarget {
  return accessTarget(productsForCourse(products, courseId));
}

/**
 * A plan or course counts as purchased for a child when a paid purchase exists for one of its products;
 * for perChild plans that purchase must be for this very child. Bundles never count as purchased.
 * When no product is known for it, it counts as accessible (true): the app does not lock what it
 * cannot sell.
 */
export function isPurchasedForChild(
  target: AccessTarget,
  purchases: readonly PurchaseFacts[],
  childId: number,
): boolean {
  if (target.kind === 'bundle') return false;
  if (target.productIds.length === 0) return true;
  const perChild = target.purchaseKind === 'perChild';
  return purchases.some((purchase) => {
    const productId = purchaseProductId(purchase);
    return (
      isPaid(purchase) &&
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
 * The names of a product's subscription products: '{product} Access', '{product} Yearly',
 * '{product} Trial' and '{product} Yearly Trial'.
 */
export function subscriptionProductNames(product: string): string[] {
  return ['Access', 'Yearly', 'Trial', 'Yearly Trial'].map((suffix) => `${product} ${suffix}`);
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
 * An account has a subscription when it has a paid purchase of a product on the subscription list.
 */
export function hasSubscription(
  purchases: readonly PurchaseFacts[],
  subscriptionProducts: readonly number[],
): boolean {
  return purchases.some((purchase) => {
    const productId = purchaseProductId(purchase);
    return isPaid(purchase) && productId !== null && subscriptionProducts.includes(productId);
  });
}

/**
 * Whether the account may use subscription features: it has a subscription, or devSubscription gives it
 * access on this non-production host.
 */
export function hasSubscriptionAccess(
  account: AccountFacts | null,
  purchases: readonly PurchaseFacts[],
  subscriptionProducts: readonly number[],
  host: string,
): boolean {
  return hasDevSubscription(account, host) || hasSubscription(purchases, subscriptionProducts);
}
