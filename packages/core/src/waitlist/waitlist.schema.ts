import * as z from 'zod';
import { IdSchema } from '../common/common.schema';

/**
 * A wait-list item: a solution not yet available that a parent may wait for. `name` matches the solution's
 * name. `GET users/wait_list_items` lists those the account has joined.
 */
export const WaitListItemSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
});
/** A wait-list item. */
export type WaitListItem = z.infer<typeof WaitListItemSchema>;

/** Body of `POST users/wait_list_items` (join the waiting list): `{ product_id }`, the wait-list item's id. */
export const JoinWaitListInputSchema = z.object({ product_id: IdSchema });
/** Body of `POST users/wait_list_items`. */
export type JoinWaitListInput = z.infer<typeof JoinWaitListInputSchema>;

/** Answer of `POST users/wait_list_items`: `{ wait_list_item }`. */
export const JoinWaitListResponseSchema = z.object({ wait_list_item: WaitListItemSchema });
/** Answer of `POST users/wait_list_items`. */
export type JoinWaitListResponse = z.infer<typeof JoinWaitListResponseSchema>;
