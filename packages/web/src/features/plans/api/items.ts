import type { SessionItemUpdateResponse } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

/** Completes or skips one item (`PATCH child_activity_items/{id}`); answers the item, its session and plan. */
export function updateItem(
  childId: number,
  itemId: number,
  change: { complete: true } | { skipped: true },
): Promise<SessionItemUpdateResponse> {
  return call((api) =>
    api.updateItem({ params: { id: itemId }, body: { child_id: childId, child_activity_item: change } }),
  );
}
