/** The parent's reflections, kept on the reflection steps of a child's sessions. */
import { stepKind, storedReflection } from '@attune/core/rules';
import { and, eq } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import { childActivityItems, childActivityPlans, childActivitySessions } from '../db/schema';
import { invalid, notFound } from '../http/errors';
import { itemJson } from '../plans/plans.service';

/**
 * Keeps what the parent wrote on a reflection step of the child's session (trimmed; blank clears it). An
 * item that is not a reflection step is refused (422 on `reflection.text`); another child's item is 404.
 */
export async function saveReflection(ctx: AppContext, child: ChildRow, itemId: number, text: string) {
  const [found] = await ctx.db
    .select({ item: childActivityItems })
    .from(childActivityItems)
    .innerJoin(childActivitySessions, eq(childActivitySessions.id, childActivityItems.childActivitySessionId))
    .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
    .where(and(eq(childActivityItems.id, itemId), eq(childActivityPlans.childId, child.id)));
  if (!found) throw notFound('Item');
  const catalogue = await ctx.catalogue.get(false);
  const template = catalogue.items.get(found.item.activityItemId);
  if (stepKind({ kind: template?.kind ?? 'text' }) !== 'reflection')
    throw invalid('reflection.text', 'this step takes no reflection');
  const [row] = await ctx.db
    .update(childActivityItems)
    .set({ reflection: storedReflection(text) })
    .where(eq(childActivityItems.id, itemId))
    .returning();
  return itemJson(catalogue, row ?? found.item);
}
