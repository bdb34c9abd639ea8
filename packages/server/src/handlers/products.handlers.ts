/** Handlers of `products`: what can be bought. */
import type { productsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { listProducts } from '../purchases/purchases.service';

/** Every product with what it unlocks. */
export const productsHandlers: HandlersOf<typeof productsContract> = {
  listProducts: async ({ ctx }) => ({ products: await listProducts(ctx) }),
};
