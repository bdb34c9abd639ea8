import { PurchaseScreen } from '@attune/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  foodSensitivityProduct,
  foodSensitivitySolution,
  maya,
  mayaSleepPurchase,
  rejectsWith,
  resolvesWith,
  StoryApiError,
  sleepProduct,
  sleepSolution,
  staysPending,
  TODAY,
} from '../fixtures';
import { tallCanvas } from '../support/decorators';
import { textsOf } from '../support/T';

/**
 * The slide-in purchase screen: every state of the purchase machine (idle, loading, error, order
 * complete) and each button label. "Today" is 2026-03-10, so a 7-day trial is charged on 17 March.
 */
const meta = {
  title: 'Add-ons/Purchase screen',
  component: PurchaseScreen,
  decorators: [tallCanvas],
  args: {
    open: true,
    onClose: fn(),
    name: foodSensitivitySolution.displayName,
    product: foodSensitivityProduct,
    childId: maya.id,
    today: TODAY,
    method: 'card',
    createPurchase: fn(resolvesWith(mayaSleepPurchase, 100)),
    reloadPlans: fn(resolvesWith([], 100)),
    reloadCourses: fn(resolvesWith([], 100)),
  },
} satisfies Meta<typeof PurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** Types Stripe's test Visa and pays. */
async function payByCard({ canvasElement, globals }: Ctx, label = 'purchase.pay-now') {
  const canvas = within(canvasElement);
  const t = textsOf(globals);
  // The sheet opens in an effect after the first render: wait for its fields.
  const [number, expiry, cvc] = await canvas.findAllByRole('textbox');
  await userEvent.type(number as HTMLElement, '4242424242424242');
  await userEvent.type(expiry as HTMLElement, '12/29');
  await userEvent.type(cvc as HTMLElement, '123');
  await userEvent.click(canvas.getByRole('button', { name: t(label) }));
  return { canvas, t };
}

/** Idle, by card, no trial: 'Pay Now', disabled until the card is complete. */
export const PayNow: Story = {};

/** A product with a 7-day trial: 'Start Trial' and the charge date (today + 7 days). */
export const StartTrial: Story = {
  args: { name: sleepSolution.displayName, product: sleepProduct },
};

/** Inside the native app (in-app purchase): 'Purchase'. */
export const PurchaseInApp: Story = {
  args: {
    method: 'in-app',
    requestInAppPurchase: fn(
      resolvesWith({
        transaction_date: '2026-03-10T17:45:00Z',
        transaction_id: '1000000912345678',
        transaction_receipt: 'MIIT...story-receipt',
      }),
    ),
  },
};

/** Loading: the order is being placed (the request stays pending here). */
export const Loading: Story = {
  args: { createPurchase: fn(staysPending()) },
  play: async (ctx) => {
    const { canvas, t } = await payByCard(ctx);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('purchase.pay-now') })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** The server refused with its reasons: 'An error occurred: {errors}' (shown 3.5 s). */
export const ErrorFromServer: Story = {
  args: { createPurchase: fn(rejectsWith(new StoryApiError(422, ['Your card was declined.']), 50)) },
  play: async (ctx) => {
    const { canvas } = await payByCard(ctx);
    await waitFor(() => expect(canvas.getByRole('alert').textContent).not.toBe(''));
  },
};

/** The order failed without reasons: the generic message (shown 3.5 s). */
export const ErrorGeneric: Story = {
  args: { createPurchase: fn(rejectsWith(new TypeError('Failed to fetch'), 50)) },
  play: async (ctx) => {
    const { canvas } = await payByCard(ctx);
    await waitFor(() => expect(canvas.getByRole('alert').textContent).not.toBe(''));
  },
};

/** The store refused inside the native app: the provider's message. */
export const ErrorInApp: Story = {
  args: {
    method: 'in-app',
    requestInAppPurchase: fn(rejectsWith(new Error('The App Store could not complete the purchase.'), 50)),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: textsOf(globals)('purchase.purchase') }));
    await waitFor(() => expect(canvas.getByRole('alert').textContent).not.toBe(''));
  },
};

/** Order complete: Continue reloads Maya's plans and courses, then closes. */
export const OrderComplete: Story = {
  play: async (ctx) => {
    const { canvas } = await payByCard(ctx);
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** Trial started: order complete after 'Start Trial'. */
export const TrialStarted: Story = {
  args: { name: sleepSolution.displayName, product: sleepProduct },
  play: async (ctx) => {
    const { canvas } = await payByCard(ctx, 'purchase.start-trial');
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** Continue tapped: reloading plans and courses before closing (stays pending here). */
export const ReloadingAfterOrder: Story = {
  args: { reloadPlans: fn(staysPending()) },
  play: async (ctx) => {
    const { canvas, t } = await payByCard(ctx);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.continue') }));
    await expect(ctx.canvasElement.ownerDocument.body).toBeTruthy();
  },
};
