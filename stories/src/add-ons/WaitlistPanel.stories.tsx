import { WaitlistPanel } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  readingTutorSolution,
  rejectsWith,
  resolvesWith,
  StoryApiError,
  staysPending,
  waitListItems,
} from '../fixtures';
import { inColumn } from '../support/decorators';

const [readingTutorItem] = waitListItems;

/** The waiting list of the Reading Attention Tutor, not available yet: every state of the waitlist machine. */
const meta = {
  title: 'Add-ons/Waitlist panel',
  component: WaitlistPanel,
  decorators: [inColumn(480)],
  args: {
    name: readingTutorSolution.displayName,
    waitListItem: readingTutorItem,
    joinWaitlist: fn(resolvesWith({ wait_list_item: readingTutorItem })),
    onJoined: fn(),
  },
} satisfies Meta<typeof WaitlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function join(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button'));
  return canvas;
}

/** Not in the list: 'Join Waiting List'. */
export const NotInList: Story = {};

/** Joining: the request is on its way (it stays pending here). */
export const Loading: Story = {
  args: { joinWaitlist: fn(staysPending()) },
  play: async ({ canvasElement, args }) => {
    const canvas = await join(canvasElement);
    await expect(args.joinWaitlist).toHaveBeenCalledWith(readingTutorItem);
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Joined after tapping Join: the confirmation. */
export const Joined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await join(canvasElement);
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await expect(args.onJoined).toHaveBeenCalledWith(readingTutorItem);
  },
};

/** Already on the list when the panel opens. */
export const AlreadyJoined: Story = { args: { joined: true } };

/** The request failed: 'Something went wrong. Please try again.' for 3.5 s, then Join again. */
export const ErrorShown: Story = {
  args: { joinWaitlist: fn(rejectsWith(new StoryApiError(500), 50)) },
  play: async ({ canvasElement }) => {
    const canvas = await join(canvasElement);
    await expect(await canvas.findByText(/./, { selector: '[role="alert"]' })).toBeInTheDocument();
  },
};
