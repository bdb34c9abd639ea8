import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FOOD_SENSITIVITY_STATES,
  FOOD_SENSITIVITY_STEPS,
  FoodSensitivityResultSchema,
  FoodSensitivityStateSchema,
} from './children.schema';

describe('the food-sensitivity kit states', () => {
  it('are ordered, shipped, sample sent, received, results ready, viewed; the parent steps lead to three of them', () => {
    expect(FOOD_SENSITIVITY_STATES).toEqual([
      'ordered',
      'shipped',
      'sample_sent',
      'received',
      'results_ready',
      'results_viewed',
    ]);
    expect(FOOD_SENSITIVITY_STEPS).toEqual({
      request_kit: 'ordered',
      sample_sent: 'sample_sent',
      results_viewed: 'results_viewed',
    });
  });

  it('a result with a state outside the set does not parse', () => {
    const result = {
      id: 1,
      child_id: 2,
      state: 'kit_requested',
      items: [],
      shipping_address: null,
      ordered_at: null,
      shipped_at: null,
      sample_sent_at: null,
      received_at: null,
      completed_at: null,
    };
    expect(FoodSensitivityResultSchema.safeParse(result).success).toBe(false);
    expect(FoodSensitivityResultSchema.safeParse({ ...result, state: 'ordered' }).success).toBe(true);
  });

  it('every step a parent takes leads to a state of the one set (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(FOOD_SENSITIVITY_STEPS)), (state) => {
        expect(FoodSensitivityStateSchema.safeParse(state).success).toBe(true);
      }),
    );
  });
});
