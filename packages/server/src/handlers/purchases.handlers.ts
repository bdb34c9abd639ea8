/** Handlers of `purchases`: buying a product and the account's purchases. */
import type { purchasesContract } from '@attune/api/contract';
import { billingSummary, resumePurchase, updateCard } from '../billing/billing.service';
import type { HandlersOf } from '../http/router';
import {
  cancelPurchaseAtPeriodEnd,
  createPurchase,
  listPurchases,
  purchaseOf,
} from '../purchases/purchases.service';

/** Buying (the child, when named, is checked by the router) and listing purchases. */
export const purchasesHandlers: HandlersOf<typeof purchasesContract> = {
  createPurchase: async ({ ctx, user, child, body }) => ({
    purchase: await createPurchase(ctx, {
      userId: user.id,
      childId: child?.id ?? null,
      payment: body.payment,
      idempotencyKey: body.idempotency_key,
    }),
  }),
  listPurchases: async ({ ctx, user }) => ({ purchases: await listPurchases(ctx, user.id) }),
  cancelPurchase: async ({ ctx, user, params }) => ({
    purchase: await cancelPurchaseAtPeriodEnd(ctx, user.id, params.id),
  }),
  resumePurchase: async ({ ctx, user, params }) => {
    await resumePurchase(ctx, user.id, params.id);
    return { purchase: await purchaseOf(ctx, user.id, params.id) };
  },
  getBilling: async ({ ctx, user }) => ({ billing: await billingSummary(ctx, user.id) }),
  updateCard: async ({ ctx, user, body }) => ({ card: await updateCard(ctx, user.id, body.stripe_token) }),
};
