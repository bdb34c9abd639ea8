/**
 * A goal's progress meter as a view model, in the style of zag's `connect()` (a goal has no machine:
 * its meter is a pure function of the goal). Built on the core's `goalProgress` and `isGoalAchieved`:
 * which outcome the meter shows, the points to go, the message as a locale key, and how full the arc is.
 */
import { type GoalDirection, type GoalProgress, goalProgress, isGoalAchieved } from './goals.logic';

/** A goal as its progress meter needs it: start, current and target scores, direction, the measure's range. */
export interface GoalMeterFacts {
  readonly start: number;
  readonly current: number;
  readonly target: number;
  readonly direction: GoalDirection;
  /** The measure's lowest score, for where the current score sits. */
  readonly min: number;
  /** The measure's highest score. */
  readonly max: number;
}

/**
 * The meter's message as a locale key: 'You Did It!' (`goal.didIt`), 'Goal Achieved!' (`goal.achieved`)
 * or '{count} point(s) to go!' (`goal.toGo`, with `count` in whole points).
 */
export type GoalMeterMessage =
  | { readonly key: 'goal.didIt' }
  | { readonly key: 'goal.achieved' }
  | { readonly key: 'goal.toGo'; readonly count: number };

/** How full a meter's arc is: the fraction clamped to 0..1 and as a whole percent (its `aria-valuenow`). */
export interface MeterFill {
  readonly fraction: number;
  readonly percent: number;
}

/** A goal's progress meter as a view model. */
export interface GoalMeterApi {
  /** The core's verdict: did-it, achieved, or to-go with the exact points left. */
  readonly progress: GoalProgress;
  /** The verdict's kind: `did-it`, `achieved` or `to-go`. */
  readonly outcome: GoalProgress['kind'];
  /** Whether the current score has reached the target ({@link isGoalAchieved}). */
  readonly achieved: boolean;
  /** Whether the meter shows a goal done (did-it or achieved): the meter is full. */
  readonly done: boolean;
  /** The points to go, whole and at least 1, while the goal is not done; else null. */
  readonly pointsToGo: number | null;
  readonly message: GoalMeterMessage;
  /** How far from start to target the child has come, 0 to 1 (1 once done). */
  readonly fraction: number;
  /** Where the current score sits in the measure's range, 0 to 1. */
  readonly position: number;
  /** The arc's fill. */
  readonly fill: MeterFill;
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
}

/** How full a meter's arc is for a fraction (anything outside 0..1, or not a number, is clamped). */
export function meterFill(fraction: number): MeterFill {
  const clamped = clamp01(fraction);
  return { fraction: clamped, percent: Math.round(clamped * 100) };
}

/**
 * A goal's progress meter: 'You Did It!' when the goal started at its target, 'Goal Achieved!' once
 * reached, else '{n} point(s) to go!' with the points rounded up to whole points (at least 1); the arc
 * fills from start to target and is full once the goal is done.
 */
export function connectGoalMeter(goal: GoalMeterFacts): GoalMeterApi {
  const { start, current, target, min, max } = goal;
  const progress = goalProgress(goal);
  const pointsToGo = progress.kind === 'to-go' ? Math.max(1, Math.ceil(progress.points)) : null;
  const message: GoalMeterMessage =
    progress.kind === 'did-it'
      ? { key: 'goal.didIt' }
      : progress.kind === 'achieved'
        ? { key: 'goal.achieved' }
        : { key: 'goal.toGo', count: pointsToGo ?? 1 };
  const span = target - start;
  const fraction = progress.kind === 'to-go' ? clamp01(span === 0 ? 1 : (current - start) / span) : 1;
  const range = max - min;
  return {
    progress,
    outcome: progress.kind,
    achieved: isGoalAchieved(goal),
    done: progress.kind !== 'to-go',
    pointsToGo,
    message,
    fraction,
    position: range <= 0 ? 0 : clamp01((current - min) / range),
    fill: meterFill(fraction),
  };
}
