/**
 * The food-sensitivity kit's steps: the kit only moves forward, ordered → sample sent → results ready
 * (staff) → results viewed.
 */
import {
  FOOD_SENSITIVITY_STATES,
  FOOD_SENSITIVITY_STEPS,
  type FoodSensitivityState,
} from '../children/children.schema';

/** The highest level of a food-sensitivity result (0: none, 4: highest). */
export const FOOD_SENSITIVITY_MAX_LEVEL = 4;

/**
 * The kit state a parent's step leads to from the current one, or null when the step is not allowed:
 * `request_kit` only when there is no kit yet, `sample_sent` from ordered, `results_viewed` once
 * results are ready (or again once viewed). An unknown step is null.
 */
export function nextFoodSensitivityState(
  current: FoodSensitivityState | null,
  action: string,
): FoodSensitivityState | null {
  if (!Object.hasOwn(FOOD_SENSITIVITY_STEPS, action)) return null;
  const next = FOOD_SENSITIVITY_STEPS[action as keyof typeof FOOD_SENSITIVITY_STEPS];
  if (current === null) return next === 'ordered' ? next : null;
  const from = FOOD_SENSITIVITY_STATES.indexOf(current);
  const to = FOOD_SENSITIVITY_STATES.indexOf(next);
  if (next === 'results_viewed')
    return from >= FOOD_SENSITIVITY_STATES.indexOf('results_ready') ? next : null;
  return to === from + 1 ? next : null;
}
