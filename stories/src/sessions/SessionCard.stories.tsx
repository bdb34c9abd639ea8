import { SessionCard } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  addOnSession,
  completedSession,
  dueSession,
  dueWithoutLengthSession,
  introSession,
  longTextSession,
  mostlyDoneSession,
  noQuickActionsSession,
  partialSession,
  primedSession,
  rejectsWith,
  resolvesWith,
  StoryApiError,
  scheduledSession,
  skippedSession,
  staysPending,
  TODAY,
} from '../fixtures';
import { inColumn, tallCanvas } from '../support/decorators';

/**
 * A session of Maya's plan, in every status the card shows. "Today" is frozen at 2026-03-10; the quick
 * actions are provided per story (resolve, reject, or stay pending).
 */
const meta = {
  title: 'Sessions/Session card',
  component: SessionCard,
  decorators: [inColumn()],
  args: {
    session: dueSession,
    today: TODAY,
    plan: 'attune-essentials',
    isAddOn: false,
    onStart: fn(),
    childId: 11,
    onQuickAction: fn(resolvesWith(undefined)),
    reloadPlans: fn(resolvesWith([])),
    onDone: fn(),
  },
} satisfies Meta<typeof SessionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expand(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { expanded: false });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return canvas;
}

/** 'Completed {date}': done, cannot be opened. */
export const Completed: Story = {
  args: { session: completedSession },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** 'Skipped {date}': done, cannot be opened. */
export const Skipped: Story = { args: { session: skippedSession } };

/** '25% Complete': one of four items done; the start button says 'Continue Session'. */
export const PartlyDone: Story = { args: { session: partialSession } };

/** '75% Complete'. */
export const MostlyDone: Story = { args: { session: mostlyDoneSession } };

/** 'Scheduled for {date}' next week: 'Start Early', no quick actions. */
export const Scheduled: Story = { args: { session: scheduledSession } };

/** Due today with its length ('15 min'): 'Start Session'. */
export const DueWithLength: Story = { args: { session: dueSession } };

/** Due today with no length: 'Ready to complete'. */
export const DueReadyToComplete: Story = { args: { session: dueWithoutLengthSession } };

/** The plan's intro (position 0): 'Get Started', goes to the plan intro. */
export const IntroGetStarted: Story = { args: { session: introSession } };

/** Primed (the one to do next): starts expanded with description, 'What's Needed:' and actions. */
export const PrimedExpanded: Story = {
  args: { session: primedSession },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { expanded: true })).toBeInTheDocument();
  },
};

/** Read by a collaborator the family shared the child with: the details, no start and no quick actions. */
export const ReadOnly: Story = { args: { session: primedSession, readOnly: true } };

/** An add-on plan's session: the 'Add On' badge. */
export const AddOnBadge: Story = {
  args: { session: addOnSession, isAddOn: true, plan: 'childhood-sleep-improvement' },
};

/** The plan allows neither skipping nor marking complete: only the start button. */
export const WithoutQuickActions: Story = {
  args: { session: noQuickActionsSession },
  play: async ({ canvasElement }) => {
    const canvas = await expand(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** A long title and description, opened: checks wrapping, in Spanish especially. */
export const LongTextExpanded: Story = {
  args: { session: longTextSession },
  play: async ({ canvasElement }) => {
    await expand(canvasElement);
  },
};

/** Expanded by the parent: 'Start Session', 'Mark as Complete', 'Skip Session'. */
export const DueExpanded: Story = {
  args: { session: dueSession },
  play: async ({ canvasElement }) => {
    await expand(canvasElement);
  },
};

/** Partly done and expanded: 'Continue Session' goes to item 2. */
export const ContinueSession: Story = {
  args: { session: partialSession },
  play: async ({ canvasElement, args }) => {
    const canvas = await expand(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onStart).toHaveBeenCalledWith({ kind: 'item', position: 2 });
  },
};

/** 'Start Early' asks first. */
export const StartEarlyDialog: Story = {
  args: { session: scheduledSession },
  decorators: [tallCanvas],
  play: async ({ canvasElement, args }) => {
    const canvas = await expand(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[1] as HTMLElement);
    await expect(await canvas.findByRole('dialog')).toHaveAttribute('open');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

async function openQuickAction(canvasElement: HTMLElement, index: 2 | 3) {
  const canvas = await expand(canvasElement);
  await userEvent.click(canvas.getAllByRole('button')[index] as HTMLElement);
  const dialog = await canvas.findByRole('dialog');
  return { canvas, dialog: within(dialog) };
}

/** 'Mark as Complete' confirmation. */
export const MarkCompleteDialog: Story = {
  decorators: [tallCanvas],
  play: async ({ canvasElement }) => {
    await openQuickAction(canvasElement, 2);
  },
};

/** Confirmed; the items are being marked complete (the request stays pending here). */
export const MarkCompleteSaving: Story = {
  decorators: [tallCanvas],
  args: { onQuickAction: fn(staysPending()) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openQuickAction(canvasElement, 2);
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onQuickAction).toHaveBeenCalledWith(
      'complete',
      dueSession.child_activity_items.map((item) => ({ id: item.id, change: { complete: true } })),
    );
    await waitFor(() => expect(buttons[buttons.length - 1]).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server failed: the card says so for 3.5 s; nothing is lost. */
export const MarkCompleteFailed: Story = {
  decorators: [tallCanvas],
  args: { onQuickAction: fn(rejectsWith(new StoryApiError(500), 50)) },
  play: async ({ canvasElement, args }) => {
    const { canvas, dialog } = await openQuickAction(canvasElement, 2);
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('alert').textContent).not.toBe(''));
    await expect(args.reloadPlans).not.toHaveBeenCalled();
  },
};

/** Marked complete: the plans reload, then the app is told (it shows the new state). */
export const MarkCompleteDone: Story = {
  decorators: [tallCanvas],
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openQuickAction(canvasElement, 2);
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(args.reloadPlans).toHaveBeenCalledWith(11);
  },
};

/** 'Skip Session' in most plans: a generic message. */
export const SkipDialog: Story = {
  decorators: [tallCanvas],
  play: async ({ canvasElement }) => {
    await openQuickAction(canvasElement, 3);
  },
};

/** Skipping in the coexisting-conditions plan: rescheduled 14 days from today. */
export const SkipDialogCoexistingConditions: Story = {
  decorators: [tallCanvas],
  args: { plan: 'coexisting-conditions' },
  play: async ({ canvasElement }) => {
    await openQuickAction(canvasElement, 3);
  },
};

/** Skipping in the medication-insights plan: rescheduled 7 days from today. */
export const SkipDialogMedicationInsights: Story = {
  decorators: [tallCanvas],
  args: { plan: 'medication-insights' },
  play: async ({ canvasElement }) => {
    await openQuickAction(canvasElement, 3);
  },
};
