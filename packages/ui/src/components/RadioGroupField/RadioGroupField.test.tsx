import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { RadioGroupField } from './RadioGroupField';

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
] as const;

function Controlled({ error }: { readonly error?: string }) {
  const [gender, setGender] = useState<'female' | 'male' | 'other' | ''>('');
  return (
    <RadioGroupField
      label="Gender"
      required
      inline
      options={GENDERS}
      value={gender}
      onValueChange={setGender}
      error={error}
    />
  );
}

describe('RadioGroupField', () => {
  it('is a group named by its question, one radio per choice, the chosen one checked', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<Controlled />);
    expect(screen.getByRole('group', { name: 'Gender' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', false);
    await expectNoAxeViolations(container);
  });

  it('describes the group with its error', () => {
    renderWithI18n(<Controlled error="Choose one." />);
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Choose one.').id);
  });

  it("leaves the value to the form when uncontrolled: the chosen radio's value is submitted", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <form aria-label="Contact">
        <RadioGroupField label="Topic" name="topic" defaultValue="female" options={GENDERS} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement;
    expect(new FormData(form).get('topic')).toBe('female');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(new FormData(form).get('topic')).toBe('other');
  });
});
