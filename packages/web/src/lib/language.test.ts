import { describe, expect, it } from 'vitest';
import { pageLanguage } from './language';

describe("a page's language (core's preferredLanguage on the location's query)", () => {
  it('comes from the lang query first', () => {
    expect(pageLanguage('?lang=es', 'en')).toBe('es');
    expect(pageLanguage('?x=1&lang=en', 'es')).toBe('en');
  });
  it('then from what was stored, then English', () => {
    expect(pageLanguage('', 'es')).toBe('es');
    expect(pageLanguage('', null)).toBe('en');
  });
  it('ignores anything but en and es', () => {
    expect(pageLanguage('?lang=fr', 'de')).toBe('en');
    expect(pageLanguage('?lang=fr', 'es')).toBe('es');
    expect(pageLanguage('?lang=ES', null)).toBe('en');
  });
});
