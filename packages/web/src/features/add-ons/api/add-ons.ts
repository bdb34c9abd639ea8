import type { AddOnCategory, Purchase, WaitListItem } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

export const fetchCategories = (): Promise<AddOnCategory[]> => call((api) => api.listAddOnCategories());

/** The solutions one can wait for. */
export const fetchWaitListItems = (): Promise<WaitListItem[]> => call((api) => api.listWaitListItems());

/** The wait lists this family has joined. */
export const fetchJoinedWaitLists = (): Promise<WaitListItem[]> =>
  call((api) => api.listJoinedWaitListItems());

export const joinWaitlist = (productId: number): Promise<WaitListItem> =>
  call((api) => api.joinWaitList({ body: { product_id: productId } }));

export type PaymentPayload = { soft_trial: true } | { stripe_token: string };

export function createPurchase(
  productId: number,
  childId: number | null,
  payment: PaymentPayload,
): Promise<Purchase> {
  return call((api) =>
    api.createPurchase({
      body: {
        payment: { product_id: productId, ...payment },
        ...(childId === null ? {} : { child_id: childId }),
      },
    }),
  );
}
