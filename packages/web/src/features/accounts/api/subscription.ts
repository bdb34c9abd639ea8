import type { Purchase } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

/** Starts the free trial of a subscription product (`soft_trial`). */
export const startTrial = (productId: number): Promise<Purchase> =>
  call((api) => api.createPurchase({ body: { payment: { product_id: productId, soft_trial: true } } }));
