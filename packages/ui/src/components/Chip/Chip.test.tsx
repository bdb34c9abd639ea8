import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { Chip, ChipLink } from './Chip';

/** A router's link as the app passes it (`render={<Link to="…" />}`). */
function RouterLink({ to, ...rest }: { readonly to: string; readonly children?: ReactNode }) {
  return <a {...rest} href={to} />;
}

describe('Chip and ChipLink', () => {
  it('draws the router’s link in a chip’s look, edged in the accent colour', () => {
    renderWithI18n(
      <ChipLink accent="rgb(47, 100, 201)" render={<RouterLink to="/app/child/1/add-ons/focus" />}>
        Focus
      </ChipLink>,
    );
    const link = screen.getByRole('link', { name: 'Focus' });
    expect(link.getAttribute('href')).toBe('/app/child/1/add-ons/focus');
    expect(link.className).toBe('at-chip at-chip--link');
    expect(link.style.borderColor).toBe('rgb(47, 100, 201)');
  });

  it('is a plain link without render, and a tag is text only', async () => {
    const { container } = renderWithI18n(
      <p>
        <ChipLink href="#sleep">Sleep</ChipLink>
        <Chip>Bedtime</Chip>
      </p>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Bedtime').className).toBe('at-chip');
    await expectNoAxeViolations(container);
  });
});
