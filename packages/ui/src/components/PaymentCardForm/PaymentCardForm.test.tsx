import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { PaymentCardForm } from './PaymentCardForm';
import { testCardProblem } from './testCardAdapter';

async function fill(number: string, expiry = '1230', cvc = '123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
  return user;
}

describe('PaymentCardForm with the test card adapter', () => {
  it('keeps Pay disabled until the card is complete', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={() => {}} />);
    const pay = screen.getByRole('button', { name: 'Pay Now' });
    expect(pay).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(pay).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    expect(pay).toHaveProperty('disabled', false);
  });

  it('turns 4242 4242 4242 4242 into tok_visa and 4000 0000 0000 0002 into tok_chargeDeclined', async () => {
    const onToken = vi.fn();
    const { unmount } = renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={onToken} />);
    let user = await fill('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(onToken).toHaveBeenLastCalledWith('tok_visa');
    unmount();
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={onToken} />);
    user = await fill('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(onToken).toHaveBeenLastCalledWith('tok_chargeDeclined');
  });

  it('shows a card problem when a field is left and clears it when a field gets focus', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={() => {}} />);
    await user.type(screen.getByLabelText('Card number'), '4242');
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.click(document.body);
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
    await user.click(screen.getByLabelText('Card number'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('lets a click below the card land, then shows the problem of the card left incomplete', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithI18n(
      <>
        <PaymentCardForm submitLabel="Pay Now" onToken={() => {}} />
        <button type="button" onClick={onBack}>
          Back
        </button>
      </>,
    );
    await user.type(screen.getByLabelText('Card number'), '4242');
    const back = screen.getByRole('button', { name: 'Back' });
    await user.pointer({ keys: '[MouseLeft>]', target: back });
    // Pressed: focus has left the card, but nothing above the button has moved yet.
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: back });
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    // What was typed is kept and the card can be finished.
    await user.type(screen.getByLabelText('Card number'), '424242424242');
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
  });

  it('refuses a card number that fails its check digit', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={() => {}} />);
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.click(document.body);
    expect(screen.getByRole('alert').textContent).toBe('Your card number is invalid.');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<PaymentCardForm submitLabel="Pay Now" onToken={() => {}} />);
    await expectNoAxeViolations(container);
  });
});

describe('testCardProblem', () => {
  const today = new Date('2026-03-02T12:00:00Z');
  it.each([
    ['4242 4242 4242 4242', '12 / 30', '123', null],
    ['4242 4242', '12 / 30', '123', 'numberIncomplete'],
    ['4242 4242 4242 4241', '12 / 30', '123', 'numberInvalid'],
    ['4242 4242 4242 4242', '1', '123', 'expiryIncomplete'],
    ['4242 4242 4242 4242', '13 / 30', '123', 'expiryIncomplete'],
    ['4242 4242 4242 4242', '03 / 26', '123', null],
    ['4242 4242 4242 4242', '02 / 26', '123', 'expiryPast'],
    ['4242 4242 4242 4242', '01 / 26', '123', 'expiryPast'],
    ['4242 4242 4242 4242', '12 / 30', '12', 'cvcIncomplete'],
    ['378282246310005', '12 / 30', '123', 'cvcIncomplete'],
  ])('%s %s %s is %s', (number, expiry, cvc, problem) => {
    expect(testCardProblem(number, expiry, cvc, today)).toBe(problem);
  });
});
