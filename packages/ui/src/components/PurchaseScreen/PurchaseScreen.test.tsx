import { product, purchase } from '@attune/core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { PurchaseScreen, type PurchaseScreenProps } from './PurchaseScreen';

function renderScreen(overrides: Partial<PurchaseScreenProps> = {}, language: 'en' | 'es' = 'en') {
  const props: PurchaseScreenProps = {
    open: true,
    onClose: vi.fn(),
    name: 'Bark',
    product: product(),
    childId: 5,
    today: '2026-03-02',
    method: 'card',
    createPurchase: vi.fn(async () => purchase()),
    reloadPlans: vi.fn(async () => {}),
    reloadCourses: vi.fn(async () => {}),
    ...overrides,
  };
  renderWithI18n(<PurchaseScreen {...props} />, { language });
  return props;
}

async function payWithCard(
  user: ReturnType<typeof userEvent.setup>,
  number = '4242424242424242',
  label = 'Start Trial',
) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.click(screen.getByRole('button', { name: label }));
}

describe('PurchaseScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says Start Trial with the charge date for a product with a trial', () => {
    renderScreen();
    expect(screen.getByRole('dialog', { name: 'Get Bark' })).toBeTruthy();
    expect(
      screen.getByText("Your free trial lasts 7 days. You won't be charged until March 9, 2026."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Trial' })).toBeTruthy();
  });

  it('says what is bought: the price with its period, and that a card is charged today without a trial', () => {
    renderScreen({ product: product({ value: 1499, trial_length: 0 }), pricingKey: 'monthly' });
    expect(screen.getByText('$14.99 / month')).toBeTruthy();
    expect(screen.getByText('Your card is charged today.')).toBeTruthy();
  });

  it('says the yearly price per year in Spanish', () => {
    renderScreen({ product: product({ value: 11999 }), pricingKey: 'yearly' }, 'es');
    expect(screen.getByText(/\/ año$/)).toBeTruthy();
  });

  it('shows a one-off price without a period', () => {
    renderScreen({ product: product({ value: 7995, trial_length: 0 }), pricingKey: 'non_consumable' });
    expect(screen.getByText('$79.95')).toBeTruthy();
  });

  it('says Pay Now by card and Purchase in-app without a trial', () => {
    const { product: p } = renderScreen({ product: product({ trial_length: 0 }) });
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.queryByText(/free trial/)).toBeNull();
    expect(p.trial_length).toBe(0);
  });

  it('says Purchase in the native app and sends the store receipt', async () => {
    const user = userEvent.setup();
    const receipt = { transaction_date: '2026-03-02', transaction_id: 't1', transaction_receipt: 'r1' };
    const props = renderScreen({
      product: product({ trial_length: 0 }),
      method: 'in-app',
      requestInAppPurchase: async () => receipt,
    });
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() =>
      expect(props.createPurchase).toHaveBeenCalledWith(
        expect.objectContaining({ request: { payment: { product_id: 31, iap: receipt }, child_id: 5 } }),
      ),
    );
  });

  it("shows the store's own message when it refuses in the native app, without calling the server", async () => {
    const user = userEvent.setup();
    const props = renderScreen({
      product: product({ trial_length: 0 }),
      method: 'in-app',
      requestInAppPurchase: async () =>
        Promise.reject(new Error('The App Store could not complete the purchase.')),
    });
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The App Store could not complete the purchase.'),
    );
    expect(props.createPurchase).not.toHaveBeenCalled();
  });

  it('falls back to the card error when the store refuses without a message', async () => {
    const user = userEvent.setup();
    renderScreen({
      product: product({ trial_length: 0 }),
      method: 'in-app',
      requestInAppPurchase: async () => Promise.reject(new Error('')),
    });
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.'),
    );
  });

  it('places the order with the card token, completes, and on Continue reloads plans and courses then closes', async () => {
    const user = userEvent.setup();
    const props = renderScreen();
    await payWithCard(user);
    expect(props.createPurchase).toHaveBeenCalledWith(
      expect.objectContaining({
        request: { payment: { product_id: 31, stripe_token: 'tok_visa' }, child_id: 5 },
      }),
    );
    expect(await screen.findByText('Order Complete')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(props.reloadPlans).toHaveBeenCalledWith(5);
    expect(props.reloadCourses).toHaveBeenCalledWith(5);
  });

  it('shows the pay button busy while the order is placed', async () => {
    const user = userEvent.setup();
    renderScreen({ createPurchase: () => new Promise(() => {}) });
    await payWithCard(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start Trial' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(screen.getByLabelText('Card number')).toHaveProperty('disabled', true);
  });

  it('shows the server’s errors for 3.5 seconds, then clears them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen({
      createPurchase: async () => {
        throw { errors: ['Your card was declined.'] };
      },
    });
    await payWithCard(user, '4000000000000002');
    await waitFor(() => expect(screen.getByText('An error occurred: Your card was declined.')).toBeTruthy());
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    expect(screen.queryByText('An error occurred: Your card was declined.')).toBeNull();
  });

  it('shows the generic order failure in Spanish', async () => {
    const user = userEvent.setup();
    renderScreen(
      {
        product: product({ trial_length: 0 }),
        createPurchase: async () => {
          throw new Error('network');
        },
      },
      'es',
    );
    await user.type(screen.getByLabelText('Número de tarjeta'), '4242424242424242');
    await user.type(screen.getByLabelText('Vencimiento (MM / AA)'), '1230');
    await user.type(screen.getByLabelText('Código de seguridad (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    expect(
      await screen.findByText('Algo salió mal al procesar tu pedido. Inténtalo de nuevo o contáctanos.'),
    ).toBeTruthy();
  });

  it('has no axe violations', async () => {
    renderScreen();
    await expectNoAxeViolations(document.body);
  });
});
