import { ProductSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The products that can be bought. */
export const productsContract = {
  /** `GET products`: every product, `{ products }`; an empty list is the error 'No products in response'. */
  listProducts: defineEndpoint({
    name: 'listProducts',
    method: 'GET',
    path: 'products',
    response: z.object({ products: z.array(ProductSchema) }),
    rootKey: 'products',
    status: 200,
    auth: false,
    emptyListError: 'products',
    serverCache: 'catalogue',
    summary: 'Lists the products.',
  }),
} as const;
