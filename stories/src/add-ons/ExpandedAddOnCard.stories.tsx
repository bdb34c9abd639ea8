import { ExpandedAddOnCard, WaitlistPanel } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { barkSolution, readingTutorSolution, resolvesWith, sleepSolution, waitListItems } from '../fixtures';
import { tallCanvas } from '../support/decorators';
import { textsOf } from '../support/T';

/**
 * The expanded add-on card (a dialog): title, share, close (hidden when sandboxed), info, description,
 * other areas it helps, the video (muted and playing; first tap unmutes) and the marketing sections.
 */
const meta = {
  title: 'Add-ons/Expanded add-on card',
  component: ExpandedAddOnCard,
  decorators: [tallCanvas],
  args: {
    open: true,
    onClose: fn(),
    solution: sleepSolution,
    otherAreas: ['Focus', 'Behavior'],
    purchased: false,
    hasWaitListItem: false,
    onGet: fn(),
    share: {
      title: sleepSolution.displayName,
      message: `Check out ${sleepSolution.displayName} on Attune!`,
      url: 'https://attune.example.com/s/add-on/sleep',
    },
    onEvent: fn(),
    // Story videos point at an example host; treat them as missing so no network is needed.
    isMissingVideo: (_url: string): boolean => true,
  },
  render: function Render(args, { globals }) {
    const t = textsOf(globals);
    return (
      <ExpandedAddOnCard
        {...args}
        share={{ ...args.share, message: t('share.message', { name: args.solution.displayName }) }}
      />
    );
  },
} satisfies Meta<typeof ExpandedAddOnCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sleep add-on, not yet bought: 'Get'. */
export const Open: Story = {};

/** Already bought: 'Purchased'. */
export const Purchased: Story = { args: { purchased: true } };

/** The shared view (/s/add-on/sleep): no close button, no purchase-only controls. */
export const Sandboxed: Story = {
  args: { sandboxed: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog');
    const close = canvas.queryByRole('button', { name: textsOf(globals)('addOns.close') });
    await expect(close).toBeNull();
  },
};

/** An affiliate (Bark): 'Get' opens the partner's site. */
export const Affiliate: Story = {
  args: { solution: barkSolution, otherAreas: [] },
};

/** Not available yet: the waiting list panel inside the card. */
export const WithWaitingList: Story = {
  args: {
    solution: readingTutorSolution,
    hasWaitListItem: true,
    otherAreas: ['Focus'],
    children: (
      <WaitlistPanel
        name={readingTutorSolution.displayName}
        waitListItem={waitListItems[0]}
        joinWaitlist={resolvesWith({ wait_list_item: waitListItems[0] })}
      />
    ),
  },
};

/** The share button opens the share prompt. */
export const Sharing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('dialog'));
    await userEvent.click(card.getByRole('button', { name: textsOf(globals)('addOns.share') }));
    await expect((await canvas.findAllByRole('dialog')).length).toBeGreaterThan(1);
  },
};

/** The add-on's video starts muted and playing; the first tap turns the sound on (label changes). */
export const VideoFirstTapUnmutes: Story = {
  args: { isMissingVideo: (_url: string): boolean => false },
  render: function Render(args, { globals }) {
    const t = textsOf(globals);
    const solution = { ...sleepSolution, videoUrl: `${window.location.origin}/story-video.webm` };
    return (
      <ExpandedAddOnCard
        {...args}
        solution={solution}
        share={{ ...args.share, message: t('share.message', { name: solution.displayName }) }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    const tap = await canvas.findByRole('button', { name: t('addOns.unmute') });
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await userEvent.click(tap);
    await expect(video.muted).toBe(false);
    await expect(tap).not.toHaveAccessibleName(t('addOns.unmute'));
  },
};
