/**
 * i18next for the web app. The locale files live in packages/ui (one file per language, shared with the UI
 * kit); they are loaded on demand so only the chosen language is downloaded.
 */

import type { Language } from '@attune/core/rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { LANGUAGE_STORAGE_KEY, pageLanguage } from './language';
import type { PrerenderData } from './prerender-data';

type Resources = Record<string, unknown>;

const loaders: Record<Language, () => Promise<Resources>> = {
  en: () => import('./locales/en').then((m) => m.default),
  es: () => import('./locales/es').then((m) => m.default),
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The languages whose whole locale file is loaded (a prerendered page starts with its own texts only). */
const whole = new Map<Language, Promise<void>>();

function ensureLoaded(language: Language): Promise<void> {
  let loading = whole.get(language);
  if (!loading) {
    loading = loaders[language]().then((resources) => {
      i18next.addResourceBundle(language, 'translation', resources, true, true);
    });
    loading.catch(() => whole.delete(language));
    whole.set(language, loading);
  }
  return loading;
}

/**
 * Starts i18next in the preferred language (core's rule: the `lang` query, then local storage, then
 * English). On a prerendered page in that language it starts with the texts the page shows (its data
 * island) and the whole file loads later ({@link loadAllTexts}, or at the first text missing); otherwise
 * the language's file loads first.
 */
export async function initI18n(
  prerendered?: Pick<PrerenderData, 'language' | 'texts'> | null,
): Promise<Language> {
  const language = pageLanguage(window.location.search, storedLanguage());
  const start = prerendered?.language === language ? prerendered.texts : null;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: start
      ? Object.fromEntries(Object.entries(start).map(([each, texts]) => [each, { translation: texts }]))
      : {},
    interpolation: { escapeValue: false },
    // with the page's texts only, components show the whole file's texts once it is added
    react: start ? { useSuspense: false, bindI18nStore: 'added' } : { useSuspense: false },
    returnNull: false,
    saveMissing: start !== null,
    missingKeyHandler: () => void loadAllTexts(),
  });
  if (!start) {
    await ensureLoaded(language);
    if (language !== 'en') await ensureLoaded('en');
  }
  await i18next.changeLanguage(language);
  applyLanguage(language);
  return language;
}

/** Loads the whole locale file of the current language (and English, the fallback), once. */
export async function loadAllTexts(): Promise<void> {
  const language = currentLanguage();
  await Promise.all([ensureLoaded(language), language === 'en' ? null : ensureLoaded('en')]);
}

function applyLanguage(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this visit only
  }
}

/** Switches the app's language (and the API's Accept-Language), remembering the choice locally. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  applyLanguage(language);
}

export function currentLanguage(): Language {
  return i18next.language === 'es' ? 'es' : 'en';
}
