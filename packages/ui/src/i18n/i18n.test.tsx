import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, useFormatPrice } from './format';
import { I18nProvider } from './I18nProvider';
import { createI18n } from './i18n';

function Price({ cents }: { readonly cents: number }) {
  return <p>{useFormatPrice()(cents)}</p>;
}

function Probe() {
  const { t } = useTranslation();
  return <p>{t('goal.toGo', { count: 2 })}</p>;
}

describe('createI18n', () => {
  it('starts in English by default and speaks Spanish when asked', () => {
    expect(createI18n().t('share.copied')).toBe('Copied to Clipboard');
    expect(createI18n({ language: 'es' }).t('share.copied')).toBe('Copiado al portapapeles');
  });

  it('renders keys in cimode, which the locale tests rely on', () => {
    expect(createI18n({ language: 'cimode' }).t('share.copied')).toBe('share.copied');
  });

  it('picks plural forms per language', () => {
    const en = createI18n();
    expect(en.t('goal.toGo', { count: 1 })).toBe('1 point to go!');
    expect(en.t('goal.toGo', { count: 4 })).toBe('4 points to go!');
    expect(createI18n({ language: 'es' }).t('goal.toGo', { count: 1 })).toBe('¡Falta 1 punto!');
  });
});

describe('I18nProvider', () => {
  it('switches every text when the language changes', async () => {
    const { rerender } = render(
      <I18nProvider language="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('2 points to go!')).toBeTruthy();
    rerender(
      <I18nProvider language="es">
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText('¡Faltan 2 puntos!')).toBeTruthy();
  });
});

describe('formatting per language', () => {
  it('shows a calendar day as that very day in both languages', () => {
    expect(formatDate('2026-03-09', 'en', 'long')).toBe('March 9, 2026');
    expect(formatDate('2026-03-09', 'es', 'long')).toBe('9 de marzo de 2026');
    expect(formatDate('2026-01-01', 'en', 'medium')).toBe('Jan 1, 2026');
  });

  it("is the web app's date formatter too: medium by default, nothing for no date, the same after its format is kept", () => {
    expect(formatDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', 'es')).toMatch(/^23 nov 2026$/);
    expect(formatDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'es')).toBe('');
    expect(formatDate('', 'en')).toBe('');
  });

  it('shows every calendar day as that very day, whatever the language (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('en', 'es'),
        (date, language) => {
          const day = date.toISOString().slice(0, 10);
          const text = formatDate(day, language, 'long');
          expect(text).toContain(String(Number(day.slice(8, 10))));
          expect(text).toContain(day.slice(0, 4));
        },
      ),
    );
  });

  it.each([
    ['en', 1495, /^\$14\.95$/],
    ['es', 900, /^9,00\s?US\$$/],
    ['cimode', 7995, /^\$79\.95$/],
  ] as const)('formats prices given in cents in %s', (language, cents, expected) => {
    const { container } = render(
      <I18nProvider language={language}>
        <Price cents={cents} />
      </I18nProvider>,
    );
    expect(container.textContent).toMatch(expected);
  });

  it('formats a time of day and shows nothing for a broken date', () => {
    expect(formatTime('2026-03-02T15:30:00', 'en')).toBe('3:30 PM');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
