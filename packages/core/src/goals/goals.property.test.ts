import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meaningfulChangeEntryArb, meaningfulChangeScoreArb } from '../testing';
import {
  type GoalDirection,
  goalOutcome,
  goalProgress,
  improvementGoalsAchieved,
  isBetterScore,
  isGoalAchieved,
  isPastCutOff,
  nextGoalEntry,
  nextGoalTarget,
  shownGoal,
} from './goals.logic';

const directionArb = fc.constantFrom<GoalDirection>('reduce', 'increase');
// Goals come from the shared meaningful change entries (`@attune/core/testing`), with a direction.
const goalArb = fc
  .tuple(meaningfulChangeEntryArb(), directionArb)
  .map(([entry, direction]) => ({ ...entry, direction }));
const entryArb = fc.record({
  start: fc.integer({ min: 0, max: 70 }),
  current: fc.integer({ min: 0, max: 70 }),
  target: fc.integer({ min: 0, max: 70 }),
});

/** The score `points` further than `score` in the improvement direction. */
function improvedBy(score: number, points: number, direction: GoalDirection): number {
  return direction === 'reduce' ? score - points : score + points;
}

describe('goal rules', () => {
  it('a goal is achieved exactly when current is at or past target in the improvement direction', () => {
    fc.assert(
      fc.property(goalArb, ({ current, target, direction }) => {
        const atOrPast = direction === 'reduce' ? current <= target : current >= target;
        expect(isGoalAchieved({ current, target, direction })).toBe(atOrPast);
      }),
    );
  });

  it('a goal that started at its target always says You Did It, whatever the current score', () => {
    fc.assert(
      fc.property(goalArb, (entry) => {
        expect(goalProgress({ ...entry, start: entry.target })).toEqual({ kind: 'did-it' });
      }),
    );
  });

  it('a goal that did not start at its target says Goal Achieved exactly when it is achieved, else the points that reach the target', () => {
    fc.assert(
      fc.property(goalArb, (goal) => {
        fc.pre(goal.start !== goal.target);
        const progress = goalProgress(goal);
        expect(progress.kind === 'achieved').toBe(isGoalAchieved(goal));
        if (progress.kind === 'to-go') {
          // Moving the current score by the points to go, in the improvement direction, lands on the target.
          expect(improvedBy(goal.current, progress.points, goal.direction)).toBe(goal.target);
        } else {
          expect(progress.kind).toBe('achieved');
        }
      }),
    );
  });

  it('points to go are always above zero and shrink as the score improves toward the target', () => {
    fc.assert(
      fc.property(goalArb, fc.integer({ min: 1, max: 5 }), (goal, step) => {
        const before = goalProgress(goal);
        if (before.kind !== 'to-go') return;
        expect(before.points).toBeGreaterThan(0);
        const improved = improvedBy(goal.current, step, goal.direction);
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

  it('every improvement-goal event follows the entry before it in id order with a target further in the improvement direction', () => {
    fc.assert(
      fc.property(meaningfulChangeScoreArb(), directionArb, (score, direction) => {
        const byId = [...score.results].sort((a, b) => a.id - b.id);
        const events = improvementGoalsAchieved([...score.results].reverse(), direction);
        const indices = events.map((event) => byId.indexOf(event.entry));
        expect(indices).toEqual([...new Set(indices)].sort((a, b) => a - b));
        events.forEach((event, n) => {
          const index = indices[n] ?? -1;
          expect(index).toBeGreaterThan(0);
          expect(event.previous).toBe(byId[index - 1]);
          expect(isBetterScore(event.entry.target, event.previous.target, direction)).toBe(true);
          expect(event.date).toBe(event.entry.created_at);
        });
      }),
    );
  });

  it('a series whose targets keep improving achieves a goal at every later entry, and one that never improves achieves none', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 70 }), { minLength: 1, maxLength: 6 }),
        directionArb,
        (targets, direction) => {
          // Sorted targets, given ids in that order: improving for one direction, worsening for the other.
          const improving = [...targets].sort((a, b) => (direction === 'reduce' ? b - a : a - b));
          const entries = improving.map((target, index) => ({ id: index + 1, target, created_at: null }));
          const other: GoalDirection = direction === 'reduce' ? 'increase' : 'reduce';
          expect(improvementGoalsAchieved(entries, direction)).toHaveLength(entries.length - 1);
          expect(improvementGoalsAchieved(entries, other)).toEqual([]);
        },
      ),
    );
  });

  it('a new target always lies within the measure range and is never worse than the score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(),
        directionArb,
        (min, width, offset, direction) => {
          const max = min + width;
          const score = min + (offset % (width + 1));
          const target = nextGoalTarget(score, { min, max, direction });
          expect(target >= min && target <= max).toBe(true);
          expect(isBetterScore(score, target, direction)).toBe(false);
        },
      ),
    );
  });

  it('a goal step keeps its goal until a score achieves it, and that score opens the next milestone', () => {
    const measureArb = fc.record({
      direction: directionArb,
      cutOff: fc.integer({ min: 0, max: 69 }).map((n) => n + 0.5),
    });
    fc.assert(
      fc.property(
        fc.option(entryArb.map((e) => ({ ...e, milestone: 1 }))),
        fc.integer({ min: 0, max: 70 }),
        measureArb,
        (previous, score, { direction, cutOff }) => {
          const measure = { min: 0, max: 70, cutOff, direction };
          const step = nextGoalEntry(previous, score, measure);
          expect(step.current).toBe(score);
          if (
            previous &&
            !isGoalAchieved({ ...previous, direction }) &&
            !isGoalAchieved({ current: score, target: previous.target, direction })
          ) {
            expect([step.start, step.target, step.milestone]).toEqual([
              previous.start,
              previous.target,
              previous.milestone,
            ]);
          } else {
            expect(step.start).toBe(score);
            expect(step.milestone).toBe(previous ? previous.milestone + 1 : 1);
          }
          expect(step.outcome).toBe(goalOutcome(previous, step, measure).kind);
          if (step.outcome.endsWith('not-recommended'))
            expect(isPastCutOff(score, direction, cutOff)).toBe(true);
        },
      ),
    );
  });

  it('an entry whose score reaches its target is never worded as still on the way', () => {
    const measureArb = fc.record({
      direction: directionArb,
      cutOff: fc.option(fc.integer({ min: 0, max: 69 }).map((n) => n + 0.5)),
    });
    const withinGoal = ['progress-within-goal', 'regress-within-goal', 'no-change-within-goal'];
    fc.assert(
      fc.property(
        fc.option(entryArb.map((e) => ({ ...e, milestone: 1 }))),
        fc.array(fc.integer({ min: 0, max: 70 }), { minLength: 1, maxLength: 8 }),
        measureArb,
        (first, scores, { direction, cutOff }) => {
          const measure = { min: 0, max: 70, cutOff, direction };
          let previous = first;
          for (const score of scores) {
            const step = nextGoalEntry(previous, score, measure);
            // "Keep going toward the goal of n" only while the score has not reached n
            if (withinGoal.includes(step.outcome)) {
              expect(isGoalAchieved({ current: score, target: step.target, direction })).toBe(false);
            }
            // and a score that reaches the goal it was measured against is worded as reached
            if (previous && isGoalAchieved({ current: score, target: previous.target, direction })) {
              expect(withinGoal).not.toContain(step.outcome);
            }
            previous = step;
          }
        },
      ),
    );
  });

  it('a goal that is not recommended or not possible is never offered, and a reached goal never shows points to go', () => {
    const measureArb = fc.record({
      direction: directionArb,
      cutOff: fc.option(fc.integer({ min: 0, max: 69 }).map((n) => n + 0.5)),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 70 }), { minLength: 1, maxLength: 8 }),
        measureArb,
        (scores, { direction, cutOff }) => {
          const measure = { min: 0, max: 70, cutOff, direction };
          let previous: ReturnType<typeof nextGoalEntry> | null = null;
          for (const score of scores) {
            const latest = nextGoalEntry(previous, score, measure);
            const shown = shownGoal(previous, latest);
            const notRecommended =
              latest.outcome.endsWith('not-recommended') ||
              latest.outcome === 'progressed-to-goal-not-possible';
            expect(shown.offered).toBe(!notRecommended);
            expect(shown.goal.current).toBe(score);
            if (
              previous &&
              isGoalAchieved({ current: score, target: previous.target, direction }) &&
              !shown.offered
            ) {
              expect(goalProgress({ ...shown.goal, direction }).kind).not.toBe('to-go');
            }
            previous = latest;
          }
        },
      ),
    );
  });
});
