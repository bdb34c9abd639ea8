import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, parseLanguage, preferredLanguage, UnsupportedLanguageError } from './language.logic';

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
