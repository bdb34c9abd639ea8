import { PurchaseInputSchema, PurchaseSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Purchases of add-ons and subscriptions. */
export const purchasesContract = {
  /** `POST payment/purchases` `{ payment: { product_id, stripe_token | iap | soft_trial }, child_id? }`: status 200 gives `{ purchase }`. */
  createPurchase: defineEndpoint({
    name: 'createPurchase',
    method: 'POST',
    path: 'payment/purchases',
    body: PurchaseInputSchema,
    response: z.object({ purchase: PurchaseSchema }),
    rootKey: 'purchase',
    status: 200,
    auth: true,
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
} as const;
