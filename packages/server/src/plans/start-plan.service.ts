/** Starting a child's plan from the catalogue, or the essentials programme, as one transaction. */
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { childPlanJsonById, startPlan } from './plans.service';

/** The catalogue key of the essentials programme (`POST attune_essentials`). */
export const ESSENTIALS_KEY = 'attune-essentials';

/** Starts a catalogue plan for the child and answers it as the wire shows it. */
export async function startChildPlan(ctx: AppContext, childId: number, activityPlanId: number) {
  const planId = await ctx.db.transaction((tx) => startPlan(ctx, tx, childId, activityPlanId));
  return childPlanJsonById(ctx, ctx.db, childId, planId);
}

/** Starts the essentials programme for the child (404 when the catalogue has none). */
export async function startEssentials(ctx: AppContext, childId: number) {
  const catalogue = await ctx.catalogue.ensure((c) => c.plansByKey.has(ESSENTIALS_KEY));
  const essentials = catalogue.plansByKey.get(ESSENTIALS_KEY);
  if (!essentials) throw new HttpError(404, { base: ['No plan found'] });
  return startChildPlan(ctx, childId, essentials.id);
}
