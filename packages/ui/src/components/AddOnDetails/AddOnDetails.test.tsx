import { solution } from '@attune/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { AddOnDetails, type AddOnDetailsProps } from './AddOnDetails';

// Target Recognition from the catalogue, $14.95 a month, with a clip.
const targetRecognition = solution({
  videoUrl: 'https://cdn.example/target-recognition.mp4',
  pricing: { key: 'monthly', kind: 'subscription', name: 'Monthly', raw: 1495, formatted: '$14.95' },
});

function renderDetails(overrides: Partial<AddOnDetailsProps> = {}) {
  return renderWithI18n(
    <AddOnDetails
      solution={targetRecognition}
      headingLevel={3}
      otherAreas={['Behavior', 'Sleep']}
      {...overrides}
    />,
  );
}

describe('AddOnDetails', () => {
  it('shows the facts, price, tagline, description, video, other areas and marketing sections', () => {
    const { container } = renderDetails();
    expect(screen.getByText('$14.95/month')).toBeTruthy();
    if (targetRecognition.tagline) expect(screen.getByText(targetRecognition.tagline)).toBeTruthy();
    if (targetRecognition.description) expect(screen.getByText(targetRecognition.description)).toBeTruthy();
    expect(container.querySelector('video')).not.toBeNull();
    const areas = screen.getByRole('heading', { name: 'Other areas it helps' }).closest('section');
    expect(within(areas as HTMLElement).getByText('Sleep')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why we include it' })).toBeTruthy();
  });

  it('puts the sections’ headings at the level it is given, with the class it is given', () => {
    const { unmount } = renderDetails();
    expect(screen.getByRole('heading', { name: 'Why we include it', level: 3 })).toBeTruthy();
    unmount();
    renderDetails({ headingLevel: 2, headingClassName: 'page-heading' });
    const heading = screen.getByRole('heading', { name: 'Why we include it', level: 2 });
    expect(heading.className).toBe('page-heading');
    expect(screen.getByRole('heading', { name: 'Other areas it helps', level: 2 })).toBeTruthy();
  });

  it('shows its actions beside the facts, what comes after the description, and its children last', () => {
    const { container } = renderDetails({
      actions: <button type="button">Share</button>,
      afterDescription: <p>After the description</p>,
      children: <p>At the end</p>,
    });
    const actions = container.querySelector('.at-addon-expanded__actions') as HTMLElement;
    expect(within(actions).getByRole('button', { name: 'Share' })).toBeTruthy();
    const body = container.firstElementChild as HTMLElement;
    expect(body.lastElementChild?.textContent).toBe('At the end');
    const after = screen.getByText('After the description');
    expect(after.nextElementSibling?.tagName).toBe('FIGURE');
  });

  it('hides a missing video, and no other areas hides their section', () => {
    const { container } = renderDetails({
      solution: solution({ videoUrl: 'https://cdn.example/missing.mp4' }),
      otherAreas: [],
    });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Other areas it helps' })).toBeNull();
  });

  it('has no axe violations', async () => {
    renderDetails({ headingLevel: 2 });
    await expectNoAxeViolations(document.body);
  });
});
