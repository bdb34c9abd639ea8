import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  languageOfAcceptLanguage,
  parseLanguage,
  preferredLanguage,
  translatedText,
  UnsupportedLanguageError,
} from './language.logic';

describe('parseLanguage', () => {
  it('accepts en and es', () => {
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('es')).toBe('es');
  });

  it.each(['fr', 'EN', 'es-MX', '', ' en'])('throws a typed error for %j', (value) => {
    expect(() => parseLanguage(value)).toThrow(UnsupportedLanguageError);
    try {
      parseLanguage(value);
    } catch (error) {
      expect((error as UnsupportedLanguageError).error).toEqual({ kind: 'unsupported-language', value });
    }
  });

  it('anything but en and es is refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (value) => {
        if (value === 'en' || value === 'es') expect(parseLanguage(value)).toBe(value);
        else expect(() => parseLanguage(value)).toThrow(UnsupportedLanguageError);
      }),
    );
  });
});

describe('preferredLanguage', () => {
  it.each([
    [{ query: 'es', stored: 'en' }, 'es'],
    [{ query: 'fr', stored: 'es' }, 'es'],
    [{ query: null, stored: 'es' }, 'es'],
    [{ query: 'de', stored: 'xx' }, 'en'],
    [{}, 'en'],
  ])('%o -> %s', (sources, language) => {
    expect(preferredLanguage(sources)).toBe(language);
  });

  it('the query wins when valid, then the stored value, then English', () => {
    const source = fc.option(fc.oneof(fc.constantFrom(...LANGUAGES), fc.string()), { nil: undefined });
    fc.assert(
      fc.property(source, source, (query, stored) => {
        const expected = LANGUAGES.find((l) => l === query) ?? LANGUAGES.find((l) => l === stored) ?? 'en';
        expect(preferredLanguage({ query, stored })).toBe(expected);
      }),
    );
  });
});

describe('languageOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9', 'es'],
    ['fr-FR, es;q=0.8, en;q=0.5', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es;q=0.2, en;q=0.7', 'en'],
    ['fr', 'en'],
    ['es;q=0', 'en'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it('always answers one of the app languages, and a header led by es answers es', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(LANGUAGES).toContain(languageOfAcceptLanguage(header));
        expect(languageOfAcceptLanguage(`es,${header}`)).toBe('es');
      }),
    );
  });
});

describe('translatedText', () => {
  it('picks the field in the language, else the English', () => {
    expect(translatedText({ title_es: 'Bienvenida' }, 'title', 'es', 'Welcome')).toBe('Bienvenida');
    expect(translatedText({ title_es: ' ' }, 'title', 'es', 'Welcome')).toBe('Welcome');
    expect(translatedText({}, 'title', 'es', 'Welcome')).toBe('Welcome');
    expect(translatedText({ title_es: 'Bienvenida' }, 'title', 'en', 'Welcome')).toBe('Welcome');
  });

  it('English always gives the English text, whatever the translations', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.string(), fc.string(), (tr, field, english) => {
        expect(translatedText(tr, field, 'en', english)).toBe(english);
      }),
    );
  });
});
