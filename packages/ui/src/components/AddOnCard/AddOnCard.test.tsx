import type { Pricing } from '@attune/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/i18n';
import { renderWithI18n } from '../../test/render';
import { usePricingText } from './AddOnCard';

function Price({ pricing }: { readonly pricing: Pricing | null }) {
  return <p data-testid="price">{usePricingText({ pricing }) ?? 'none'}</p>;
}

function priceText(pricing: Pricing | null, language: Language = 'en'): string | null {
  renderWithI18n(<Price pricing={pricing} />, { language });
  return screen.getByTestId('price').textContent;
}

const monthly: Pricing = {
  key: 'monthly',
  kind: 'subscription',
  name: 'Monthly',
  raw: 1495,
  formatted: '$14.95',
};

describe('usePricingText says how an add-on is charged', () => {
  it.each<[Pricing, Language, string]>([
    [monthly, 'en', '$14.95/month'],
    [monthly, 'es', '14,95 US$ al mes'],
    [{ ...monthly, key: 'yearly', kind: 'product', raw: 2175 }, 'en', '$21.75/year'],
    [{ ...monthly, key: 'yearly', kind: 'product', raw: 2175 }, 'es', '21,75 US$ al año'],
    [{ ...monthly, key: 'non_consumable', kind: 'product', raw: 6995 }, 'en', '$69.95'],
    [{ ...monthly, key: 'consumable', kind: 'product', raw: 900 }, 'en', '$9.00 per child'],
    [{ ...monthly, key: 'consumable', kind: 'product', raw: 900 }, 'es', '9,00 US$ por hijo'],
    [{ ...monthly, key: 'non_consumable', kind: 'product', raw: 0 }, 'en', 'Free'],
    [{ ...monthly, key: 'monthly', raw: 0 }, 'es', 'Gratis'],
    [{ ...monthly, key: 'varies', kind: 'product', raw: 0, formatted: '$0.00' }, 'es', 'Gratis'],
    [{ ...monthly, key: 'varies', raw: null, formatted: 'From $5' }, 'en', 'From $5'],
  ])('%o in %s is %s', (pricing, language, expected) => {
    expect(priceText(pricing, language)?.replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('shows nothing when the add-on has no pricing', () => {
    expect(priceText(null)).toBe('none');
  });
});
