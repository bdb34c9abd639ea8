/**
 * Completing and skipping a session item (`PATCH child_activity_items/{id}`).
 *
 * Conventions:
 * - the item's session row is locked (`SELECT ... FOR UPDATE`) for the whole change, so simultaneous
 *   changes to items of one session are applied one after the other and the session ends complete (or
 *   skipped) exactly once;
 * - completing or skipping an item already done changes nothing and answers its current state;
 * - when no item is left to do, the session ends: complete if the last change completed an item,
 *   skipped if it skipped one. A skipped session of a plan the core reschedules (`skipReschedule`:
 *   coexisting conditions 14 days, medication insights 7) is not ended but comes back on that day,
 *   its skipped items open again;
 * - when every session of a plan is complete or skipped, the plan is complete;
 * - a session ending complete leaves the family a notification.
 */
import { isSessionComplete, isSessionSkipped, remainingItems, skipReschedule } from '@attune/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import type { Tx } from '../db/database';
import { childActivityItems, childActivityPlans, childActivitySessions, notifications } from '../db/schema';
import { invalid, notFound } from '../http/errors';
import { localizedCatalogue } from '../plans/catalogue-cache';
import { childPlansJson, itemJson, sessionJson } from '../plans/plans.service';

/** What the caller asks of an item. */
export type ItemChange = 'complete' | 'skip';

/**
 * Applies a change to one item of the caller's child (the router has checked both), ending the session
 * and the plan when nothing is left, and answers the item with its session and plan.
 */
export async function changeItem(ctx: AppContext, child: ChildRow, itemId: number, change: ItemChange) {
  return ctx.db.transaction((tx) => changeItemIn(ctx, tx, child, itemId, change));
}

/** {@link changeItem} inside the caller's transaction (an assessment completing its check-in item). */
export async function changeItemIn(
  ctx: AppContext,
  tx: Tx,
  child: ChildRow,
  itemId: number,
  change: ItemChange,
) {
  const userId = child.userId;
  const now = ctx.clock.now();
  const today = todayOf(ctx);
  {
    const owned = await tx
      .select({
        sessionId: childActivityItems.childActivitySessionId,
        planId: childActivitySessions.childActivityPlanId,
        activityPlanId: childActivityPlans.activityPlanId,
      })
      .from(childActivityItems)
      .innerJoin(
        childActivitySessions,
        eq(childActivitySessions.id, childActivityItems.childActivitySessionId),
      )
      .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
      .where(and(eq(childActivityItems.id, itemId), eq(childActivityPlans.childId, child.id)));
    const found = owned[0];
    if (!found) throw notFound('Item');

    // One change at a time per session: later ones see what earlier ones did.
    const locked = await tx
      .select()
      .from(childActivitySessions)
      .where(eq(childActivitySessions.id, found.sessionId))
      .for('update');
    const session = locked[0];
    if (!session) throw notFound('Item');

    const items = await tx
      .select()
      .from(childActivityItems)
      .where(eq(childActivityItems.childActivitySessionId, session.id));
    const item = items.find((row) => row.id === itemId);
    if (!item) throw notFound('Item');

    // The core's rules read the session as the wire shows it.
    const catalogue = await ctx.catalogue.get(false, tx);
    const facts = sessionJson(catalogue, session, items);
    const sessionDone = isSessionComplete(facts) || isSessionSkipped(facts);
    if (!item.complete && !item.skipped && !sessionDone) {
      const patch =
        change === 'complete' ? { complete: true, completedAt: now } : { skipped: true, skippedAt: now };
      await tx.update(childActivityItems).set(patch).where(eq(childActivityItems.id, item.id));
      Object.assign(item, patch);
      // The core's rule: an item is remaining while neither complete nor skipped.
      const remaining = remainingItems(sessionJson(catalogue, session, items));
      if (remaining.length === 0) {
        await endSession(ctx, tx, {
          session,
          items,
          change,
          activityPlanId: found.activityPlanId,
          now,
          today,
          userId,
        });
      }
    }

    const [sessionRow] = await tx
      .select()
      .from(childActivitySessions)
      .where(eq(childActivitySessions.id, session.id));
    const itemRows = await tx
      .select()
      .from(childActivityItems)
      .where(eq(childActivityItems.childActivitySessionId, session.id));
    const planRows = await tx
      .select()
      .from(childActivityPlans)
      .where(eq(childActivityPlans.id, found.planId));
    const [plan] = await childPlansJson(ctx, tx, planRows);
    const itemRow = itemRows.find((row) => row.id === itemId);
    if (!sessionRow || !plan || !itemRow) throw notFound('Item');
    return {
      child_activity_item: itemJson(localizedCatalogue(catalogue, ctx.language), itemRow),
      child_activity_session: sessionJson(localizedCatalogue(catalogue, ctx.language), sessionRow, itemRows),
      child_activity_plan: plan,
    };
  }
}

async function endSession(
  ctx: AppContext,
  tx: Tx,
  input: {
    session: typeof childActivitySessions.$inferSelect;
    items: (typeof childActivityItems.$inferSelect)[];
    change: ItemChange;
    activityPlanId: number;
    now: Date;
    today: string;
    userId: number;
  },
) {
  const { session, change, now, today } = input;
  if (change === 'complete') {
    const ended = await tx
      .update(childActivitySessions)
      .set({ complete: true, completedAt: now, primed: false })
      .where(
        and(
          eq(childActivitySessions.id, session.id),
          eq(childActivitySessions.complete, false),
          eq(childActivitySessions.skipped, false),
        ),
      )
      .returning({ id: childActivitySessions.id });
    if (ended.length === 1) {
      const catalogue = await ctx.catalogue.get(false, tx);
      const title = catalogue.sessions.get(session.activitySessionId)?.title ?? 'Session';
      // Worded in the reader's language when listed (notifications.service); English kept as written.
      await tx.insert(notifications).values({
        userId: input.userId,
        kind: 'session-complete',
        title: 'Session complete',
        body: `Well done: "${title}" is complete.`,
        data: { activity_session_id: session.activitySessionId },
        persist: true,
        timestamp: now,
      });
    }
  } else {
    const catalogue = await ctx.catalogue.get(false, tx);
    const key = catalogue.plans.get(input.activityPlanId)?.key ?? '';
    const effect = skipReschedule(key, today);
    if (effect.kind === 'rescheduled') {
      await tx
        .update(childActivitySessions)
        .set({ scheduleDate: effect.date, primed: false })
        .where(eq(childActivitySessions.id, session.id));
      await tx
        .update(childActivityItems)
        .set({ skipped: false, skippedAt: null })
        .where(
          and(
            eq(childActivityItems.childActivitySessionId, session.id),
            eq(childActivityItems.skipped, true),
          ),
        );
      return;
    }
    await tx
      .update(childActivitySessions)
      .set({ skipped: true, skippedAt: now, primed: false })
      .where(eq(childActivitySessions.id, session.id));
  }
  const open = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(childActivitySessions)
    .where(
      and(
        eq(childActivitySessions.childActivityPlanId, session.childActivityPlanId),
        eq(childActivitySessions.complete, false),
        eq(childActivitySessions.skipped, false),
      ),
    );
  if ((open[0]?.count ?? 1) === 0) {
    await tx
      .update(childActivityPlans)
      .set({ complete: true })
      .where(eq(childActivityPlans.id, session.childActivityPlanId));
  }
}

/** Reads which change a request body asks for: `complete: true` or `skipped: true` (422 otherwise). */
export function itemChangeOf(body: {
  complete?: boolean | undefined;
  skipped?: boolean | undefined;
}): ItemChange {
  if (body.complete === true) return 'complete';
  if (body.skipped === true) return 'skip';
  throw invalid('child_activity_item', 'complete or skipped must be true');
}
