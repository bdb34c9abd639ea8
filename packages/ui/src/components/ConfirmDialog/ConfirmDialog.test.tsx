import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { BackWarning } from './ConfirmDialog';

describe('BackWarning', () => {
  it('asks before going back, with Cancel and Go Back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { container } = renderWithI18n(<BackWarning open onConfirm={onConfirm} onCancel={onCancel} />);
    expect(
      screen.getByRole('dialog', {
        name: 'Are you sure you want to go back? You may lose any unsaved changes.',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('stays on the page on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithI18n(<BackWarning open onConfirm={() => {}} onCancel={onCancel} />, { language: 'es' });
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
