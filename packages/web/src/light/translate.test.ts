/**
 * The light entry's translation function says what i18next says, for every key the light entry ships
 * (the list the build wrote) and for every key of the locale files, with the values the pages pass.
 */
import en from '@attune/ui/locales/en.json';
import es from '@attune/ui/locales/es.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslate, flatten } from './translate';

const instance = i18next.createInstance();
await instance.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, es: { translation: es } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const values = {
  name: 'Ana',
  title: 'Log in',
  page: 'Sleep',
  tagline: 'Rest',
  area: 'Sleep',
  min: 8,
  count: 3,
};
const english = flatten(en);
const keys = [...new Set(Object.keys(english).map((key) => key.replace(/_(one|other)$/, '')))];

describe('the light translation function', () => {
  for (const language of ['en', 'es'] as const) {
    it(`renders every key as i18next does in ${language}`, () => {
      const t = createTranslate(language, flatten(language === 'en' ? en : es), english);
      const fixed = instance.getFixedT(language);
      for (const key of keys) {
        for (const options of [{}, values, { ...values, count: 1 }])
          expect(t(key, options), `${language} ${key}`).toBe(fixed(key, options));
      }
    });
  }

  it('falls back to the default value, then the key, for a key no locale has', () => {
    const t = createTranslate('en', english);
    expect(t('pages.addOns.categories.nothing', { defaultValue: 'nothing' })).toBe('nothing');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
