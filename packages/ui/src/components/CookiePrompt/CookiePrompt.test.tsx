import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { CookiePrompt } from './CookiePrompt';

describe('CookiePrompt', () => {
  it('says cookies are used, links to Learn More and can only be acknowledged', async () => {
    const user = userEvent.setup();
    const onAcknowledge = vi.fn();
    renderWithI18n(
      <CookiePrompt
        acknowledged={false}
        inNativeApp={false}
        learnMoreHref="/privacy-policy.html"
        onAcknowledge={onAcknowledge}
      />,
    );
    expect(screen.getByText(/uses cookies to give you full functionality/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      '/privacy-policy.html',
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Got It' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
  });

  it('is hidden in the native app and once acknowledged', () => {
    const { rerender, container } = renderWithI18n(
      <CookiePrompt acknowledged={false} inNativeApp learnMoreHref="/p" onAcknowledge={() => {}} />,
    );
    expect(container.textContent).toBe('');
    rerender(<CookiePrompt acknowledged inNativeApp={false} learnMoreHref="/p" onAcknowledge={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <CookiePrompt acknowledged={false} inNativeApp={false} learnMoreHref="/p" onAcknowledge={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
