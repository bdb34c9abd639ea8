/**
 * Meaningful change goals (core-app.md section 4, add-ons spec section 4): whether a goal is achieved,
 * what the progress meter says, which of the nine outcomes a new score brings, and the improvement-goal
 * achieved events shown on the timeline.
 *
 * Conventions:
 * - Every measure improves in one direction: `reduce` (lower scores are better, e.g. symptom checklists)
 *   or `increase` (higher is better, e.g. DESSA percentiles). "Better" below always means "further in the
 *   improvement direction".
 * - Rules return data (`{ kind: 'to-go', points }`); the UI picks the words ('{n} point(s) to go!').
 */

import type * as z from 'zod';
import type { ImprovementDirection } from '../measures/measures.schema';
import type { GoalOutcomeKindSchema } from './goals.schema';

/** The direction in which a measure improves: `reduce` (lower is better) or `increase` (higher is better). */
export type GoalDirection = ImprovementDirection;

/** Whether score `a` is strictly better than score `b` in the improvement direction. */
export function isBetterScore(a: number, b: number, direction: GoalDirection): boolean {
  return direction === 'reduce' ? a < b : a > b;
}

/**
 * A goal is achieved when the current score equals the target, or has passed it in the improvement
 * direction (reduce: below the target; increase: above it).
 */
export function isGoalAchieved(goal: {
  readonly current: number;
  readonly target: number;
  readonly direction: GoalDirection;
}): boolean {
  return goal.current === goal.target || isBetterScore(goal.current, goal.target, goal.direction);
}

/**
 * What the progress meter of a goal says:
 * - `did-it` ('You Did It!') when the goal started at its target (start equals target);
 * - `achieved` ('Goal Achieved!') when the goal is achieved ({@link isGoalAchieved});
 * - `to-go` ('{n} point(s) to go!') otherwise, with the distance between current and target (always
 *   above zero; the UI rounds it for display).
 */
export type GoalProgress =
  | { readonly kind: 'did-it' }
  | { readonly kind: 'achieved' }
  | { readonly kind: 'to-go'; readonly points: number };

/** The progress meter's message for a goal, checked in the order did-it, achieved, to-go. */
export function goalProgress(goal: {
  readonly start: number;
  readonly current: number;
  readonly target: number;
  readonly direction: GoalDirection;
}): GoalProgress {
  if (goal.start === goal.target) return { kind: 'did-it' };
  if (isGoalAchieved(goal)) return { kind: 'achieved' };
  return { kind: 'to-go', points: Math.abs(goal.target - goal.current) };
}

/**
 * Whether a score has gone past the measure's cut-off in the improvement direction (reduce: below it;
 * increase: above it), so that a further goal is not recommended. Without a cut-off, never.
 */
export function isPastCutOff(
  score: number,
  direction: GoalDirection,
  cutOff: number | null | undefined,
): boolean {
  if (cutOff === null || cutOff === undefined) return false;
  return isBetterScore(score, cutOff, direction);
}

/**
 * The nine outcomes of a new score for a measure's goal (add-ons spec section 4), as the wire names them
 * ({@link GoalOutcomeKindSchema}).
 */
export type GoalOutcomeKind = z.infer<typeof GoalOutcomeKindSchema>;

/** One goal of a measure: where it started, the latest score and the target. */
export interface GoalEntry {
  readonly start: number;
  readonly current: number;
  readonly target: number;
}

/**
 * The outcome of a new goal entry `next` after the `previous` one (null when it is the measure's first):
 * 1. first goal: `generated-first-goal-not-recommended` when the score is already past the cut-off in
 *    the improvement direction, otherwise `generated-first-goal-recommended`;
 * 2. `progressed-to-goal-not-possible` when the new goal's start equals its target (no room to improve);
 * 3. same target as before (the same goal): `progress-within-goal`, `regress-within-goal` or
 *    `no-change-within-goal` by comparing the current scores in the improvement direction;
 * 4. a new target further in the improvement direction (the previous goal was reached):
 *    `progressed-to-goal-not-recommended` when the score is past the cut-off, else `progressed-to-new-goal`;
 * 5. a new target in the other direction: `regressed-to-new-goal`.
 */
export function goalOutcome(
  previous: GoalEntry | null,
  next: GoalEntry,
  measure: { readonly direction: GoalDirection; readonly cutOff?: number | null },
): { readonly kind: GoalOutcomeKind } {
  const { direction, cutOff } = measure;
  const pastCutOff = isPastCutOff(next.current, direction, cutOff);
  if (previous === null) {
    return { kind: pastCutOff ? 'generated-first-goal-not-recommended' : 'generated-first-goal-recommended' };
  }
  if (next.start === next.target) return { kind: 'progressed-to-goal-not-possible' };
  if (next.target === previous.target) {
    if (isBetterScore(next.current, previous.current, direction)) return { kind: 'progress-within-goal' };
    if (isBetterScore(previous.current, next.current, direction)) return { kind: 'regress-within-goal' };
    return { kind: 'no-change-within-goal' };
  }
  if (isBetterScore(next.target, previous.target, direction)) {
    return { kind: pastCutOff ? 'progressed-to-goal-not-recommended' : 'progressed-to-new-goal' };
  }
  return { kind: 'regressed-to-new-goal' };
}

/** A measure as the goal rules need it: its score range, cut-off (for a child's age) and improvement direction. */
export interface GoalMeasure {
  readonly min: number;
  readonly max: number;
  readonly cutOff?: number | null;
  readonly direction: GoalDirection;
}

/**
 * The target of a new goal set at `score`: one meaningful step (a fifth of the measure's range, at least 1
 * point) further in the improvement direction, never beyond the range. At the end of the range the target
 * is the score itself (a goal that is not possible).
 */
export function nextGoalTarget(score: number, measure: Omit<GoalMeasure, 'cutOff'>): number {
  const step = Math.max(1, Math.round((measure.max - measure.min) / 5));
  return measure.direction === 'reduce'
    ? Math.max(measure.min, score - step)
    : Math.min(measure.max, score + step);
}

/** One goal step of a measure: the goal (start, target), the latest score, and its milestone (1 for the first goal). */
export interface GoalStep extends GoalEntry {
  readonly milestone: number;
}

/** The goal step a new score makes, with which of the nine outcomes it is. */
export interface NextGoalStep extends GoalStep {
  readonly outcome: GoalOutcomeKind;
}

/**
 * The goal step a new `score` makes after the `previous` one (null for the measure's first score):
 * - the first score opens milestone 1, a goal from the score to {@link nextGoalTarget};
 * - a score that reaches the previous goal's target (or passes it in the improvement direction) achieves
 *   that goal at once and opens the next milestone: a new goal from this score, so the check-in that
 *   reaches a goal is the one that says "Goal reached!" and sets the next goal;
 * - otherwise the score updates the previous goal (same start, target, milestone), so a within-goal
 *   outcome always means the target is still ahead;
 * - a previous goal already achieved when it was recorded (no room left to improve, or kept by an older
 *   rule) is followed by a new goal from this score too.
 * The outcome is {@link goalOutcome} of the two steps, with the measure's cut-off and direction: a goal
 * set when the score has gone past the cut-off is "not recommended".
 */
export function nextGoalEntry(previous: GoalStep | null, score: number, measure: GoalMeasure): NextGoalStep {
  const fresh = (milestone: number): GoalStep => ({
    start: score,
    current: score,
    target: nextGoalTarget(score, measure),
    milestone,
  });
  let next: GoalStep;
  if (previous === null) next = fresh(1);
  else if (
    isGoalAchieved({ current: score, target: previous.target, direction: measure.direction }) ||
    isGoalAchieved({ ...previous, direction: measure.direction })
  )
    next = fresh(previous.milestone + 1);
  else next = { ...previous, current: score };
  return { ...next, outcome: goalOutcome(previous, next, measure).kind };
}

/** What the Scores tab shows of a measure's latest goal entry: the meter's goal, and whether a goal is offered. */
export interface ShownGoal {
  /** The goal the progress meter measures ({@link goalProgress}). */
  readonly goal: GoalEntry;
  /** Whether the family is offered the goal to accept ("Goal: n", Accept goal). */
  readonly offered: boolean;
}

/**
 * What a measure's card shows after its latest entry (`previous` is the entry before it, or null):
 * - a further goal that is not recommended (the score reached the goal and is past the cut-off) is not
 *   offered, and the meter shows the goal just reached ('Goal Achieved!');
 * - a first score already past the cut-off offers no goal, and the meter says 'You Did It!';
 * - a goal that is not possible (no room left to improve) is not offered; its meter says 'You Did It!';
 * - otherwise the meter measures the latest goal and the family is offered it.
 */
export function shownGoal(
  previous: GoalEntry | null,
  latest: GoalEntry & { readonly outcome: GoalOutcomeKind },
): ShownGoal {
  switch (latest.outcome) {
    case 'progressed-to-goal-not-recommended':
      return {
        goal: previous
          ? { start: previous.start, current: latest.current, target: previous.target }
          : { start: latest.current, current: latest.current, target: latest.current },
        offered: false,
      };
    case 'generated-first-goal-not-recommended':
      return {
        goal: { start: latest.current, current: latest.current, target: latest.current },
        offered: false,
      };
    case 'progressed-to-goal-not-possible':
      return { goal: latest, offered: false };
    default:
      return { goal: latest, offered: true };
  }
}

/** A goal entry as it comes from the meaningful change scores, with the fields the timeline needs. */
export interface DatedGoalEntry {
  readonly id: number;
  readonly target: number;
  readonly created_at?: string | null;
}

/** An improvement goal was achieved: the next goal's target moved further in the improvement direction. */
export interface ImprovementGoalAchieved<T extends DatedGoalEntry = DatedGoalEntry> {
  readonly kind: 'improvement-goal-achieved';
  readonly previous: T;
  readonly entry: T;
  /** When the new goal was set (`entry.created_at`), or null when unknown. */
  readonly date: string | null;
}

/**
 * The improvement goals a child achieved for one measure. Entries are taken in id order; each entry whose
 * target is further in the improvement direction than the entry before it (reduce: lower; increase:
 * higher) marks the previous goal as achieved.
 */
export function improvementGoalsAchieved<T extends DatedGoalEntry>(
  entries: readonly T[],
  direction: GoalDirection,
): ImprovementGoalAchieved<T>[] {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const events: ImprovementGoalAchieved<T>[] = [];
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1] as T;
    const entry = sorted[i] as T;
    if (isBetterScore(entry.target, previous.target, direction)) {
      events.push({ kind: 'improvement-goal-achieved', previous, entry, date: entry.created_at ?? null });
    }
  }
  return events;
}
