import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { CheckboxField, CheckboxGroup } from './CheckboxField';

/** The texts a screen reader reads after the box's name: those its `aria-describedby` points to. */
function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function Controlled({ error }: { readonly error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      label="I agree"
      checked={checked}
      onCheckedChange={setChecked}
      hint="Required"
      error={error}
    />
  );
}

describe('CheckboxField', () => {
  it('is a checkbox named by its label, ticked and cleared by a click on the label', async () => {
    const { container } = renderWithI18n(<Controlled />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' });
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('I agree'));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(describedBy(box)).toBe('Required');
    await expectNoAxeViolations(container);
  });

  it('announces its error with the box and marks it invalid', async () => {
    const { container } = renderWithI18n(<Controlled error="Please tick this box" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toBe('Required Please tick this box');
    await expectNoAxeViolations(container);
  });

  it('groups boxes under the question they answer', async () => {
    const { container } = renderWithI18n(
      <CheckboxGroup legend="Which plans?">
        <CheckboxField label="Reading" checked onCheckedChange={() => undefined} />
        <CheckboxField label="Speech" checked={false} onCheckedChange={() => undefined} />
      </CheckboxGroup>,
    );
    const group = screen.getByRole('group', { name: 'Which plans?' });
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Reading' }).checked).toBe(true);
    await expectNoAxeViolations(container);
  });
});
