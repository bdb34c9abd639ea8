import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { type Language, supportedLanguages } from './i18n';

async function bundleOf(language: Language): Promise<object> {
  // Spanish is a separate chunk: a family reading English never downloads it.
  return language === 'es' ? (await import('../locales/es.json')).default : en;
}

/**
 * Like `createI18n`, for the app's first load: English is bundled, Spanish is fetched only when it is
 * the starting language (or later through {@link switchLanguage}). Resolves once the texts are ready.
 */
export async function loadI18n(options: { readonly language?: Language } = {}): Promise<I18n> {
  const language = options.language ?? 'en';
  const instance = createInstance();
  const resources: Record<string, { translation: object }> = { en: { translation: en } };
  if (language !== 'en') resources[language] = { translation: await bundleOf(language) };
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguages],
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Switches an i18n instance to a language, fetching its texts first when they are not loaded yet. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await bundleOf(language), true, true);
  }
  await i18n.changeLanguage(language);
}
