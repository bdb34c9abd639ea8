import type { Purchase } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';

/** Starts the free trial of a subscription product (`soft_trial`). */
export async function startTrial(productId: number): Promise<Purchase> {
  const body = await apiRequest<{ purchase: Purchase }>('POST', 'payment/purchases', {
    body: { payment: { product_id: productId, soft_trial: true } },
  });
  return body.purchase;
}
