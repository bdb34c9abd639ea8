import { ERROR_TEXTS_EN } from '@attune/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { renderWithI18n } from '../../test/render';
import { ErrorToast } from './ErrorToast';

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('the error catalogue', () => {
  it('has every core error key in en.json, with the spec’s exact English', () => {
    const mismatched = Object.entries(ERROR_TEXTS_EN).filter(([key, text]) => lookup(key) !== text);
    expect(mismatched).toEqual([]);
  });
});

describe('ErrorToast', () => {
  it('shows an API error with its status', () => {
    renderWithI18n(<ErrorToast error={{ kind: 'api-error', status: 503 }} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'API Error (503)There was an error with the API request.',
    );
  });

  it('shows a payment provider’s own words', () => {
    renderWithI18n(
      <ErrorToast error={{ kind: 'card-error', message: 'Your card has insufficient funds.' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Your card has insufficient funds.');
  });

  it('shows nothing for a cancelled request', () => {
    const { container } = renderWithI18n(<ErrorToast error={{ kind: 'cancelled' }} />);
    expect(container.textContent).toBe('');
  });

  it('speaks Spanish', () => {
    renderWithI18n(<ErrorToast error={{ kind: 'prescription-delete-failed' }} />, { language: 'es' });
    expect(screen.getByText('Error al eliminar la receta')).toBeTruthy();
  });
});
