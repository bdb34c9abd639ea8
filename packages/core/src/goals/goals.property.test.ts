import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalArb } from '../testing/prescriptions.arbitraries';
import {
  goalOutcome,
  goalProgress,
  improvementGoalsAchieved,
  isBetterScore,
  isGoalAchieved,
} from './goals.logic';

const directionArb = fc.constantFrom('reduce' as const, 'increase' as const);
const entryArb = fc.record({
  start: fc.integer({ min: 0, max: 70 }),
  current: fc.integer({ min: 0, max: 70 }),
  target: fc.integer({ min: 0, max: 70 }),
});

describe('goal rules', () => {
  it('a goal is achieved exactly when current is at or past target in the improvement direction', () => {
    fc.assert(
      fc.property(goalArb, ({ current, target, direction }) => {
        const atOrPast = direction === 'reduce' ? current <= target : current >= target;
        expect(isGoalAchieved({ current, target, direction })).toBe(atOrPast);
      }),
    );
  });

  it('the progress meter says You Did It exactly when start equals target, otherwise achieved or the points left', () => {
    fc.assert(
      fc.property(goalArb, (goal) => {
        const progress = goalProgress(goal);
        if (goal.start === goal.target) expect(progress).toEqual({ kind: 'did-it' });
        else if (isGoalAchieved(goal)) expect(progress).toEqual({ kind: 'achieved' });
        else expect(progress).toEqual({ kind: 'to-go', points: Math.abs(goal.target - goal.current) });
      }),
    );
  });

  it('points to go are always above zero and shrink as the score improves toward the target', () => {
    fc.assert(
      fc.property(goalArb, fc.integer({ min: 1, max: 5 }), (goal, step) => {
        const before = goalProgress(goal);
        if (before.kind !== 'to-go') return;
        expect(before.points).toBeGreaterThan(0);
        const improved = goal.direction === 'reduce' ? goal.current - step : goal.current + step;
        const after = goalProgress({ ...goal, current: improved });
        if (after.kind === 'to-go') expect(after.points).toBeLessThan(before.points);
      }),
    );
  });

  it('a first goal is recommended exactly when the score has not gone past the cut-off', () => {
    fc.assert(
      fc.property(entryArb, directionArb, fc.integer({ min: 0, max: 70 }), (next, direction, cutOffBase) => {
        const cutOff = cutOffBase + 0.5;
        const past = direction === 'reduce' ? next.current < cutOff : next.current > cutOff;
        expect(goalOutcome(null, next, { direction, cutOff }).kind).toBe(
          past ? 'generated-first-goal-not-recommended' : 'generated-first-goal-recommended',
        );
      }),
    );
  });

  it('within the same goal the outcome follows the change of the current score in the improvement direction', () => {
    fc.assert(
      fc.property(entryArb, fc.integer({ min: 0, max: 70 }), directionArb, (previous, current, direction) => {
        fc.pre(previous.start !== previous.target);
        const next = { ...previous, current };
        const { kind } = goalOutcome(previous, next, { direction, cutOff: 11.5 });
        const expected = isBetterScore(current, previous.current, direction)
          ? 'progress-within-goal'
          : isBetterScore(previous.current, current, direction)
            ? 'regress-within-goal'
            : 'no-change-within-goal';
        expect(kind).toBe(expected);
      }),
    );
  });

  it('a later goal is always one of the eight non-first outcomes', () => {
    fc.assert(
      fc.property(entryArb, entryArb, directionArb, (previous, next, direction) => {
        expect(goalOutcome(previous, next, { direction, cutOff: 20.5 }).kind).not.toMatch(/^generated-first/);
      }),
    );
  });

  it('an improvement goal is achieved exactly when a later target moved in the improvement direction', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ id: fc.integer({ min: 1, max: 100 }), target: fc.integer({ min: 0, max: 70 }) }),
          {
            selector: (e) => e.id,
            maxLength: 8,
          },
        ),
        directionArb,
        (entries, direction) => {
          const sorted = [...entries].sort((a, b) => a.id - b.id);
          const expected = sorted
            .slice(1)
            .filter((e, i) => isBetterScore(e.target, (sorted[i] as typeof e).target, direction));
          expect(improvementGoalsAchieved(entries, direction).map((e) => e.entry)).toEqual(expected);
        },
      ),
    );
  });
});
