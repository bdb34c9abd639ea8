import * as z from 'zod';
import { CentsSchema, ColorSchema, IdSchema } from '../common/common.schema';
import { PurchaseKindSchema } from '../purchases/purchases.schema';

/**
 * What a solution is: `product` (one of our own tools), `partner`, `affiliate` (Get opens an external link),
 * `course`, `consultation` (e.g. free parent coaching) or `bundle` (never counts as purchased itself).
 */
export const SolutionKindSchema = z.enum([
  'product',
  'partner',
  'affiliate',
  'course',
  'consultation',
  'bundle',
]);
/** What a solution is. */
export type SolutionKind = z.infer<typeof SolutionKindSchema>;

/**
 * How a price is charged: `varies`, `monthly`, `yearly`, `consumable` (per child profile) or
 * `non_consumable` (one-time).
 */
export const PricingKeySchema = z.enum(['varies', 'monthly', 'yearly', 'consumable', 'non_consumable']);
/** How a price is charged. */
export type PricingKey = z.infer<typeof PricingKeySchema>;

/**
 * The price of a solution. `raw` is in cents (`null` when it varies), `formatted` the display text
 * (e.g. `$14.95`); `kind` is `subscription` or `product` (one-off).
 */
export const PricingSchema = z.object({
  key: PricingKeySchema,
  kind: z.enum(['subscription', 'product']),
  name: z.string().min(1),
  raw: CentsSchema.nullable(),
  formatted: z.string().min(1),
});
/** The price of a solution. */
export type Pricing = z.infer<typeof PricingSchema>;

/**
 * The five sections of a tool page: why the product includes it, what it does for parents, what it does
 * for kids, what you'll do and what is needed. Each is markdown, `null` when the page has no such section.
 */
export const SolutionMarketingSchema = z.object({
  why: z.string().nullable(),
  forParents: z.string().nullable(),
  forKids: z.string().nullable(),
  whatYoullDo: z.string().nullable(),
  whatsNeeded: z.string().nullable(),
});
/** The marketing sections of a tool page. */
export type SolutionMarketing = z.infer<typeof SolutionMarketingSchema>;

/**
 * A solution (an add-on) of the catalogue the server answers (`GET solutions`), keyed by `name` (used in
 * `/s/add-on/{name}` and the create-account `for` query). Its fields keep the catalogue's camelCase.
 *
 * - `purchaseKind` says who a purchase covers; `available: false` means only the waiting list is offered.
 * - `areaOfFocus` is the tag of its main add-on category; `categories` every category tag it helps.
 * - `meta.affiliateLink` is where Get goes for affiliates.
 * - The product and the wait-list item of a solution are those with the same `name`.
 * - `videoUrl` is `null` when the solution has no video.
 * - Its texts are in English; `translations` holds the other languages as `{field}_{language}` keys, as
 *   plans do (`displayName_es`, `tagline_es`, `description_es`, `pricingName_es`, `why_es`, ...): see
 *   `localizeSolution`.
 */
export const SolutionSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  kind: SolutionKindSchema,
  purchaseKind: PurchaseKindSchema,
  displayName: z.string().min(1),
  areaOfFocus: z.string().min(1),
  categories: z.array(z.string().min(1)),
  available: z.boolean(),
  icon: z.string().min(1),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  videoUrl: z.url().nullable(),
  pricing: PricingSchema.nullable(),
  marketing: SolutionMarketingSchema.nullable(),
  meta: z.object({ affiliateLink: z.url().nullable() }),
  translations: z.record(z.string(), z.string()),
});
/** A solution (an add-on). */
export type Solution = z.infer<typeof SolutionSchema>;

/**
 * An add-on category (`GET add_on_categories`): `tag` (e.g. `sleep`), `title` and `color`, the name of its
 * colour token (its own tag, or `gray`: see `categoryColor`). Unknown tags are allowed (shown gray).
 */
export const AddOnCategorySchema = z.object({
  tag: z.string().min(1),
  title: z.string().min(1),
  color: ColorSchema,
});
/** An add-on category. */
export type AddOnCategory = z.infer<typeof AddOnCategorySchema>;
