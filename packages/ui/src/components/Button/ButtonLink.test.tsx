import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

/** A stand-in for a router's link: it takes `to` and draws an `<a>` with whatever else it is given. */
function RouterLink({
  to,
  ...rest
}: {
  readonly to: string;
  readonly className?: string;
  readonly children?: ReactNode;
}) {
  return <a href={`#${to}`} data-router="yes" {...rest} />;
}

describe('ButtonLink', () => {
  it('is a link, with its text as its name, that looks like a button', async () => {
    const { container } = renderWithI18n(
      <ButtonLink href="/signup" size="lg">
        Sign Up
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign Up' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.className).toContain('at-button--lg');
    await expectNoAxeViolations(container);
  });

  it("draws the router's link it is given, keeping that link's destination and own class", () => {
    renderWithI18n(
      <ButtonLink variant="secondary" render={<RouterLink to="/app/add-child" className="extra" />}>
        Add a Child
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Add a Child' });
    expect(link.getAttribute('href')).toBe('#/app/add-child');
    expect(link.dataset.router).toBe('yes');
    expect(link.className.split(' ')).toEqual(
      expect.arrayContaining(['at-button', 'at-button--secondary', 'extra']),
    );
  });

  it('never hides a prop of the given element with one it was given as undefined', () => {
    renderWithI18n(
      <ButtonLink title={undefined} render={<a href="#/app" title="Home" />}>
        Home
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('title')).toBe('Home');
  });

  it('looks the same as a button of the same variant and size', () => {
    renderWithI18n(
      <>
        <ButtonLink href="/x" variant="danger" size="sm" block>
          Delete
        </ButtonLink>
        <Button variant="danger" size="sm" block>
          Delete
        </Button>
      </>,
    );
    expect(screen.getByRole('link').className).toBe(screen.getByRole('button').className);
  });
});
