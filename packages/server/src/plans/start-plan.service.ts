/**
 * Starting a child's plan from the catalogue, or the essentials programme, as one transaction; and the
 * plans a purchase starts (core's `plansStartedByPurchase`), in the purchase's transaction.
 *
 * A child has each catalogue plan once (core's `planAlreadyStarted`): the child's plans are read under a
 * per-child transaction lock, so two starts of the same plan at once give one plan and one 409.
 */
import { planAlreadyStarted, plansStartedByPurchase } from '@attune/core/rules';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/database';
import { childActivityPlans } from '../db/schema';
import { HttpError } from '../http/errors';
import { childPlanJsonById, startPlan } from './plans.service';

/** The catalogue key of the essentials programme (`POST attune_essentials`). */
export const ESSENTIALS_KEY = 'attune-essentials';

/** The answer to a second start of a plan the child already has. */
export const PLAN_ALREADY_STARTED = 'This plan is already started for this child.';

/** Locks the child's plans for the transaction and answers the catalogue ids of the plans it has. */
async function startedPlanIds(tx: Tx, childId: number): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(4246, ${childId})`);
  const rows = await tx
    .select({ id: childActivityPlans.activityPlanId })
    .from(childActivityPlans)
    .where(eq(childActivityPlans.childId, childId));
  return rows.map((row) => row.id);
}

/** Starts a catalogue plan for the child and answers it as the wire shows it (409 when it has it). */
export async function startChildPlan(ctx: AppContext, childId: number, activityPlanId: number) {
  const planId = await ctx.db.transaction(async (tx) => {
    if (planAlreadyStarted(activityPlanId, await startedPlanIds(tx, childId))) {
      throw new HttpError(409, { activity_plan_id: [PLAN_ALREADY_STARTED] });
    }
    return startPlan(ctx, tx, childId, activityPlanId);
  });
  return childPlanJsonById(ctx, ctx.db, childId, planId);
}

/**
 * Starts, inside a purchase's transaction, the plans the bought product unlocks for the child it was
 * bought for (those the child does not have yet), so what was bought can be used at once.
 */
export async function startPlansOfPurchase(
  ctx: AppContext,
  tx: Tx,
  purchase: {
    readonly childId: number | null;
    readonly planKeys: readonly string[];
    readonly bundle: boolean;
  },
): Promise<void> {
  if (purchase.childId === null || purchase.planKeys.length === 0) return;
  const catalogue = await ctx.catalogue.ensure(
    (c) => purchase.planKeys.every((key) => c.plansByKey.has(key)),
    tx,
  );
  const planIds = purchase.planKeys.flatMap((key) => {
    const plan = catalogue.plansByKey.get(key);
    return plan ? [plan.id] : [];
  });
  const toStart = plansStartedByPurchase(
    { activity_plan_ids: planIds, bundle: purchase.bundle },
    { child_id: purchase.childId },
    await startedPlanIds(tx, purchase.childId),
  );
  for (const id of toStart) await startPlan(ctx, tx, purchase.childId, id);
}

/** Starts the essentials programme for the child (404 when the catalogue has none). */
export async function startEssentials(ctx: AppContext, childId: number) {
  const catalogue = await ctx.catalogue.ensure((c) => c.plansByKey.has(ESSENTIALS_KEY));
  const essentials = catalogue.plansByKey.get(ESSENTIALS_KEY);
  if (!essentials) throw new HttpError(404, { base: ['No plan found'] });
  return startChildPlan(ctx, childId, essentials.id);
}
