import type { GoalMeterFacts } from '@attune/core';
import { useTranslation } from 'react-i18next';
import { useGoalProgress } from '../../hooks/useGoalProgress';
import { ProgressMeter } from '../ProgressMeter';

/** Props of {@link GoalProgress}. */
export interface GoalProgressProps {
  /** The meaningful-change goal: start, current and target scores, direction, the measure's range. */
  readonly goal: GoalMeterFacts;
  /** The meter's diameter in pixels. */
  readonly size?: number;
}

/**
 * A goal's progress meter with its message from the core's `goalProgress`: 'You Did It!' when the goal
 * started at its target, 'Goal Achieved!' once reached, else '{n} point(s) to go!'.
 */
export function GoalProgress({ goal, size }: GoalProgressProps) {
  const { t } = useTranslation();
  const view = useGoalProgress(goal);
  const message = t(view.message.key, 'count' in view.message ? { count: view.message.count } : {});
  return (
    <div className={['at-goal', view.done ? 'at-goal--done' : null].filter(Boolean).join(' ')}>
      <ProgressMeter fraction={view.fraction} label={t('goal.label')} valueText={message} size={size}>
        <span className="at-goal__score">{goal.current}</span>
      </ProgressMeter>
      <p className="at-goal__message">{message}</p>
    </div>
  );
}
