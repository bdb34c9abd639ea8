import { describe, expect, it } from 'vitest';
import {
  goalOutcome,
  goalProgress,
  improvementGoalsAchieved,
  isGoalAchieved,
  isPastCutOff,
  nextGoalEntry,
  nextGoalTarget,
  shownGoal,
} from './goals.logic';

describe('isGoalAchieved', () => {
  it.each([
    [{ current: 10, target: 10, direction: 'reduce' }, true],
    [{ current: 9, target: 10, direction: 'reduce' }, true],
    [{ current: 11, target: 10, direction: 'reduce' }, false],
    [{ current: 10, target: 10, direction: 'increase' }, true],
    [{ current: 11, target: 10, direction: 'increase' }, true],
    [{ current: 9, target: 10, direction: 'increase' }, false],
  ] as const)('%o -> %s', (goal, achieved) => {
    expect(isGoalAchieved(goal)).toBe(achieved);
  });
});

describe('goalProgress', () => {
  it.each([
    [
      'You Did It! when the goal started at its target',
      { start: 8, current: 12, target: 8, direction: 'reduce' },
      { kind: 'did-it' },
    ],
    [
      'Goal Achieved! at the target',
      { start: 20, current: 12, target: 12, direction: 'reduce' },
      { kind: 'achieved' },
    ],
    [
      'Goal Achieved! past the target',
      { start: 20, current: 10, target: 12, direction: 'reduce' },
      { kind: 'achieved' },
    ],
    [
      'points to go when reducing',
      { start: 20, current: 15, target: 12, direction: 'reduce' },
      { kind: 'to-go', points: 3 },
    ],
    [
      'one point to go when increasing',
      { start: 40, current: 59, target: 60, direction: 'increase' },
      { kind: 'to-go', points: 1 },
    ],
    [
      'points to go after a regression',
      { start: 20, current: 24, target: 12, direction: 'reduce' },
      { kind: 'to-go', points: 12 },
    ],
  ] as const)('%s', (_name, goal, progress) => {
    expect(goalProgress(goal)).toEqual(progress);
  });
});

describe('goalOutcome (the nine outcomes)', () => {
  const reduce = { direction: 'reduce', cutOff: 11.5 } as const;
  const increase = { direction: 'increase', cutOff: 96 } as const;
  it.each([
    ['generated-first-goal-recommended', null, { start: 20, current: 20, target: 15 }, reduce],
    ['generated-first-goal-not-recommended', null, { start: 8, current: 8, target: 5 }, reduce],
    ['generated-first-goal-not-recommended', null, { start: 97, current: 97, target: 99 }, increase],
    [
      'progressed-to-goal-not-possible',
      { start: 20, current: 16, target: 15 },
      { start: 0, current: 0, target: 0 },
      reduce,
    ],
    [
      'no-change-within-goal',
      { start: 20, current: 18, target: 15 },
      { start: 20, current: 18, target: 15 },
      reduce,
    ],
    [
      'progress-within-goal',
      { start: 20, current: 18, target: 15 },
      { start: 20, current: 17, target: 15 },
      reduce,
    ],
    [
      'regress-within-goal',
      { start: 20, current: 18, target: 15 },
      { start: 20, current: 19, target: 15 },
      reduce,
    ],
    [
      'progress-within-goal',
      { start: 40, current: 45, target: 60 },
      { start: 40, current: 50, target: 60 },
      increase,
    ],
    [
      'progressed-to-new-goal',
      { start: 20, current: 15, target: 15 },
      { start: 15, current: 14, target: 12 },
      reduce,
    ],
    [
      'progressed-to-goal-not-recommended',
      { start: 20, current: 15, target: 15 },
      { start: 15, current: 10, target: 8 },
      reduce,
    ],
    [
      'regressed-to-new-goal',
      { start: 15, current: 19, target: 12 },
      { start: 19, current: 19, target: 16 },
      reduce,
    ],
    [
      'progressed-to-new-goal',
      { start: 40, current: 60, target: 60 },
      { start: 60, current: 60, target: 70 },
      increase,
    ],
  ] as const)('%s', (kind, previous, next, measure) => {
    expect(goalOutcome(previous, next, measure)).toEqual({ kind });
  });

  it('a measure without cut-off always recommends a first goal', () => {
    expect(goalOutcome(null, { start: 1, current: 1, target: 0 }, { direction: 'reduce' })).toEqual({
      kind: 'generated-first-goal-recommended',
    });
    expect(isPastCutOff(0, 'reduce', null)).toBe(false);
  });
});

describe('improvementGoalsAchieved', () => {
  it('marks each goal whose next target moved in the improvement direction, in id order', () => {
    const entries = [
      { id: 3, target: 10, created_at: '2026-03-01T00:00:00Z' },
      { id: 1, target: 15, created_at: '2026-01-01T00:00:00Z' },
      { id: 2, target: 12, created_at: '2026-02-01T00:00:00Z' },
      { id: 4, target: 13 },
    ];
    expect(
      improvementGoalsAchieved(entries, 'reduce').map((e) => [e.previous.id, e.entry.id, e.date]),
    ).toEqual([
      [1, 2, '2026-02-01T00:00:00Z'],
      [2, 3, '2026-03-01T00:00:00Z'],
    ]);
    expect(
      improvementGoalsAchieved(entries, 'increase').map((e) => [e.previous.id, e.entry.id, e.date]),
    ).toEqual([[3, 4, null]]);
  });
});

describe('nextGoalTarget', () => {
  it('is a fifth of the range better than the score, within the range', () => {
    expect(nextGoalTarget(27, { min: 0, max: 27, direction: 'reduce' })).toBe(22);
    expect(nextGoalTarget(50, { min: 1, max: 99, direction: 'increase' })).toBe(70);
    expect(nextGoalTarget(0, { min: 0, max: 27, direction: 'reduce' })).toBe(0);
    expect(nextGoalTarget(95, { min: 1, max: 99, direction: 'increase' })).toBe(99);
  });
});

describe('nextGoalEntry', () => {
  const inattentive = { min: 0, max: 27, cutOff: 11.5, direction: 'reduce' } as const;

  it('the first score opens milestone 1, recommended while in the clinical range', () => {
    expect(nextGoalEntry(null, 20, inattentive)).toEqual({
      start: 20,
      current: 20,
      target: 15,
      milestone: 1,
      outcome: 'generated-first-goal-recommended',
    });
    expect(nextGoalEntry(null, 8, inattentive).outcome).toBe('generated-first-goal-not-recommended');
  });

  it('a later score updates the goal until it is achieved', () => {
    const first = { start: 20, current: 20, target: 15, milestone: 1 };
    expect(nextGoalEntry(first, 18, inattentive)).toEqual({
      ...first,
      current: 18,
      outcome: 'progress-within-goal',
    });
    expect(nextGoalEntry(first, 22, inattentive).outcome).toBe('regress-within-goal');
    expect(nextGoalEntry(first, 20, inattentive).outcome).toBe('no-change-within-goal');
  });

  it('the score that reaches the target achieves the goal at once and sets the next one', () => {
    // Maya: 18 with a goal of 13, then a check-in of 9 (past the goal): "Goal reached!", not "keep going".
    const goal = { start: 18, current: 18, target: 13, milestone: 1 };
    expect(nextGoalEntry(goal, 9, inattentive)).toEqual({
      start: 9,
      current: 9,
      target: 4,
      milestone: 2,
      outcome: 'progressed-to-goal-not-recommended',
    });
    const clinical = { start: 27, current: 22, target: 22, milestone: 1 };
    expect(nextGoalEntry({ ...clinical, current: 25 }, 22, inattentive)).toEqual({
      start: 22,
      current: 22,
      target: 17,
      milestone: 2,
      outcome: 'progressed-to-new-goal',
    });
    expect(nextGoalEntry({ ...clinical, current: 25 }, 23, inattentive).outcome).toBe('progress-within-goal');
  });

  it('once achieved, the next score opens the next milestone; past the cut-off it is not recommended', () => {
    const achieved = { start: 20, current: 15, target: 15, milestone: 1 };
    expect(nextGoalEntry(achieved, 14, inattentive)).toEqual({
      start: 14,
      current: 14,
      target: 9,
      milestone: 2,
      outcome: 'progressed-to-new-goal',
    });
    expect(nextGoalEntry({ ...achieved, current: 10, target: 10 }, 10, inattentive).outcome).toBe(
      'progressed-to-goal-not-recommended',
    );
    expect(nextGoalEntry(achieved, 24, inattentive).outcome).toBe('regressed-to-new-goal');
    expect(nextGoalEntry({ start: 3, current: 0, target: 0, milestone: 4 }, 0, inattentive).outcome).toBe(
      'progressed-to-goal-not-possible',
    );
  });
});

describe('shownGoal', () => {
  const inattentive = { min: 0, max: 27, cutOff: 11.5, direction: 'reduce' } as const;

  it('a goal reached past the cut-off shows "Goal Achieved!" on the goal just reached and offers no further goal', () => {
    const before = { start: 18, current: 18, target: 13 };
    const latest = nextGoalEntry({ ...before, milestone: 1 }, 9, inattentive);
    const shown = shownGoal(before, latest);
    expect(shown).toEqual({ goal: { start: 18, current: 9, target: 13 }, offered: false });
    expect(goalProgress({ ...shown.goal, direction: 'reduce' })).toEqual({ kind: 'achieved' });
  });

  it('a goal reached in the clinical range shows the new goal, offered to accept', () => {
    const before = { start: 27, current: 25, target: 22 };
    const latest = nextGoalEntry({ ...before, milestone: 1 }, 20, inattentive);
    expect(latest.outcome).toBe('progressed-to-new-goal');
    expect(shownGoal(before, latest)).toEqual({ goal: latest, offered: true });
  });

  it('a first score already in the typical range offers no goal: "You Did It!"', () => {
    const latest = nextGoalEntry(null, 8, inattentive);
    const shown = shownGoal(null, latest);
    expect(shown.offered).toBe(false);
    expect(goalProgress({ ...shown.goal, direction: 'reduce' })).toEqual({ kind: 'did-it' });
  });

  it('a goal that is not possible is not offered', () => {
    const latest = { start: 0, current: 0, target: 0, outcome: 'progressed-to-goal-not-possible' } as const;
    expect(shownGoal({ start: 3, current: 1, target: 0 }, latest).offered).toBe(false);
  });
});
