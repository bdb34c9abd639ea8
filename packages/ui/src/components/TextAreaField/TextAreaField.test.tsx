import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a multi-line text named by its label, described by its hint', async () => {
    const { container } = renderWithI18n(
      <TextAreaField label="Message" hint="Up to 2000 characters." required rows={4} />,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveProperty('required', true);
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Up to 2000 characters.').id);
    await expectNoAxeViolations(container);
  });

  it('announces an error and marks the field invalid', () => {
    renderWithI18n(<TextAreaField label="Message" error="Write a message." />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Write a message.');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('keeps what the parent types when left to the form (defaultValue, name)', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <form aria-label="Reflection">
        <TextAreaField label="Reflection" name="reflection" defaultValue="We" />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Reflection' }), ' walked.');
    const form = screen.getByRole('form', { name: 'Reflection' }) as HTMLFormElement;
    expect(new FormData(form).get('reflection')).toBe('We walked.');
  });
});
