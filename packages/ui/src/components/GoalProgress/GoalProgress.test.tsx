import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithI18n } from '../../test/render';
import { ProgressMeter } from '../ProgressMeter';
import { GoalProgress } from './GoalProgress';

const base = { min: 0, max: 27, direction: 'reduce' as const };

describe('GoalProgress', () => {
  it("says 'You Did It!' when the goal started at its target", () => {
    renderWithI18n(<GoalProgress goal={{ ...base, start: 10, current: 10, target: 10 }} />);
    expect(screen.getByText('You Did It!')).toBeTruthy();
  });

  it("says 'Goal Achieved!' once the score passes the target in the improvement direction", () => {
    renderWithI18n(<GoalProgress goal={{ ...base, start: 20, current: 9, target: 10 }} />);
    expect(screen.getByText('Goal Achieved!')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
  });

  it('counts the points to go, singular and plural, in both languages', () => {
    const { rerender } = renderWithI18n(
      <GoalProgress goal={{ ...base, start: 20, current: 11, target: 10 }} />,
    );
    expect(screen.getByText('1 point to go!')).toBeTruthy();
    rerender(<GoalProgress goal={{ ...base, start: 20, current: 15, target: 10 }} />);
    expect(screen.getByText('5 points to go!')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('50');
  });

  it('speaks Spanish plurals', () => {
    renderWithI18n(
      <GoalProgress goal={{ ...base, direction: 'increase', start: 2, current: 4, target: 7 }} />,
      {
        language: 'es',
      },
    );
    expect(screen.getByText('¡Faltan 3 puntos!')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithI18n(
      <GoalProgress goal={{ ...base, start: 20, current: 15, target: 10 }} />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('ProgressMeter', () => {
  it('draws a 290 degree track and fills it in proportion', () => {
    const { container } = renderWithI18n(<ProgressMeter fraction={0.5} label="Progress" />);
    const [track, fill] = [...container.querySelectorAll('circle')];
    const circumference = 2 * Math.PI * 42;
    const [trackLength] = (track?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    const [fillLength] = (fill?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(((trackLength ?? 0) / circumference) * 360).toBeCloseTo(290);
    expect((fillLength ?? 0) / (trackLength ?? 1)).toBeCloseTo(0.5);
  });

  it('clamps the fill between empty and full', () => {
    renderWithI18n(<ProgressMeter fraction={3} label="Progress" />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
  });
});
