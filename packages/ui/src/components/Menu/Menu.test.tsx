import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Menu } from './Menu';

function renderMenu(onShare = vi.fn(), onNavigate = vi.fn()) {
  renderWithI18n(
    <Menu
      label="Account menu"
      trigger="☰"
      entries={[
        { kind: 'action', id: 'share', label: 'Share the App', onSelect: onShare },
        { kind: 'link', id: 'settings', label: 'Settings', href: '/app/settings/profile', onNavigate },
        { kind: 'action', id: 'logout', label: 'Log Out', onSelect: () => {} },
        { kind: 'text', id: 'version', label: 'Version 1.2.3' },
      ]}
    />,
  );
  return { onShare, onNavigate };
}

describe('Menu', () => {
  it('opens from the keyboard on the first entry and moves with arrows, wrapping', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share the App' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share the App' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log Out' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share the App' }));
  });

  it('opens from the keyboard with Arrow Up on the last entry, and End and Home jump to the ends', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log Out' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share the App' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log Out' }));
    // the version line is text, never focused: Arrow Down from the last entry wraps to the first
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share the App' }));
  });

  it('gives focus back to its button after a choice from the keyboard, and closes without it on Tab', async () => {
    const user = userEvent.setup();
    const { onShare } = renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Share the App' }));
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not take the focus when it first shows', () => {
    renderMenu();
    expect(document.activeElement).toBe(document.body);
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action and routes a link through onNavigate, closing each time', async () => {
    const user = userEvent.setup();
    const { onShare, onNavigate } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share the App' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/settings/profile');
  });

  it('shows the version as text, not as an entry', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('Version 1.2.3')).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await expectNoAxeViolations(document.body);
  });
});
