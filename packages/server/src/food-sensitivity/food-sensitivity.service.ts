/**
 * The food sensitivity test of a child: the steps a parent takes (kit requested, sample sent, results
 * viewed), moved on by core's `nextFoodSensitivityState`, and the results staff enter (results ready).
 */
import {
  type FoodSensitivityResultsEntry,
  FoodSensitivityStateSchema,
  nextFoodSensitivityState,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { children, foodSensitivityResults } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { FOOD_SENSITIVITY_ACTIONS } from '../insights/insights.service';

/**
 * Moves the child's test on by a step (422 naming `state_action` for an unknown step, or one not allowed
 * in the kit's state). A child has one test: the first step makes it, later ones move the same row.
 */
export async function takeFoodSensitivityStep(ctx: AppContext, childId: number, action: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(foodSensitivityResults)
      .where(eq(foodSensitivityResults.childId, childId))
      .for('update');
    const current = row ? FoodSensitivityStateSchema.catch('ordered').parse(row.state) : null;
    const state = nextFoodSensitivityState(current, action);
    if (!state) {
      throw new HttpError(422, {
        state_action: Object.hasOwn(FOOD_SENSITIVITY_ACTIONS, action)
          ? [`cannot be taken now (the kit is ${current ?? 'not ordered'})`]
          : [`must be one of ${Object.keys(FOOD_SENSITIVITY_ACTIONS).join(', ')}`],
      });
    }
    const now = ctx.clock.now();
    await tx
      .insert(foodSensitivityResults)
      .values({ childId, state, updatedAt: now })
      .onConflictDoUpdate({ target: foodSensitivityResults.childId, set: { state, updatedAt: now } });
  });
}

/**
 * Staff enter a child's results (the admin command): the items of the food panel and the three bonus
 * tests replace any earlier ones, and the kit is ready to view. A child with no kit ordered is 422 on
 * `child_id`; an unknown child 404.
 */
export async function enterFoodSensitivityResults(ctx: AppContext, entry: FoodSensitivityResultsEntry) {
  const [child] = await ctx.db
    .select({ id: children.id })
    .from(children)
    .where(eq(children.id, entry.child_id));
  if (!child) throw notFound('Child');
  const now = ctx.clock.now();
  const updated = await ctx.db
    .update(foodSensitivityResults)
    .set({ items: entry.items, state: 'results_ready', completedAt: now, updatedAt: now })
    .where(eq(foodSensitivityResults.childId, entry.child_id))
    .returning({ id: foodSensitivityResults.id });
  if (updated.length === 0) throw new HttpError(422, { child_id: ['has no food sensitivity kit ordered'] });
  return { child_id: entry.child_id, items: entry.items.length, state: 'results_ready' as const };
}
