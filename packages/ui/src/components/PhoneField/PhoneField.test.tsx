import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('keeps only the characters a phone number can hold', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PhoneField onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '(201) abc 555-0123!');
    expect(input).toHaveProperty('value', '(201)  555-0123');
  });

  it('emits the international number only once it is valid, for the US by default', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<PhoneField onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '2015550123');
    expect(onValueChange).toHaveBeenLastCalledWith('+12015550123');
    expect(onValueChange.mock.calls.slice(0, -1).every(([value]) => value === null)).toBe(true);
  });

  it('offers the preferred countries first, US selected', () => {
    renderWithI18n(<PhoneField onValueChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(select.value).toBe('US');
    const codes = [...select.options].slice(0, 12).map((option) => option.value);
    expect(codes).toEqual(['US', 'CA', 'GB', 'AU', 'BR', 'SG', 'ZA', 'PH', 'NZ', 'TR', 'MX', 'JP']);
    expect(select.options.length).toBeGreaterThan(200);
  });

  it('reads a national number in the chosen country', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<PhoneField onValueChange={onValueChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07400 123456');
    expect(onValueChange).toHaveBeenLastCalledWith('+447400123456');
  });

  it('shows a problem on leaving the field and clears it on coming back', async () => {
    const user = userEvent.setup();
    renderWithI18n(<PhoneField onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '12');
    expect(screen.queryByText('Enter a valid phone number.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
    await user.click(input);
    expect(screen.queryByText('Enter a valid phone number.')).toBeNull();
  });

  it('lets a click on the next control land, then shows the problem of the number left behind', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    renderWithI18n(
      <form>
        <PhoneField onValueChange={() => {}} />
        <button type="button" onClick={onContinue}>
          Continue
        </button>
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '12345');
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    // Pressed: focus has left the number, but nothing above the button has moved yet.
    expect(screen.queryByText('Enter a valid phone number.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: next });
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
    // The number typed is kept and can be corrected.
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '67890');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '1234567890');
  });

  it('refuses a landline where the form asks for a mobile', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<PhoneField onValueChange={onValueChange} refuseLandlines defaultCountry="GB" />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '020 7946 0018');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(screen.getByText(/Please enter a mobile number/)).toBeTruthy();
  });

  it('names countries in Spanish', () => {
    renderWithI18n(<PhoneField onValueChange={() => {}} />, { language: 'es' });
    expect(screen.getByRole('option', { name: 'Estados Unidos (+1)' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<PhoneField onValueChange={() => {}} required />);
    await expectNoAxeViolations(container);
  });
});
