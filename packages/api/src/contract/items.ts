import {
  ReflectionBodySchema,
  SessionItemSchema,
  SessionItemUpdateBodySchema,
  SessionItemUpdateResponseSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Session items: completing and skipping (completePlanItem and skipPlanItem). */
export const itemsContract = {
  /**
   * `PATCH child_activity_items/{id}`: completes or skips one item; answers the item with its session
   * and plan, `{ child_activity_item, child_activity_session, child_activity_plan }`.
   */
  updateItem: defineEndpoint({
    name: 'updateItem',
    method: 'PATCH',
    path: 'child_activity_items/:id',
    params: IdParamsSchema,
    body: SessionItemUpdateBodySchema,
    response: SessionItemUpdateResponseSchema,
    rootKey: null,
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', record: 'child_activity_item' },
    summary: 'Completes or skips one session item.',
  }),
  /**
   * `PUT child_activity_items/{id}/reflection` `{ child_id, reflection: { text } }`: keeps what the parent
   * wrote on a reflection step with the session (`''` clears it); answers `{ child_activity_item }`.
   */
  saveReflection: defineEndpoint({
    name: 'saveReflection',
    method: 'PUT',
    path: 'child_activity_items/:id/reflection',
    params: IdParamsSchema,
    body: ReflectionBodySchema,
    response: z.object({ child_activity_item: SessionItemSchema }),
    rootKey: 'child_activity_item',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', record: 'child_activity_item' },
    summary: "Keeps the parent's reflection on a session item.",
  }),
} as const;
