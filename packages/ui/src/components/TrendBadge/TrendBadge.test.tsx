import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { TrendBadge } from './TrendBadge';

describe('TrendBadge', () => {
  it.each([
    ['up', 'Trending up'],
    ['steady', 'Holding steady'],
    ['down', 'Trending down'],
    [null, 'Error'],
  ])('labels %s as %s', (direction, text) => {
    renderWithI18n(<TrendBadge direction={direction} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('speaks Spanish', () => {
    renderWithI18n(<TrendBadge direction="steady" />, { language: 'es' });
    expect(screen.getByText('Estable')).toBeTruthy();
  });
});
