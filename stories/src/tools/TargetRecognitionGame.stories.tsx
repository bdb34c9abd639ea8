import type { CognitiveResult } from '@attune/core';
import { TargetRecognitionGame } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { instantFromToday, rejectsWith, resolvesWith, StoryApiError, staysPending } from '../fixtures';
import { inColumn } from '../support/decorators';

const stored: CognitiveResult = {
  id: 1,
  child_id: 1,
  level: 1,
  score: 100,
  leveled_up: true,
  mean_response_ms: 1200,
  completed_at: instantFromToday(0),
};

/** Target Recognition's weekly task: every state of its machine (three sets here; the real task has 80). */
const meta = {
  title: 'Tools/Target Recognition',
  component: TargetRecognitionGame,
  decorators: [inColumn(480)],
  args: {
    level: 1,
    sets: 3,
    seed: 7,
    postResult: fn(resolvesWith(stored)),
    onDone: fn(),
    now: () => 0,
  },
} satisfies Meta<typeof TargetRecognitionGame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts the task and answers every set with the keyboard (the key of the first choice). */
async function playAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button'));
  for (let set = 0; set < 3; set += 1) await userEvent.keyboard('1');
  return canvas;
}

/** Before Start: the level and how to play. */
export const Ready: Story = {};

/** Playing: the second set, after one answer with the number keys. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.keyboard('2');
    await expect(canvas.getByText(/2/, { selector: '.at-target-game__progress' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Saving: every set answered, the answers on their way (they stay pending here). */
export const Saving: Story = {
  args: { postResult: fn(staysPending()) },
  play: async ({ canvasElement, args }) => {
    const canvas = await playAll(canvasElement);
    await expect(args.postResult).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Done: the stored score, and the level up. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await playAll(canvasElement);
    await expect(await canvas.findByText(/100/)).toBeInTheDocument();
    await expect(args.onDone).toHaveBeenCalledWith(stored);
  },
};

/** Saving failed: the error and Try again. */
export const ErrorShown: Story = {
  args: { postResult: fn(rejectsWith(new StoryApiError(500), 50)) },
  play: async ({ canvasElement }) => {
    const canvas = await playAll(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
