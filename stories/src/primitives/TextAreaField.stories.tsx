import { TextAreaField } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { T } from '../support/T';

/** A labelled multi-line text (a session's reflection, a message to the care team), with its hint and error. */
const meta = {
  title: 'Primitives/Text area field',
  component: TextAreaField,
  decorators: [inColumn(420)],
  args: { label: <T k="plan.reflectionLabel" />, hint: <T k="plan.reflectionHint" />, rows: 4 },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with its hint under it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await userEvent.type(field, 'We took a walk.');
    await expect(field).toHaveValue('We took a walk.');
  },
};

/** Required: an asterisk by the label. */
export const Required: Story = {
  args: {
    label: <T k="helpCenter.contactMessage" />,
    hint: <T k="helpCenter.contactMessageHint" values={{ max: 2000 }} />,
    required: true,
    rows: 6,
  },
};

/** Refused: the error under the field, announced, and the field marked invalid. */
export const WithError: Story = {
  args: { required: true, error: <T k="prescription.issues.required" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
