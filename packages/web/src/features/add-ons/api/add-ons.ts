import type { AddOnCategory, Purchase, WaitListItem } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';
import { cachedReference } from '../../../lib/stores';

export function fetchCategories(): Promise<AddOnCategory[]> {
  return cachedReference('add_on_categories', async () => {
    const body = await apiRequest<{ add_on_categories: AddOnCategory[] }>('GET', 'add_on_categories');
    return body.add_on_categories;
  });
}

/** The solutions one can wait for. */
export async function fetchWaitListItems(): Promise<WaitListItem[]> {
  const body = await apiRequest<{ wait_list_items: WaitListItem[] }>('GET', 'wait_list/wait_list_items', { quiet: [404] });
  return body.wait_list_items;
}

/** The wait lists this family has joined. */
export async function fetchJoinedWaitLists(): Promise<WaitListItem[]> {
  const body = await apiRequest<{ wait_list: WaitListItem[] }>('GET', 'users/wait_list_items', { quiet: [404] });
  return body.wait_list;
}

export async function joinWaitlist(productId: number): Promise<WaitListItem> {
  const body = await apiRequest<{ wait_list_item: WaitListItem }>('POST', 'users/wait_list_items', {
    body: { product_id: productId },
  });
  return body.wait_list_item;
}

export type PaymentPayload = { soft_trial: true } | { stripe_token: string };

export async function createPurchase(productId: number, childId: number | null, payment: PaymentPayload): Promise<Purchase> {
  const body = await apiRequest<{ purchase: Purchase }>('POST', 'payment/purchases', {
    body: { payment: { product_id: productId, ...payment }, ...(childId === null ? {} : { child_id: childId }) },
    quiet: [402, 422],
  });
  return body.purchase;
}
