import { describe, expect, it } from 'vitest';
import { LanguageSchema } from './language.schema';

describe('LanguageSchema', () => {
  it('the app speaks en and es only', () => {
    expect(LanguageSchema.options).toEqual(['en', 'es']);
    expect(LanguageSchema.safeParse('es').success).toBe(true);
    expect(LanguageSchema.safeParse('EN').success).toBe(false);
    expect(LanguageSchema.safeParse('fr').success).toBe(false);
  });
});
