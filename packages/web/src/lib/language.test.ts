import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language';

describe('the family language', () => {
  it('comes from the lang query first', () => {
    expect(preferredLanguage('?lang=es', 'en')).toBe('es');
    expect(preferredLanguage('?x=1&lang=en', 'es')).toBe('en');
  });
  it('then from what was stored, then English', () => {
    expect(preferredLanguage('', 'es')).toBe('es');
    expect(preferredLanguage('', null)).toBe('en');
  });
  it('ignores anything but en and es', () => {
    expect(preferredLanguage('?lang=fr', 'de')).toBe('en');
    expect(preferredLanguage('?lang=fr', 'es')).toBe('es');
  });
});
