import { type GoalDirection, type GoalProgress, goalProgress } from '@attune/core';
import { useMemo } from 'react';

/** A goal as the progress meter needs it. */
export interface GoalFacts {
  readonly start: number;
  readonly current: number;
  readonly target: number;
  readonly direction: GoalDirection;
  /** The measure's range, for the meter's arc. */
  readonly min: number;
  readonly max: number;
}

/** The goal progress view model. */
export interface GoalProgressView {
  /** The core's verdict: did-it, achieved, or to-go with the points left. */
  readonly progress: GoalProgress;
  /** The locale key of the message and its options ('goal.toGo' takes `count`, whole points). */
  readonly message: { readonly key: 'goal.didIt' | 'goal.achieved' | 'goal.toGo'; readonly count?: number };
  /** How far from start to target the child has come, 0 to 1, for the meter. */
  readonly fraction: number;
  /** Where the current score sits in the measure's range, 0 to 1. */
  readonly position: number;
}

/** Turns a meaningful-change goal into the meter's message and fill, with the core's `goalProgress`. */
export function useGoalProgress(goal: GoalFacts): GoalProgressView {
  const { start, current, target, direction, min, max } = goal;
  return useMemo(() => {
    const progress = goalProgress({ start, current, target, direction });
    const message: GoalProgressView['message'] =
      progress.kind === 'did-it'
        ? { key: 'goal.didIt' }
        : progress.kind === 'achieved'
          ? { key: 'goal.achieved' }
          : { key: 'goal.toGo', count: Math.max(1, Math.ceil(progress.points)) };
    const span = target - start;
    const raw = span === 0 ? 1 : (current - start) / span;
    const fraction = progress.kind === 'to-go' ? Math.min(Math.max(raw, 0), 1) : 1;
    const range = max - min;
    const position = range <= 0 ? 0 : Math.min(Math.max((current - min) / range, 0), 1);
    return { progress, message, fraction, position };
  }, [start, current, target, direction, min, max]);
}
