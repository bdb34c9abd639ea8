import { FoodSensitivityResultSchema, FoodSensitivityStateInputSchema } from '@attune/core/rules';
import { z } from 'zod';
import { ChildIdQuerySchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

/** The Food Sensitivity add-on: hair test results and the test kit's state. */
export const foodSensitivityContract = {
  /** `GET food_sensitivity_results?child_id=`: the child's results, `{ food_sensitivity_results }`. */
  listFoodSensitivityResults: defineEndpoint({
    name: 'listFoodSensitivityResults',
    method: 'GET',
    path: 'food_sensitivity_results',
    query: ChildIdQuerySchema,
    response: z.object({ food_sensitivity_results: z.array(FoodSensitivityResultSchema) }),
    rootKey: 'food_sensitivity_results',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    gate: { solution: 'food-sensitivity' },
    summary: "Lists the child's food sensitivity results.",
  }),
  /** `POST food_sensitivity_states` `{ child_id, state_action }`: moves the test kit on by core's `nextFoodSensitivityState` (422 on `state_action` for a step not allowed now); no content. */
  updateFoodSensitivityState: defineEndpoint({
    name: 'updateFoodSensitivityState',
    method: 'POST',
    path: 'food_sensitivity_states',
    body: FoodSensitivityStateInputSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    owner: { child: 'body.child_id' },
    gate: { solution: 'food-sensitivity' },
    summary: "Moves the child's food sensitivity test on by one action.",
  }),
} as const;
