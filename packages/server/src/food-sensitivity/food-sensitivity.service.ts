/** The food sensitivity test of a child: the steps a parent takes (kit requested, sample sent, results viewed). */
import type { AppContext } from '../context';
import { foodSensitivityResults } from '../db/schema';
import { HttpError } from '../http/errors';
import { FOOD_SENSITIVITY_ACTIONS } from '../insights/insights.service';

/**
 * Moves the child's test to the state of a step (422 naming `state_action` for an unknown one). A child
 * has one test: the first step makes it, later ones (and simultaneous ones) move the same row.
 */
export async function takeFoodSensitivityStep(ctx: AppContext, childId: number, action: string) {
  const state = Object.hasOwn(FOOD_SENSITIVITY_ACTIONS, action)
    ? FOOD_SENSITIVITY_ACTIONS[action]
    : undefined;
  if (!state) {
    throw new HttpError(422, {
      state_action: [`must be one of ${Object.keys(FOOD_SENSITIVITY_ACTIONS).join(', ')}`],
    });
  }
  const now = ctx.clock.now();
  await ctx.db
    .insert(foodSensitivityResults)
    .values({ childId, state, updatedAt: now })
    .onConflictDoUpdate({ target: foodSensitivityResults.childId, set: { state, updatedAt: now } });
}
