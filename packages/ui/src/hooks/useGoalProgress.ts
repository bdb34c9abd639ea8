import { connectGoalMeter, type GoalMeterApi, type GoalMeterFacts } from '@attune/core';
import { useMemo } from 'react';

/** A meaningful-change goal's meter: message key, points to go and fill, from the core's `connectGoalMeter`. */
export function useGoalProgress(goal: GoalMeterFacts): GoalMeterApi {
  const { start, current, target, direction, min, max } = goal;
  return useMemo(
    () => connectGoalMeter({ start, current, target, direction, min, max }),
    [start, current, target, direction, min, max],
  );
}
