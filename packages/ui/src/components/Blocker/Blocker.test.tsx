import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { PushPrompt } from '../PushPrompt';
import { Blocker, type BlockerKind } from './Blocker';

describe('Blocker', () => {
  it.each<[BlockerKind, string]>([
    ['consent', 'Consent Form Needed'],
    ['createAccount', 'Create Your Account'],
    ['subscription', 'Subscription Needed'],
  ])('the %s blocker offers Go Back and Continue', async (kind, title) => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const onGoBack = vi.fn();
    renderWithI18n(<Blocker kind={kind} open onContinue={onContinue} onGoBack={onGoBack} />);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('goes back on Escape', async () => {
    const user = userEvent.setup();
    const onGoBack = vi.fn();
    renderWithI18n(<Blocker kind="subscription" open onContinue={() => {}} onGoBack={onGoBack} />);
    await user.keyboard('{Escape}');
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <Blocker kind="consent" open onContinue={() => {}} onGoBack={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('PushPrompt', () => {
  it("asks 'You're ready to start making progress!' with Continue", async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    renderWithI18n(<PushPrompt open onContinue={onContinue} onDismiss={() => {}} />);
    expect(screen.getByRole('dialog', { name: "You're ready to start making progress!" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});

describe('Blocker for a subscription that ended', () => {
  it('names the day it ended and offers to restart', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { container } = renderWithI18n(
      <Blocker kind="subscription" open endedOn="2026-12-07" onContinue={onContinue} onGoBack={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your Subscription Ended' });
    expect(dialog.textContent).toContain('Your Attune subscription ended on December 7, 2026.');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
