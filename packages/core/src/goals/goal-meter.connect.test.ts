import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalArb } from '../testing';
import { connectGoalMeter, type GoalMeterFacts, meterFill } from './goal-meter.connect';

const range = { min: 0, max: 27 };

describe('connectGoalMeter', () => {
  const cases: ReadonlyArray<{
    readonly name: string;
    readonly goal: GoalMeterFacts;
    readonly outcome: 'did-it' | 'achieved' | 'to-go';
    readonly message: ReturnType<typeof connectGoalMeter>['message'];
    readonly pointsToGo: number | null;
    readonly percent: number;
  }> = [
    {
      name: "'You Did It!' when the goal started at its target",
      goal: { ...range, direction: 'reduce', start: 10, current: 10, target: 10 },
      outcome: 'did-it',
      message: { key: 'goal.didIt' },
      pointsToGo: null,
      percent: 100,
    },
    {
      name: "'Goal Achieved!' once the score passed the target (reduce)",
      goal: { ...range, direction: 'reduce', start: 20, current: 9, target: 10 },
      outcome: 'achieved',
      message: { key: 'goal.achieved' },
      pointsToGo: null,
      percent: 100,
    },
    {
      name: 'one point to go',
      goal: { ...range, direction: 'reduce', start: 20, current: 11, target: 10 },
      outcome: 'to-go',
      message: { key: 'goal.toGo', count: 1 },
      pointsToGo: 1,
      percent: 90,
    },
    {
      name: 'half way there',
      goal: { ...range, direction: 'reduce', start: 20, current: 15, target: 10 },
      outcome: 'to-go',
      message: { key: 'goal.toGo', count: 5 },
      pointsToGo: 5,
      percent: 50,
    },
    {
      name: 'points to go round up to whole points (increase)',
      goal: { ...range, direction: 'increase', start: 2, current: 4.5, target: 7 },
      outcome: 'to-go',
      message: { key: 'goal.toGo', count: 3 },
      pointsToGo: 3,
      percent: 50,
    },
    {
      name: 'a score gone the wrong way leaves the arc empty',
      goal: { ...range, direction: 'increase', start: 5, current: 3, target: 7 },
      outcome: 'to-go',
      message: { key: 'goal.toGo', count: 4 },
      pointsToGo: 4,
      percent: 0,
    },
  ];

  it.each(cases)('$name', ({ goal, outcome, message, pointsToGo, percent }) => {
    const meter = connectGoalMeter(goal);
    expect(meter.outcome).toBe(outcome);
    expect(meter.message).toEqual(message);
    expect(meter.pointsToGo).toBe(pointsToGo);
    expect(meter.fill.percent).toBe(percent);
    expect(meter.done).toBe(outcome !== 'to-go');
  });

  it('places the current score in the measure range', () => {
    expect(
      connectGoalMeter({ ...range, direction: 'reduce', start: 20, current: 9, target: 10 }).position,
    ).toBeCloseTo(9 / 27);
    expect(
      connectGoalMeter({ min: 5, max: 5, direction: 'reduce', start: 5, current: 5, target: 5 }).position,
    ).toBe(0);
  });
});

describe('meterFill', () => {
  it.each([
    [0.5, 0.5, 50],
    [3, 1, 100],
    [-1, 0, 0],
    [Number.NaN, 0, 0],
    [0.333, 0.333, 33],
  ])('%s fills %s of the arc, %s percent', (fraction, clamped, percent) => {
    expect(meterFill(fraction)).toEqual({ fraction: clamped, percent });
  });
});

describe('connectGoalMeter (properties)', () => {
  const meterArb = goalArb.map((goal) => ({ ...goal, min: 0, max: 70 }));

  it('the meter counts points to go exactly when the goal is not done, whole and at least one', () => {
    fc.assert(
      fc.property(meterArb, (goal) => {
        const meter = connectGoalMeter(goal);
        expect(meter.pointsToGo === null).toBe(meter.done);
        if (meter.pointsToGo !== null) {
          expect(Number.isInteger(meter.pointsToGo)).toBe(true);
          expect(meter.pointsToGo).toBeGreaterThanOrEqual(1);
          expect(meter.message).toEqual({ key: 'goal.toGo', count: meter.pointsToGo });
        }
      }),
    );
  });

  it('an achieved goal always shows a full meter and never points to go', () => {
    fc.assert(
      fc.property(meterArb, (goal) => {
        const meter = connectGoalMeter(goal);
        if (!meter.achieved) return;
        expect(meter.done).toBe(true);
        expect(meter.fill).toEqual({ fraction: 1, percent: 100 });
      }),
    );
  });

  it('the arc and the position always lie between 0 and 1', () => {
    fc.assert(
      fc.property(meterArb, (goal) => {
        const meter = connectGoalMeter(goal);
        for (const value of [meter.fraction, meter.position, meter.fill.fraction]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
