import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Card } from './Card';

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

describe('Card', () => {
  it('is a plain block by default, holding what it is given', async () => {
    const { container } = renderWithI18n(
      <Card data-testid="card">
        <p>Plans</p>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card.textContent).toBe('Plans');
    expect(card.className.split(' ')).toEqual(['at-card', 'at-card--view']);
    await expectNoAxeViolations(container);
  });

  it('keeps the meaning of the element it is drawn as: a named region', async () => {
    const { container } = renderWithI18n(
      <Card render={<section aria-labelledby="card-title" />}>
        <h2 id="card-title">Sharing</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Sharing' }).className).toContain('at-card');
    await expectNoAxeViolations(container);
  });

  it("draws the router's link it is given, keeping its destination and joining the class names", () => {
    renderWithI18n(
      <Card render={<RouterLink to="/app/plans/1" className="own" />} className="extra">
        Plan
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'Plan' });
    expect(link.getAttribute('href')).toBe('#/app/plans/1');
    expect(link.dataset.router).toBe('yes');
    expect(link.className.split(' ')).toEqual(expect.arrayContaining(['at-card', 'extra', 'own']));
  });

  it('marks a notice, and never hides a prop of the given element with an undefined one', () => {
    renderWithI18n(
      <Card notice title={undefined} render={<article title="Notice" />}>
        Heads up
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(card.className).toContain('at-card--notice');
    expect(card.getAttribute('title')).toBe('Notice');
  });
});
