import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Language } from './i18n';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** An instance from {@link createI18n}; when absent, one is created for {@link language}. */
  readonly i18n?: I18n;
  /** The language to show; changing it switches every text and date and price format. */
  readonly language?: Language | 'cimode';
  readonly children: ReactNode;
}

/**
 * Gives every Attune component below it its texts, in the family's language. Keeps the document's
 * `lang` attribute untouched: the app owns `<html>`.
 */
export function I18nProvider({ i18n, language, children }: I18nProviderProps) {
  const [instance] = useState(() => i18n ?? createI18n(language === undefined ? {} : { language }));
  useEffect(() => {
    if (language !== undefined && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
