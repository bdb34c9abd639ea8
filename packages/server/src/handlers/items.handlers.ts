/** Handlers of `items`: completing and skipping a session item. */
import type { itemsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { changeItem, itemChangeOf } from '../sessions/items.service';
import { saveReflection } from '../sessions/reflections.service';

/** Completing or skipping an item of the child's session (the router has checked both are the caller's). */
export const itemsHandlers: HandlersOf<typeof itemsContract> = {
  updateItem: async ({ ctx, child, params, body }) =>
    changeItem(ctx, child, params.id, itemChangeOf(body.child_activity_item)),
  saveReflection: async ({ ctx, child, params, body }) => ({
    child_activity_item: await saveReflection(ctx, child, params.id, body.reflection.text),
  }),
};
