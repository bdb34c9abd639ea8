import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { TrendBadge } from './TrendBadge';

describe('TrendBadge', () => {
  it.each([
    ['up', 'Improving'],
    ['steady', 'Holding steady'],
    ['down', 'Getting worse'],
    [null, 'Error'],
  ])('labels %s as %s', (direction, text) => {
    renderWithI18n(<TrendBadge direction={direction} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('reads a symptom score that fell as improving, and says the score fell', () => {
    renderWithI18n(<TrendBadge direction="up" improvement="reduce" />);
    expect(screen.getByText('Improving (score falling)')).toBeTruthy();
  });

  it('speaks Spanish', () => {
    renderWithI18n(<TrendBadge direction="steady" />, { language: 'es' });
    expect(screen.getByText('Estable')).toBeTruthy();
    renderWithI18n(<TrendBadge direction="down" improvement="reduce" />, { language: 'es' });
    expect(screen.getByText('Empeorando (la puntuación sube)')).toBeTruthy();
  });
});
