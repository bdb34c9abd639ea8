import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOD_SENSITIVITY_STATES, FOOD_SENSITIVITY_STEPS } from '../children/children.schema';
import { nextFoodSensitivityState } from './food-sensitivity.logic';

describe('the food-sensitivity kit steps', () => {
  it('ordered, then sample sent, then (staff) results ready, then viewed', () => {
    expect(nextFoodSensitivityState(null, 'request_kit')).toBe('ordered');
    expect(nextFoodSensitivityState('ordered', 'sample_sent')).toBe('sample_sent');
    expect(nextFoodSensitivityState('sample_sent', 'results_viewed')).toBeNull();
    expect(nextFoodSensitivityState('results_ready', 'results_viewed')).toBe('results_viewed');
    expect(nextFoodSensitivityState('results_viewed', 'results_viewed')).toBe('results_viewed');
    expect(nextFoodSensitivityState(null, 'sample_sent')).toBeNull();
    expect(nextFoodSensitivityState('ordered', 'toString')).toBeNull();
  });

  it('a step never moves the kit backwards (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...FOOD_SENSITIVITY_STATES)),
        fc.constantFrom(...Object.keys(FOOD_SENSITIVITY_STEPS), 'unknown'),
        (current, action) => {
          const next = nextFoodSensitivityState(current, action);
          if (next !== null && current !== null) {
            expect(FOOD_SENSITIVITY_STATES.indexOf(next)).toBeGreaterThanOrEqual(
              FOOD_SENSITIVITY_STATES.indexOf(current),
            );
          }
        },
      ),
    );
  });
});
