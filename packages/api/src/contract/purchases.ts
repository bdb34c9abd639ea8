import {
  BillingCardSchema,
  BillingSummarySchema,
  PurchaseInputSchema,
  PurchaseSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/**
 * A key the app makes once per purchase attempt (a random UUID) and sends again when it retries: the
 * same key answers the first purchase again and charges the card once.
 */
export const IdempotencyKeySchema = z.string().trim().min(8).max(200);

/** Body of `POST payment/purchases`: the payment, the child it is for, and the attempt's key. */
export const PurchaseRequestSchema = PurchaseInputSchema.extend({
  idempotency_key: IdempotencyKeySchema.optional(),
});

/** Purchases of add-ons and subscriptions. */
export const purchasesContract = {
  /**
   * `POST payment/purchases` `{ payment: { product_id, stripe_token | iap | soft_trial }, child_id?, idempotency_key? }`:
   * status 200 gives `{ purchase }`. Replaying an `idempotency_key` answers the first purchase, charged once.
   */
  createPurchase: defineEndpoint({
    name: 'createPurchase',
    method: 'POST',
    path: 'payment/purchases',
    body: PurchaseRequestSchema,
    response: z.object({ purchase: PurchaseSchema }),
    rootKey: 'purchase',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', optional: true },
    gate: { account: true },
    conflict: { field: 'payment.soft_trial', when: 'The account has already used its free trial.' },
    summary: 'Buys a product (card, in-app receipt or soft trial).',
  }),
  /** `GET payment/purchases`: the account's purchases, `{ purchases }`. */
  listPurchases: defineEndpoint({
    name: 'listPurchases',
    method: 'GET',
    path: 'payment/purchases',
    response: z.object({ purchases: z.array(PurchaseSchema) }),
    rootKey: 'purchases',
    status: 200,
    auth: true,
    summary: "Lists the account's purchases.",
  }),
  /**
   * `POST payment/purchases/{id}/cancel`: the purchase gives access until the end of its period, then does
   * not renew (`cancel_at_period_end: true`); answers `{ purchase }`. Another account's purchase answers 404.
   */
  cancelPurchase: defineEndpoint({
    name: 'cancelPurchase',
    method: 'POST',
    path: 'payment/purchases/:id/cancel',
    params: IdParamsSchema,
    response: z.object({ purchase: PurchaseSchema }),
    rootKey: 'purchase',
    status: 200,
    auth: true,
    summary: 'Cancels a subscription at the end of its period.',
  }),
  /**
   * `POST payment/purchases/{id}/resume`: undoes a cancel at period end before the period is over (it
   * renews again); answers `{ purchase }`. 422 on `purchase` when it cannot be resumed.
   */
  resumePurchase: defineEndpoint({
    name: 'resumePurchase',
    method: 'POST',
    path: 'payment/purchases/:id/resume',
    params: IdParamsSchema,
    response: z.object({ purchase: PurchaseSchema }),
    rootKey: 'purchase',
    status: 200,
    auth: true,
    summary: 'Resumes a subscription cancelled at the end of its period.',
  }),
  /** `GET payment/billing`: the card on file (brand, last four; `null`: none) and the receipts, newest first. */
  getBilling: defineEndpoint({
    name: 'getBilling',
    method: 'GET',
    path: 'payment/billing',
    response: z.object({ billing: BillingSummarySchema }),
    rootKey: 'billing',
    status: 200,
    auth: true,
    summary: 'The card on file and the receipts.',
  }),
  /**
   * `PUT payment/card` `{ stripe_token }`: "Update your card". Keeps the new card on file (422 on
   * `stripe_token` when it is refused) and at once retries every past-due renewal with it; answers
   * `{ card }` (the purchases show whether the retry was paid).
   */
  updateCard: defineEndpoint({
    name: 'updateCard',
    method: 'PUT',
    path: 'payment/card',
    body: z.object({ stripe_token: z.string().trim().min(1).max(200) }),
    response: z.object({ card: BillingCardSchema }),
    rootKey: 'card',
    status: 200,
    auth: true,
    summary: 'Saves a new card and retries past-due renewals.',
  }),
} as const;
