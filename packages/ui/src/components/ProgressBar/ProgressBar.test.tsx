import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { SkipLink } from '../SkipLink';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('disables back on the first step', () => {
    renderWithI18n(<ProgressBar step={1} total={4} onBack={() => {}} />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('goes back from a later step', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithI18n(<ProgressBar step={3} total={4} onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(<ProgressBar step={2} total={4} onBack={() => {}} />);
    await expectNoAxeViolations(container);
  });
});

describe('SkipLink', () => {
  it('is a link to the main area, in the family’s language', () => {
    renderWithI18n(<SkipLink />, { language: 'es' });
    expect(screen.getByRole('link', { name: 'Saltar al contenido' }).getAttribute('href')).toBe('#main');
  });
});
