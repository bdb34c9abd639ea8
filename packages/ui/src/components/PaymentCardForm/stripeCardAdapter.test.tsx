import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { PaymentCardForm } from './PaymentCardForm';
import { createStripeCardAdapter, type StripeCardElementLike, type StripeLike } from './stripeCardAdapter';

/** A stand-in for Stripe.js at the edge of the test: a card element whose events the test fires. */
function fakeStripe(createToken: StripeLike['createToken']) {
  const listeners: Record<string, (event?: never) => void> = {};
  const card: StripeCardElementLike = {
    mount: vi.fn(),
    destroy: vi.fn(),
    on: (event: string, handler: (event?: never) => void) => {
      listeners[event] = handler;
    },
  } as unknown as StripeCardElementLike;
  const stripe: StripeLike = { elements: () => ({ create: () => card }), createToken };
  const fire = (event: string, payload?: unknown) => act(() => listeners[event]?.(payload as never));
  return { stripe, card, fire };
}

describe('createStripeCardAdapter', () => {
  it('mounts Stripe’s card element, enables Pay when complete and pays with Stripe’s token', async () => {
    const user = userEvent.setup();
    const { stripe, card, fire } = fakeStripe(async () => ({ token: { id: 'tok_live_123' } }));
    const adapter = createStripeCardAdapter({ publishableKey: 'pk_test', loadStripe: async () => stripe });
    const onToken = vi.fn();
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={onToken} adapter={adapter} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', true);
    await fire('change', { complete: true });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(onToken).toHaveBeenCalledWith('tok_live_123');
  });

  it('shows Stripe’s error on blur, clears it on focus, and shows its message when tokenizing fails', async () => {
    const user = userEvent.setup();
    const { stripe, card, fire } = fakeStripe(async () => ({
      error: { message: 'Your card was declined.' },
    }));
    const adapter = createStripeCardAdapter({ publishableKey: 'pk_test', loadStripe: async () => stripe });
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={() => {}} adapter={adapter} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await fire('change', { complete: false, error: { message: 'Your card number is incomplete.' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    await fire('blur');
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
    await fire('focus');
    expect(screen.getByRole('alert').textContent).toBe('');
    await fire('change', { complete: true });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
  });

  it("falls back to 'An error occurred. Please try again.' without a message", async () => {
    const user = userEvent.setup();
    const { stripe, card, fire } = fakeStripe(async () => ({}));
    const adapter = createStripeCardAdapter({ publishableKey: 'pk_test', loadStripe: async () => stripe });
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={() => {}} adapter={adapter} />);
    await waitFor(() => expect(card.mount).toHaveBeenCalled());
    await fire('change', { complete: true });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again.');
  });
});
