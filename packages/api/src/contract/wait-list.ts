import { JoinWaitListInputSchema, JoinWaitListResponseSchema, WaitListItemSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The waiting list for solutions not yet available. */
export const waitListContract = {
  /** `GET wait_list/wait_list_items`: the solutions one can wait for, `{ wait_list_items }`; never empty. */
  listWaitListItems: defineEndpoint({
    name: 'listWaitListItems',
    method: 'GET',
    path: 'wait_list/wait_list_items',
    response: z.object({ wait_list_items: z.array(WaitListItemSchema) }),
    rootKey: 'wait_list_items',
    status: 200,
    auth: true,
    emptyListError: 'waitListItems',
    summary: 'Lists the wait list items (solutions one can wait for).',
  }),
  /** `GET users/wait_list_items`: the wait list items the account joined, `{ wait_list }` (an array). */
  listJoinedWaitListItems: defineEndpoint({
    name: 'listJoinedWaitListItems',
    method: 'GET',
    path: 'users/wait_list_items',
    response: z.object({ wait_list: z.array(WaitListItemSchema) }),
    rootKey: 'wait_list',
    status: 200,
    auth: true,
    summary: 'Lists the wait list items the account joined.',
  }),
  /** `POST users/wait_list_items` `{ product_id }`: joins the wait list; status 200 gives `{ wait_list_item }`. */
  joinWaitList: defineEndpoint({
    name: 'joinWaitList',
    method: 'POST',
    path: 'users/wait_list_items',
    body: JoinWaitListInputSchema,
    response: JoinWaitListResponseSchema,
    rootKey: 'wait_list_item',
    status: 200,
    auth: true,
    summary: 'Joins the wait list of a solution.',
  }),
} as const;
