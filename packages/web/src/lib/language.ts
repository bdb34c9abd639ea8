/**
 * The family's language: en or es, taken from the `lang` query, then local storage, then English.
 */
export type Language = 'en' | 'es';
export const LANGUAGES: readonly Language[] = ['en', 'es'];
export const LANGUAGE_STORAGE_KEY = 'attune.language';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** Preference order: the `lang` query, then what was stored, then English. */
export function preferredLanguage(search: string, stored: string | null): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  if (isLanguage(stored)) return stored;
  return 'en';
}
