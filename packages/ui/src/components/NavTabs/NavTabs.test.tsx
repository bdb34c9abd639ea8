import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { NavTab, NavTabs } from './NavTabs';

describe('NavTabs', () => {
  it('is a named navigation of links, the page shown marked current', async () => {
    const { container } = renderWithI18n(
      <NavTabs label="Settings pages">
        <NavTab href="/settings/account" current>
          Account
        </NavTab>
        <NavTab href="/settings/security" current={false}>
          Security
        </NavTab>
      </NavTabs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Settings pages' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Security' }).hasAttribute('aria-current')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it("leaves the current page to a router's link that marks itself", () => {
    renderWithI18n(
      <NavTabs label="Help">
        <NavTab render={<a href="#/help" aria-current="page" />}>Home</NavTab>
        <NavTab render={<a href="#/help/faqs" />}>FAQs</NavTab>
      </NavTabs>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('#/help/faqs');
  });
});
