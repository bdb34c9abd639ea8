import { SessionCard, ToolHeader } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addOnSession, essentialsPlan, resolvesWith, sleepAddOnPlan, TODAY } from '../fixtures';

/** Maya's plan page as a parent sees it: the plan's header, then its sessions in order. */
function PlanPage() {
  const plan = essentialsPlan.activity_plan;
  return (
    <>
      <ToolHeader
        title={plan.title}
        subtitle={plan.short_description}
        color={plan.primary_color}
        onBack={fn()}
      />
      <main style={{ display: 'grid', gap: 12, maxWidth: 640, margin: '0 auto', padding: 16 }}>
        {essentialsPlan.child_activity_sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            today={TODAY}
            plan={plan.key}
            childId={essentialsPlan.child_id}
            onStart={fn()}
            headingLevel={2}
            onQuickAction={resolvesWith(undefined)}
          />
        ))}
        <SessionCard
          session={addOnSession}
          today={TODAY}
          plan={sleepAddOnPlan.activity_plan.key}
          isAddOn
          childId={sleepAddOnPlan.child_id}
          onStart={fn()}
          headingLevel={2}
          onQuickAction={resolvesWith(undefined)}
        />
      </main>
    </>
  );
}

const meta = {
  title: 'Sessions/Maya’s plan',
  component: PlanPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlanPage>;

export default meta;

/** Intro and week 1 completed, week 2 skipped, week 3 due and primed (open), later weeks scheduled, plus an add-on session. */
export const AllStatuses: StoryObj<typeof meta> = {};
