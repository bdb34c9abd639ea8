import { PhoneField, PhoneFieldPlaceholder } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { textsOf } from '../support/T';

/** The phone field: valid characters only, the international number only when valid, US by default. */
const meta = {
  title: 'Forms/Phone field',
  component: PhoneField,
  decorators: [inColumn(420)],
  args: { onValueChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, United States preselected. */
export const Empty: Story = {};

/** Required (sign-up). */
export const Required: Story = { args: { required: true } };

/** A valid US mobile number: the field emits +1…. */
export const ValidUsNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '(415) 555-0134');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+14155550134');
  },
};

/** Letters are refused as they are typed. */
export const ValidCharactersOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox') as HTMLInputElement;
    await userEvent.type(input, '415abc');
    await expect(input.value).not.toMatch(/[a-z]/i);
  },
};

/** Too short: no number is emitted, and leaving the field says so. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '555 01');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(await canvas.findByText(textsOf(globals)('forms.phone.invalid'))).toBeInTheDocument();
  },
};

/** Where texts are needed, a UK landline is refused. */
export const LandlineRefused: Story = {
  args: { refuseLandlines: true, defaultCountry: 'GB', defaultValue: '020 7946 0018' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.tab();
    await expect(await canvas.findByText(textsOf(globals)('forms.phone.landline'))).toBeInTheDocument();
  },
};

/** Mexico picked, a Mexican mobile typed. */
export const OtherCountry: Story = { args: { defaultCountry: 'MX', defaultValue: '55 1234 5678' } };

/** The field's outline while the phone metadata loads (`PhoneFieldPlaceholder`): same label, same boxes. */
export const LoadingPlaceholder: Story = {
  render: () => <PhoneFieldPlaceholder />,
};
