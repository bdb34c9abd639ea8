/**
 * i18next for the web app. The locale files live in packages/ui (one file per language, shared with the UI
 * kit); they are loaded on demand so only the chosen language is downloaded.
 */

import type { Language } from '@attune/core/rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { LANGUAGE_STORAGE_KEY, pageLanguage } from './language';

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

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const resources = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', resources, true, true);
}

/** Starts i18next in the preferred language (core's rule: the `lang` query, then local storage, then English). */
export async function initI18n(): Promise<Language> {
  const language = pageLanguage(window.location.search, storedLanguage());
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  await ensureLoaded(language);
  if (language !== 'en') await ensureLoaded('en');
  await i18next.changeLanguage(language);
  applyLanguage(language);
  return language;
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
