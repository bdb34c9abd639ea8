import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';

/** The languages Attune speaks: English (US, the default and fallback) and Spanish. */
export const supportedLanguages = ['en', 'es'] as const;

/** One of Attune's languages. */
export type Language = (typeof supportedLanguages)[number];

/**
 * The locale resources, one nested JSON per language, in i18next's `translation` namespace. Keys are
 * grouped by area (`session`, `purchase`, `waitlist`, ...; see `/work/notes/ui-ready.md`).
 */
export const resources = {
  en: { translation: en },
  es: { translation: es },
} as const;

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /**
   * The language to start in. `'cimode'` makes every text render as its key, which tests use to prove
   * that no visible text bypasses the locale files.
   */
  readonly language?: Language | 'cimode';
  /**
   * The texts to use instead of the bundled ones, e.g. the app's merged `{ en: { translation }, es: ... }`,
   * or only the starting language with the other added later by `addResourceBundle` (smaller first load).
   */
  readonly resources?: Readonly<Record<string, { readonly translation: object }>>;
}

/**
 * Creates a fresh, already initialised i18next instance holding both locales, ready for
 * {@link I18nProvider}. English is the fallback, so a key missing in Spanish shows its English text,
 * never the raw key (and the locale test fails on it). Initialisation is synchronous: the resources
 * are bundled.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: (options.resources ?? resources) as Record<string, { translation: object }>,
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * The BCP 47 locale used for `Intl` formatting in a language: US English and Spanish. Anything else
 * (including the test-only `cimode`) formats as US English.
 */
export function intlLocale(language: string | undefined): string {
  return language === 'es' ? 'es' : 'en-US';
}
