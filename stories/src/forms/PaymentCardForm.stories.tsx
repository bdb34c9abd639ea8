import { PaymentCardForm } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inColumn } from '../support/decorators';
import { textsOf } from '../support/T';

/**
 * The payment card form with the test card adapter (no Stripe key configured): Pay is disabled until the
 * card is complete; card errors show on blur and clear on focus.
 */
const meta = {
  title: 'Forms/Payment card',
  component: PaymentCardForm,
  decorators: [inColumn(480)],
  args: { submitLabel: 'Pay Now', onToken: fn() },
  render: function Render(args, { globals }) {
    return <PaymentCardForm {...args} submitLabel={textsOf(globals)('purchase.pay-now')} />;
  },
} satisfies Meta<typeof PaymentCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvasElement: HTMLElement) {
  const [number, expiry, cvc] = within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];
  if (!number || !expiry || !cvc) throw new Error('card fields missing');
  return { number, expiry, cvc };
}

/** Empty: Pay disabled. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: textsOf(globals)('purchase.pay-now') }),
    ).toBeDisabled();
  },
};

/** A complete test card: Pay enabled; paying hands the token over. */
export const Complete: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { number, expiry, cvc } = fields(canvasElement);
    await userEvent.type(number, '4242424242424242');
    await userEvent.type(expiry, '12/29');
    await userEvent.type(cvc, '123');
    const pay = within(canvasElement).getByRole('button', { name: textsOf(globals)('purchase.pay-now') });
    await expect(pay).toBeEnabled();
    await userEvent.click(pay);
    await expect(args.onToken).toHaveBeenCalledWith('tok_visa');
  },
};

/** Incomplete number, then focus left the card: the error shows. */
export const ErrorOnBlur: Story = {
  play: async ({ canvasElement, globals }) => {
    const { number } = fields(canvasElement);
    await userEvent.type(number, '4242 4242');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      await within(canvasElement).findByText(textsOf(globals)('purchase.card.numberIncomplete')),
    ).toBeInTheDocument();
  },
};

/** Busy: the order is being placed. */
export const Busy: Story = { args: { busy: true } };
