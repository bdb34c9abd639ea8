import * as z from 'zod';
import { CentsSchema, IdSchema, IsoDateSchema, IsoDateTimeSchema } from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';

/**
 * Who a purchase covers: `all` (every child of the account), `perChild` (only the child it was bought for),
 * `parent` (the parent, no child), `none` (nothing to buy).
 */
export const PurchaseKindSchema = z.enum(['all', 'perChild', 'parent', 'none']);
/** Who a purchase covers. */
export type PurchaseKind = z.infer<typeof PurchaseKindSchema>;

/**
 * How a purchase is paid: `stripe` (card), `iap` (in-app purchase in the native wrapper), `soft` (soft trial).
 */
export const PaymentSourceSchema = z.enum(['stripe', 'iap', 'soft']);
/** How a purchase is paid. */
export type PaymentSource = z.infer<typeof PaymentSourceSchema>;

/** The in-app (App Store) product of a product: its store id and the store's localised price text. */
export const InAppProductSchema = z.object({
  productId: z.string().min(1),
  localizedPrice: z.string().min(1),
});
/** The in-app product of a product. */
export type InAppProduct = z.infer<typeof InAppProductSchema>;

/**
 * A product that can be bought (`GET products`).
 *
 * - `value` is the price in cents; `trial_length` the free trial in days (0 for none): above 0 the button
 *   says 'Start Trial' and the card is charged on today plus `trial_length` days.
 * - `iap` is the in-app product, `null` when the product cannot be bought in-app; `iap_id` its store id.
 * - `activity_plans` and `course` are what the product unlocks (a paid purchase grants access to them).
 * - `purchase_kind` says who it covers (`perChild`: only the child it was bought for).
 * - `name` matches the solution, and wait-list item, of the same name.
 */
export const ProductSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  value: CentsSchema,
  trial_length: z.number().int().nonnegative(),
  iap: InAppProductSchema.nullable(),
  iap_id: z.string().nullable(),
  activity_plans: z.array(z.object({ id: IdSchema, title: z.string() })),
  course: z.object({ id: IdSchema, title: z.string() }).nullable(),
  purchase_kind: PurchaseKindSchema,
});
/** A product that can be bought. */
export type Product = z.infer<typeof ProductSchema>;

/**
 * The state of a purchase. Only `paid` grants access; `pending` is awaiting the payment provider,
 * `failed`, `refunded` and `cancelled` grant nothing.
 */
export const PurchaseStateSchema = z.enum(['pending', 'paid', 'failed', 'refunded', 'cancelled']);
/** The state of a purchase. */
export type PurchaseState = z.infer<typeof PurchaseStateSchema>;

/**
 * A purchase of the account (`GET payment/purchases`, and the answer of `POST payment/purchases`).
 * `child_id` is the child it was bought for, `null` for a parent purchase; `product` names what was bought.
 * `ends_on` is the day it stops giving access (the end of its trial or of the period paid for; `null`:
 * never), `trial_ends_on` the day its trial ends (`null`: no trial). Older servers leave both out.
 */
export const PurchaseSchema = z.object({
  id: IdSchema,
  product: z.object({
    id: IdSchema,
    name: z.string().min(1),
    /** The catalogue's title in the caller's language ('Attune Monthly', 'Sleep'). Older servers leave it out. */
    title: z.string().min(1).optional(),
    /** The price in cents. */
    value: CentsSchema.optional(),
    /** The pricing key: 'monthly' and 'yearly' renew, others are charged once. */
    period: z.string().optional(),
  }),
  state: PurchaseStateSchema,
  child_id: IdSchema.nullable(),
  source: PaymentSourceSchema,
  created_at: IsoDateTimeSchema,
  ends_on: IsoDateSchema.nullable().optional(),
  trial_ends_on: IsoDateSchema.nullable().optional(),
  /** The family cancelled: it gives access until `ends_on`, then does not renew. Older servers leave it out. */
  cancel_at_period_end: z.boolean().optional(),
  /** A renewal failed: the end of the last period paid for; access lasts 7 days more (core's `GRACE_DAYS`). */
  past_due_since: IsoDateSchema.nullable().optional(),
  /** A renewal will be charged to the card on file at `ends_on` (unless cancelled). */
  auto_renew: z.boolean().optional(),
  /**
   * A provider (Stripe, the App Store) renews it and answers after `ends_on`: access lasts through the
   * renewal window (core's `RENEWAL_WINDOW_DAYS`) unless cancelled or past due. Older servers leave it out.
   */
  renewed_by_provider: z.boolean().optional(),
});
/** A purchase of the account. */
export type Purchase = z.infer<typeof PurchaseSchema>;

/** The receipt of an in-app purchase, as the native wrapper hands it over. */
export const InAppReceiptSchema = z.object({
  transaction_date: z.string().min(1),
  transaction_id: z.string().min(1),
  transaction_receipt: z.string().min(1),
});
/** The receipt of an in-app purchase. */
export type InAppReceipt = z.infer<typeof InAppReceiptSchema>;

/**
 * Body of `POST payment/purchases`: `payment` holds the `product_id` and exactly one of `stripe_token`
 * (card), `iap` (in-app receipt) or `soft_trial: true`; `child_id` is the child it is for (absent for a
 * parent purchase).
 */
export const PurchaseInputSchema = z.object({
  payment: z.union([
    z.object({ product_id: IdSchema, stripe_token: z.string().min(1).max(TEXT_LIMITS.short) }).strict(),
    z.object({ product_id: IdSchema, iap: InAppReceiptSchema }).strict(),
    z.object({ product_id: IdSchema, soft_trial: z.literal(true) }).strict(),
  ]),
  child_id: IdSchema.optional(),
});
/** Body of `POST payment/purchases`. */
export type PurchaseInput = z.infer<typeof PurchaseInputSchema>;

/** The card on file of the account: brand and last four digits, never the number. */
export const BillingCardSchema = z.object({ brand: z.string().min(1), last4: z.string().regex(/^\d{4}$/) });
/** The card on file. */
export type BillingCard = z.infer<typeof BillingCardSchema>;

/**
 * A receipt: one money event of the account (a charge, or a refund), with the product's title, the
 * amount in cents, the period it paid for (`null` for a one-time product) and the card's last four.
 */
export const ReceiptSchema = z.object({
  id: IdSchema,
  purchase_id: IdSchema,
  kind: z.enum(['charge', 'refund']),
  product_title: z.string().min(1),
  amount_cents: CentsSchema,
  period_start: IsoDateSchema.nullable(),
  period_end: IsoDateSchema.nullable(),
  last4: z.string().nullable(),
  created_at: IsoDateTimeSchema,
});
/** A receipt. */
export type Receipt = z.infer<typeof ReceiptSchema>;

/** `GET payment/billing`: the card on file (`null`: none) and the receipts, newest first. */
export const BillingSummarySchema = z.object({
  card: BillingCardSchema.nullable(),
  receipts: z.array(ReceiptSchema),
});
/** The card on file and the receipts. */
export type BillingSummary = z.infer<typeof BillingSummarySchema>;
