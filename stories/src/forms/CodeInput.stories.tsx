import { CodeInput } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T } from '../support/T';

/** The six-digit confirmation code: every state of the code-entry machine. */
const meta = {
  title: 'Forms/Confirmation code',
  component: CodeInput,
  args: { onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

function boxes(canvasElement: HTMLElement): HTMLInputElement[] {
  return within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];
}

/** Empty: six boxes. */
export const Empty: Story = {};

/** Partly typed: three digits, the cursor moved on to the fourth box. */
export const Partial: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0] as HTMLInputElement);
    await userEvent.keyboard('482');
    await expect(inputs.map((input) => input.value).join('')).toBe('482');
    await expect(inputs[3]).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Letters are refused: only digits stay in the boxes. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0] as HTMLInputElement);
    await userEvent.keyboard('4a-8');
    await expect(inputs.map((input) => input.value).join('')).toBe('48');
  },
};

/** Pasting spreads the digits across the boxes; all six filled sends the code. */
export const CompleteByPaste: Story = {
  play: async ({ canvasElement, args }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0] as HTMLInputElement);
    await userEvent.paste('482 913');
    await expect(inputs.map((input) => input.value).join('')).toBe('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** Backspace on an empty box moves back to the previous one. */
export const BackspaceMovesBack: Story = {
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement);
    await userEvent.click(inputs[0] as HTMLInputElement);
    await userEvent.keyboard('48');
    await userEvent.keyboard('{Backspace}');
    await expect(inputs.map((input) => input.value).join('')).toBe('4');
    await expect(inputs[1]).toHaveFocus();
  },
};

/** The server refused the code. */
export const WithError: Story = {
  args: { error: <T k="errors.confirmation.invalid" /> },
};

/** Disabled while the code is being checked. */
export const Disabled: Story = { args: { disabled: true } };
