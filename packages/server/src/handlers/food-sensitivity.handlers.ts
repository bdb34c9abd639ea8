/** Handlers of `food-sensitivity`: a child's food sensitivity test. */
import type { foodSensitivityContract } from '@attune/api/contract';
import { takeFoodSensitivityStep } from '../food-sensitivity/food-sensitivity.service';
import type { HandlersOf } from '../http/router';
import { foodSensitivityOf } from '../insights/insights.service';

/** The child's results and the parent's steps. */
export const foodSensitivityHandlers: HandlersOf<typeof foodSensitivityContract> = {
  listFoodSensitivityResults: async ({ ctx, child }) => ({
    food_sensitivity_results: await foodSensitivityOf(ctx, child.id),
  }),
  updateFoodSensitivityState: async ({ ctx, child, body }) => {
    await takeFoodSensitivityStep(ctx, child.id, body);
    return undefined;
  },
};
