import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { FileField } from './FileField';

/** Keeps a PNG, refuses anything else (as a page checks a photo before it keeps it). */
function Harness({ disabled = false }: { disabled?: boolean }) {
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <FileField
      label="Front of the card"
      hint="A PNG photo."
      accept={['image/png', 'image/jpeg']}
      fileName={name}
      error={error}
      disabled={disabled}
      onFileChange={(file) => {
        const ok = file?.type === 'image/png';
        setName(ok ? (file?.name ?? null) : null);
        setError(ok ? undefined : 'Choose a PNG photo.');
      }}
    />
  );
}

const png = new File(['png'], 'front.png', { type: 'image/png' });

describe('FileField', () => {
  it('is a file input named by its label, offering the accepted types, saying no file is chosen yet', () => {
    renderWithI18n(<Harness />);
    const input = screen.getByLabelText('Front of the card');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg');
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(screen.getByText('Choose File').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the chosen file’s name, described with the hint', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const input = screen.getByLabelText('Front of the card');
    await user.upload(input, png);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Chosen: front.png', 'A PNG photo.']);
  });

  it('announces a refused file with the field and marks it invalid', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithI18n(<Harness />);
    const input = screen.getByLabelText('Front of the card');
    await user.upload(input, new File(['gif'], 'card.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a PNG photo.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('is reached by the keyboard, and not when disabled', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Front of the card'));
    unmount();
    renderWithI18n(<Harness disabled />);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows its texts in Spanish', () => {
    renderWithI18n(<Harness />, { language: 'es' });
    expect(screen.getByText('Ningún archivo elegido')).toBeTruthy();
    expect(screen.getByText('Elegir archivo')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<Harness />);
    await expectNoAxeViolations(container);
  });
});
