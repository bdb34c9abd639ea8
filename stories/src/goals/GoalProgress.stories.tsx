import { GoalProgress, ProgressMeter } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { goals } from '../fixtures';
import { useT } from '../support/T';

type Entry = (typeof goals)[keyof typeof goals];

/** Maya's inattention goal (reduce, 0 to 27) as the goal meter reads it. */
function facts(entry: Entry) {
  return {
    start: entry.start,
    current: entry.current,
    target: entry.target,
    direction: 'reduce' as const,
    min: entry.min,
    max: entry.max,
  };
}

const meta = {
  title: 'Goals/Goal progress',
  component: GoalProgress,
  args: { goal: facts(goals.pointsToGo) },
} satisfies Meta<typeof GoalProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The goal started at its target: 'You Did It!'. */
export const YouDidIt: Story = { args: { goal: facts(goals.didIt) } };

/** The score passed the target in the improvement direction: 'Goal Achieved!'. */
export const GoalAchieved: Story = { args: { goal: facts(goals.achieved) } };

/** One point left: '1 point to go!'. */
export const OnePointToGo: Story = { args: { goal: facts(goals.onePointToGo) } };

/** Several points left: '4 points to go!'. */
export const PointsToGo: Story = { args: { goal: facts(goals.pointsToGo) } };

/** An increase measure (DESSA percentile) still below its target. */
export const IncreaseMeasure: Story = {
  args: { goal: { start: 40, current: 55, target: 60, direction: 'increase', min: 1, max: 99 } },
};

/** The bare 290° progress meter: empty, half, full, and in an add-on's category colour. */
export const MeterArcs: Story = {
  render: function Render() {
    const t = useT();
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {[0, 0.5, 1].map((fraction) => (
          <ProgressMeter
            key={fraction}
            fraction={fraction}
            size={120}
            label={t('goal.label')}
            valueText={t('progress.meter', { value: fraction * 100, max: 100 })}
          >
            <span>{fraction * 100}</span>
          </ProgressMeter>
        ))}
        <ProgressMeter
          fraction={0.7}
          size={120}
          color="var(--at-category-sleep)"
          label={t('goal.label')}
          valueText={t('progress.meter', { value: 70, max: 100 })}
        >
          <span>70</span>
        </ProgressMeter>
      </div>
    );
  },
};
