import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FOOD_SENSITIVITY_STAFF_STEPS,
  FOOD_SENSITIVITY_STATES,
  FOOD_SENSITIVITY_STEPS,
  type FoodSensitivityState,
} from '../children/children.schema';
import { foodSensitivityMilestones, kitOrderOpen, nextFoodSensitivityState } from './food-sensitivity.logic';

const ALL_STEPS = [...Object.keys(FOOD_SENSITIVITY_STEPS), ...Object.keys(FOOD_SENSITIVITY_STAFF_STEPS)];

describe('the food-sensitivity kit’s order', () => {
  it('ordered, shipped (staff), sample sent, received (staff), results ready (staff), then viewed', () => {
    expect(nextFoodSensitivityState(null, 'request_kit')).toBe('ordered');
    expect(nextFoodSensitivityState('ordered', 'ship', 'staff')).toBe('shipped');
    expect(nextFoodSensitivityState('shipped', 'sample_sent')).toBe('sample_sent');
    expect(nextFoodSensitivityState('sample_sent', 'receive', 'staff')).toBe('received');
    expect(nextFoodSensitivityState('received', 'enter_results', 'staff')).toBe('results_ready');
    expect(nextFoodSensitivityState('results_ready', 'results_viewed')).toBe('results_viewed');
    expect(nextFoodSensitivityState('results_viewed', 'results_viewed')).toBe('results_viewed');
  });

  it('refuses a step out of turn: no sample before the kit ships, no results before the lab has the sample', () => {
    expect(nextFoodSensitivityState(null, 'sample_sent')).toBeNull();
    expect(nextFoodSensitivityState('ordered', 'sample_sent')).toBeNull();
    expect(nextFoodSensitivityState('ordered', 'request_kit')).toBeNull();
    expect(nextFoodSensitivityState('ordered', 'receive', 'staff')).toBeNull();
    expect(nextFoodSensitivityState('shipped', 'ship', 'staff')).toBeNull();
    expect(nextFoodSensitivityState('sample_sent', 'enter_results', 'staff')).toBeNull();
    expect(nextFoodSensitivityState('sample_sent', 'results_viewed')).toBeNull();
    expect(nextFoodSensitivityState('results_viewed', 'enter_results', 'staff')).toBeNull();
    expect(nextFoodSensitivityState('ordered', 'toString')).toBeNull();
  });

  it('the lab may receive a sample the parent did not mark as sent; results may be entered again before they are viewed', () => {
    expect(nextFoodSensitivityState('shipped', 'receive', 'staff')).toBe('received');
    expect(nextFoodSensitivityState('results_ready', 'enter_results', 'staff')).toBe('results_ready');
  });

  it('a parent cannot take staff’s steps, nor staff a parent’s', () => {
    expect(nextFoodSensitivityState('ordered', 'ship')).toBeNull();
    expect(nextFoodSensitivityState('received', 'enter_results', 'parent')).toBeNull();
    expect(nextFoodSensitivityState(null, 'request_kit', 'staff')).toBeNull();
    expect(nextFoodSensitivityState('shipped', 'sample_sent', 'staff')).toBeNull();
  });

  it('the kit may be ordered when there is none, or to complete an order made before addresses were asked', () => {
    const address = {
      name: 'Dana',
      line1: '1 Elm St',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62704',
      country: 'US',
    };
    expect(kitOrderOpen(null)).toBe(true);
    expect(kitOrderOpen({ state: 'ordered', shipping_address: null })).toBe(true);
    expect(kitOrderOpen({ state: 'ordered', shipping_address: address })).toBe(false);
    expect(kitOrderOpen({ state: 'shipped', shipping_address: null })).toBe(false);
  });

  it('the milestones carry their dates once reached; one skipped on the way is reached without a date', () => {
    const result = {
      state: 'received' as const,
      ordered_at: '2026-11-01T10:00:00.000Z',
      shipped_at: '2026-11-02T10:00:00.000Z',
      sample_sent_at: null,
      received_at: '2026-11-09T10:00:00.000Z',
      completed_at: null,
    };
    expect(foodSensitivityMilestones(result)).toEqual([
      { milestone: 'ordered', reached: true, at: '2026-11-01T10:00:00.000Z' },
      { milestone: 'shipped', reached: true, at: '2026-11-02T10:00:00.000Z' },
      { milestone: 'sample_sent', reached: true, at: null },
      { milestone: 'received', reached: true, at: '2026-11-09T10:00:00.000Z' },
      { milestone: 'results_ready', reached: false, at: null },
    ]);
  });
});

describe('the food-sensitivity kit’s order (properties)', () => {
  const state = fc.option(fc.constantFrom(...FOOD_SENSITIVITY_STATES), { nil: null });
  const step = fc.constantFrom(...ALL_STEPS, 'unknown', '__proto__');
  const actor = fc.constantFrom('parent' as const, 'staff' as const);

  it('a step never moves the kit backwards, and only request_kit starts one', () => {
    fc.assert(
      fc.property(state, step, actor, (current, action, by) => {
        const next = nextFoodSensitivityState(current, action, by);
        if (next === null) return;
        if (current === null) expect({ action, next }).toEqual({ action: 'request_kit', next: 'ordered' });
        else
          expect(FOOD_SENSITIVITY_STATES.indexOf(next)).toBeGreaterThanOrEqual(
            FOOD_SENSITIVITY_STATES.indexOf(current),
          );
      }),
    );
  });

  it('every step leads to the state its own table names, whoever may take it, and to no other', () => {
    fc.assert(
      fc.property(state, step, actor, (current, action, by) => {
        const next = nextFoodSensitivityState(current, action, by);
        const table: Readonly<Record<string, FoodSensitivityState>> =
          by === 'parent' ? FOOD_SENSITIVITY_STEPS : FOOD_SENSITIVITY_STAFF_STEPS;
        if (next !== null) expect(table[action]).toBe(next);
        if (!Object.hasOwn(table, action)) expect(next).toBeNull();
      }),
    );
  });

  it('any sequence of steps from no kit passes through the states in order, skipping at most an unmarked sample', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(step, actor), { maxLength: 30 }), (steps) => {
        let current: FoodSensitivityState | null = null;
        for (const [action, by] of steps) {
          const next = nextFoodSensitivityState(current, action, by);
          if (next === null) continue;
          const jump =
            FOOD_SENSITIVITY_STATES.indexOf(next) -
            (current === null ? -1 : FOOD_SENSITIVITY_STATES.indexOf(current));
          expect(jump <= 1 || (current === 'shipped' && next === 'received')).toBe(true);
          current = next;
        }
      }),
    );
  });

  it('an order with an address is never open again, whatever the kit’s state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FOOD_SENSITIVITY_STATES), fc.boolean(), (kit, hasAddress) => {
        const address = hasAddress
          ? { name: 'A', line1: 'B', city: 'C', state: 'D', postal_code: '12345', country: 'US' }
          : null;
        expect(kitOrderOpen({ state: kit, shipping_address: address })).toBe(
          kit === 'ordered' && !hasAddress,
        );
      }),
    );
  });

  it('the milestones reached are exactly those at or before the kit’s state, in order, and only they carry a date', () => {
    const date = fc.option(
      fc
        .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-01-01') })
        .map((d) => d.toISOString()),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...FOOD_SENSITIVITY_STATES),
        date,
        date,
        date,
        date,
        date,
        (kit, ordered_at, shipped_at, sample_sent_at, received_at, completed_at) => {
          const milestones = foodSensitivityMilestones({
            state: kit,
            ordered_at,
            shipped_at,
            sample_sent_at,
            received_at,
            completed_at,
          });
          const reached = milestones.map((m) => m.reached);
          // Reached ones come first: once one is not reached, none after it is.
          expect(reached.indexOf(false) === -1 || !reached.slice(reached.indexOf(false)).includes(true)).toBe(
            true,
          );
          for (const m of milestones) {
            if (!m.reached) expect(m.at).toBeNull();
            expect(m.reached).toBe(
              FOOD_SENSITIVITY_STATES.indexOf(m.milestone) <= FOOD_SENSITIVITY_STATES.indexOf(kit),
            );
          }
        },
      ),
    );
  });
});
