/**
 * Rules of the add-on catalogue: the add button, what Get does, category colours, prices and sharing.
 *
 * Conventions: a solution is keyed by its `name`; `kind` is one of {product}, partner, affiliate,
 * course, consultation, bundle; `available` false means it is not sold yet (waiting list). Rules return
 * data and message keys; the UI picks the words.
 */

import {
  isPurchasedForChild,
  type ProductFacts,
  type PurchaseFacts,
  solutionAccessTarget,
} from '../access/access.logic';
import { findWaitListItem } from '../waitlist/waitlist.logic';
import type { Pricing, PricingKey, Solution, SolutionMarketing } from './add-ons.schema';

/**
 * The names (keys) of the solutions of the add-on catalogue, as the server answers them in
 * `GET solutions`: the spec's tools table. A solution's product and wait-list item share its name, and
 * its share link is `/s/add-on/{name}`.
 */
export const SOLUTION_NAMES = [
  'social-emotional',
  'sleep',
  'reading-attention-tutor',
  'target-recognition',
  'food-sensitivity',
  'triple-p',
  'honestly-adhd',
  'bark',
  'heartmath-hrv',
  'heartmath-smart-brain-wise-heart',
  'greenlight',
  'parent-coaching',
] as const;
/** The name (key) of a solution of the add-on catalogue. */
export type SolutionName = (typeof SOLUTION_NAMES)[number];

/**
 * The tags of the add-on categories, each with a colour of its own (the stylesheet maps a tag to its
 * colour token; any other tag is drawn gray).
 */
export const ADD_ON_CATEGORY_TAGS = [
  'focus',
  'behavior',
  'social-emotional',
  'sleep',
  'medication-alternatives',
  'parenting-education',
  'assessments-monitoring-tracking',
] as const;
/** The tag of an add-on category with a colour of its own. */
export type AddOnCategoryTag = (typeof ADD_ON_CATEGORY_TAGS)[number];

/** The fields of a solution (add-on) these rules read (a {@link Solution} has them all). */
export type SolutionFacts = Pick<Solution, 'name' | 'kind' | 'available' | 'displayName'> &
  Partial<Pick<Solution, 'purchaseKind'>>;

/** What the add button of an add-on shows (`included`: it comes with the subscription, nothing to get). */
export type AddButtonState = 'get' | 'purchased' | 'external-link' | 'included' | 'none';

/** What the add button needs to know about the family. */
export interface AddButtonFacts {
  /** Whether the add-on is already purchased for this child (see `isPurchasedForChild`). */
  readonly purchased: boolean;
  /** Whether a waiting-list item exists for the add-on. */
  readonly hasWaitListItem: boolean;
}

/** Whether a solution is sold through a partner's site (its Get opens an external link). */
export function isAffiliate(solution: SolutionFacts): boolean {
  return solution.kind === 'affiliate';
}

/** Whether a solution can be had now (unavailable ones only offer the waiting list). */
export function isAvailable(solution: SolutionFacts): boolean {
  return solution.available;
}

/**
 * Whether an add-on comes with the subscription: one of our own tools (`product`) with nothing to buy
 * (`purchaseKind: 'none'`) that is available. The catalogue says so once (Social + Emotional); its card
 * then says Included, and its tool's calls need the subscription only.
 */
export function isIncludedWithSubscription(solution: SolutionFacts): boolean {
  return solution.kind === 'product' && solution.purchaseKind === 'none' && isAvailable(solution);
}

/**
 * The add button, checked in this order: an unavailable add-on shows Get only when a waiting-list item
 * exists for it, otherwise nothing; one included with the subscription shows Included; an affiliate
 * add-on shows a Get that opens the partner's site in a new tab; one already purchased for the child
 * shows Purchased; any other shows Get.
 */
export function addButtonState(solution: SolutionFacts, facts: AddButtonFacts): AddButtonState {
  if (!isAvailable(solution)) return facts.hasWaitListItem ? 'get' : 'none';
  if (isIncludedWithSubscription(solution)) return 'included';
  if (isAffiliate(solution)) return 'external-link';
  if (facts.purchased) return 'purchased';
  return 'get';
}

/** What tapping Get does. */
export type GetAction = 'create-account' | 'waitlist' | 'purchase' | 'external-link';

/** What Get needs to know about the family and the add-on. */
export interface GetActionFacts {
  /** Whether account creation is finished (not a template user and confirmed). */
  readonly accountFinished: boolean;
  /** Whether a product exists to buy the add-on with. */
  readonly hasProduct: boolean;
}

/**
 * What Get does: an available affiliate add-on opens the partner's link (nothing is bought in the app,
 * so no account is needed); otherwise, with account creation unfinished, the create-account prompt
 * shows; an unavailable add-on, or one that is not an affiliate and has no product, opens the waitlist
 * panel; anything else opens the purchase screen.
 */
export function getAction(solution: SolutionFacts, facts: GetActionFacts): GetAction {
  if (isAvailable(solution) && isAffiliate(solution)) return 'external-link';
  if (!facts.accountFinished) return 'create-account';
  if (!isAvailable(solution) || !facts.hasProduct) return 'waitlist';
  return 'purchase';
}

/**
 * The colour of an add-on category, named by its tag (`'sleep'`), or `'gray'` for a tag without a colour
 * of its own. The stylesheet maps each name to a colour token of the theme; no colour value lives here.
 */
export type CategoryColor = AddOnCategoryTag | 'gray';

const CATEGORY_TAGS: ReadonlySet<string> = new Set(ADD_ON_CATEGORY_TAGS);

/**
 * The colour an add-on category is drawn in, by its tag: one of the seven category tags (focus, behavior,
 * social-emotional, sleep, medication-alternatives, parenting-education, assessments-monitoring-tracking)
 * is its own colour; any other tag is gray. Tags are matched without regard to case or surrounding spaces.
 */
export function categoryColor(tag: string | null | undefined): CategoryColor {
  const key = (tag ?? '').trim().toLowerCase();
  return CATEGORY_TAGS.has(key) ? (key as AddOnCategoryTag) : 'gray';
}

/**
 * A price given in cents, written for the parent's locale and currency: `formatPrice(1495, 'en-US')`
 * is '$14.95', `formatPrice(900, 'en-US')` is '$9.00' (cents are always shown).
 * @throws RangeError naming `cents` when it is not a whole number of cents, and Intl's RangeError for an
 * unknown currency.
 */
export function formatPrice(cents: number, locale: string, currency = 'USD'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number, got ${cents}`);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** How a price is charged: monthly and yearly prices are subscriptions, the others one-off products. */
export function pricingKind(key: PricingKey): Pricing['kind'] {
  return key === 'monthly' || key === 'yearly' ? 'subscription' : 'product';
}

/**
 * The price of a solution as the catalogue answers it: its kind follows its key (see {@link pricingKind})
 * and its text is {@link formatPrice} in US English (`'$14.95'`), or 'Varies' when it has no amount.
 */
export function solutionPricing(key: PricingKey, name: string, raw: number | null): Pricing {
  return {
    key,
    kind: pricingKind(key),
    name,
    raw,
    formatted: raw === null ? 'Varies' : formatPrice(raw, 'en-US'),
  };
}

const MARKETING_FIELDS: readonly (keyof SolutionMarketing)[] = [
  'why',
  'forParents',
  'forKids',
  'whatYoullDo',
  'whatsNeeded',
];

/**
 * A solution with its texts in a language: each text (display name, tagline, description, pricing name
 * and the five marketing sections) is its `translations` entry `{field}_{language}` when there is one,
 * otherwise the English text. English, or a language without translations, gives the solution unchanged.
 */
export function localizeSolution<S extends Solution>(solution: S, language: string): S {
  const pick = (field: string, english: string): string =>
    solution.translations[`${field}_${language}`] ?? english;
  const pickNullable = (field: string, english: string | null): string | null =>
    english === null ? null : pick(field, english);
  return {
    ...solution,
    displayName: pick('displayName', solution.displayName),
    tagline: pickNullable('tagline', solution.tagline),
    description: pickNullable('description', solution.description),
    pricing: solution.pricing && { ...solution.pricing, name: pick('pricingName', solution.pricing.name) },
    marketing:
      solution.marketing &&
      (Object.fromEntries(
        MARKETING_FIELDS.map((field) => [field, pickNullable(field, solution.marketing?.[field] ?? null)]),
      ) as SolutionMarketing),
  };
}

/** A text to show, as a key of the locale files with its values. */
export interface MessageKey<Values = Record<string, string>> {
  readonly key: string;
  readonly values: Values;
}

/** What is shared about an add-on: a title, the message (key 'share.message', 'Check out {name} on …!'), a link. */
export interface AddOnShare {
  readonly title: string;
  readonly message: MessageKey<{ readonly name: string }>;
  readonly url: string;
}

/**
 * The pending shareable for an add-on: its display name as title, the message 'Check out {name} on the
 * product!' (key `share.message`) and the share link `{origin}/s/add-on/{solution name}`. `origin` is
 * the app's origin such as `https://app.example.com` (a trailing slash is dropped).
 */
export function addOnShare(solution: SolutionFacts, origin: string): AddOnShare {
  const name = solution.displayName.trim() || solution.name;
  return {
    title: name,
    message: { key: 'share.message', values: { name } },
    url: `${origin.replace(/\/+$/, '')}/s/add-on/${encodeURIComponent(solution.name)}`,
  };
}

/** What the family has for one add-on, for {@link addButtonState} and {@link getAction}. */
export interface AddOnFacts<Product, WaitListItem> extends AddButtonFacts {
  /** The product that sells the add-on (the one with the same name), or null. */
  readonly product: Product | null;
  /** The add-on's waiting-list item (the one with the same name), or null. */
  readonly waitListItem: WaitListItem | null;
  readonly hasProduct: boolean;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * What the family has for an add-on: its product and waiting-list item are those with the same name as
 * the solution (compared without regard to case); it counts as purchased for the child when its product
 * has a paid purchase (for this very child when the add-on is sold per child). Unlike a plan with no
 * known product, an add-on without a product is never 'Purchased': its Get leads to the waiting list.
 */
export function addOnFacts<Product extends ProductFacts, WaitListItem extends { readonly name: string }>(
  solution: SolutionFacts,
  family: {
    readonly products: readonly Product[];
    readonly purchases: readonly PurchaseFacts[];
    readonly waitListItems: readonly WaitListItem[];
    readonly childId: number;
    /** The family's calendar day: a purchase whose trial or paid period has ended no longer counts. */
    readonly today: string;
  },
): AddOnFacts<Product, WaitListItem> {
  const product = family.products.find((candidate) => sameName(candidate.name ?? '', solution.name)) ?? null;
  const waitListItem = findWaitListItem(family.waitListItems, solution.name);
  const purchased =
    product !== null &&
    isPurchasedForChild(
      {
        productIds: [product.id],
        purchaseKind: solution.purchaseKind ?? product.purchase_kind ?? null,
        kind: solution.kind,
      },
      family.purchases,
      family.childId,
      family.today,
    );
  return {
    product,
    waitListItem,
    purchased,
    hasWaitListItem: waitListItem !== null,
    hasProduct: product !== null,
  };
}

/**
 * Where a tool stands for a child, as "Your tools" shows it: `coming-soon` (not available: the waiting
 * list), `included` (comes with the subscription, or a free consultation), `owned` (a purchase covering
 * this child is current on `today`, core's `isPurchasedForChild`), otherwise `locked` (to be bought).
 */
export type ToolStatus = 'coming-soon' | 'included' | 'owned' | 'locked';

/**
 * The status of a tool (see {@link ToolStatus}) for a child on the family's calendar day `today`; a tool
 * the catalogue does not list is `coming-soon`. A tool with a price is `owned` only through a current
 * purchase of its product for this child: a tool whose product the family cannot see is `locked`, never
 * owned by default.
 */
export function toolStatus(
  solution: SolutionFacts | null | undefined,
  family: {
    readonly products: readonly ProductFacts[];
    readonly purchases: readonly PurchaseFacts[];
    readonly childId: number;
    readonly today: string;
  },
): ToolStatus {
  if (!solution || !isAvailable(solution)) return 'coming-soon';
  if (isIncludedWithSubscription(solution) || solution.kind === 'consultation') return 'included';
  const target = solutionAccessTarget(family.products, solution.name);
  if (target.productIds.length === 0) return 'locked';
  return isPurchasedForChild(target, family.purchases, family.childId, family.today) ? 'owned' : 'locked';
}
