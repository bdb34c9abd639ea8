import { SessionCard, ToolHeader } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { addOnSession, focusPlan, primedSession, resolvesWith, sleepAddOnPlan, TODAY } from '../fixtures';

/** Maya's plan page as a parent sees it: the plan's header, then its sessions in order. */
function PlanPage() {
  const plan = focusPlan.activity_plan;
  return (
    <>
      <ToolHeader
        title={plan.title}
        subtitle={plan.short_description}
        color={plan.primary_color}
        onBack={fn()}
      />
      <main style={{ display: 'grid', gap: 12, maxWidth: 640, margin: '0 auto', padding: 16 }}>
        {[
          ...focusPlan.child_activity_sessions.slice(0, 4),
          primedSession,
          ...focusPlan.child_activity_sessions.slice(5),
        ].map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            today={TODAY}
            plan={plan.key}
            childId={focusPlan.child_id}
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

/** Intro, completed, skipped, partly done, the primed (open) session, scheduled, plus an add-on session. */
export const AllStatuses: StoryObj<typeof meta> = {};
