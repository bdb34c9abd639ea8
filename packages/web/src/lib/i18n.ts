/**
 * i18next for the web app. The locale files live in packages/ui (one file per language, shared with the UI
 * kit); they are loaded on demand so only the chosen language is downloaded.
 */

import type { Language } from '@attune/core/rules';
import i18next from 'i18next';
import { useEffect, useRef, useSyncExternalStore } from 'react';
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

/** How many whole locale files were added so far, and who waits for the next one (see {@link TextsAdded}). */
let added = 0;
const addedListeners = new Set<() => void>();

/**
 * Adds a language's whole locale file to i18next and tells {@link TextsAdded} (exported for its test: the
 * file's arrival placed between a page's render and its subscription).
 */
export function addWholeTexts(language: Language, resources: Resources): void {
  i18next.addResourceBundle(language, 'translation', resources, true, true);
  added += 1;
  for (const listener of addedListeners) listener();
}

function ensureLoaded(language: Language): Promise<void> {
  let loading = whole.get(language);
  if (!loading) {
    loading = loaders[language]().then((resources) => addWholeTexts(language, resources));
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

/** The count of added files; also while hydrating a prerendered page (which React asks for separately). */
const countAdded = () => added;

function subscribeAdded(listener: () => void): () => void {
  addedListeners.add(listener);
  return () => addedListeners.delete(listener);
}

/**
 * Rendered once beside the app: after a whole locale file is added, tells every text of the app again.
 * react-i18next re-renders a component on the store's `added` event only once the component has subscribed
 * (in an effect, after its render): a page rendered with texts missing (a page reached from a prerendered
 * one, whose data island has only its own texts) whose file arrived between its render and that effect
 * kept its missing texts (the text keys) for good. This component's count of added files is read from
 * state (React checks it again when it subscribes), and its effect runs after the effects of everything
 * rendered before, so the event it sends reaches every text on screen.
 */
export function TextsAdded(): null {
  const count = useSyncExternalStore(subscribeAdded, countAdded, countAdded);
  // the files added before the app first rendered are in every text already
  const told = useRef(count);
  useEffect(() => {
    if (count === told.current) return;
    told.current = count;
    // nothing new, only the store's `added` event again
    i18next.addResourceBundle(currentLanguage(), 'translation', {}, true, true);
  }, [count]);
  return null;
}
