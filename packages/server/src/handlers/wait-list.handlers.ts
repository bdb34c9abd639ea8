/** Handlers of `wait-list`: the solutions not yet available and the waiting lists joined. */
import type { waitListContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { joinedWaitList, joinWaitList, waitListCatalogue } from '../purchases/purchases.service';

/** The waiting lists. */
export const waitListHandlers: HandlersOf<typeof waitListContract> = {
  listWaitListItems: async ({ ctx }) => ({ wait_list_items: await waitListCatalogue(ctx) }),
  listJoinedWaitListItems: async ({ ctx, user }) => ({ wait_list: await joinedWaitList(ctx, user.id) }),
  joinWaitList: async ({ ctx, user, body }) => ({
    wait_list_item: await joinWaitList(ctx, user.id, body.product_id),
  }),
};
