/**
 * What `react-i18next` is inside the light public entry's module graph only (see `scripts/light-entry.ts`):
 * the UI kit's and the public pages' `useTranslation()` read the light translation function from
 * {@link LightTranslationProvider}. The app's own graph keeps the real react-i18next over i18next.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { Translate } from './translate';

interface LightI18n {
  readonly t: Translate;
  readonly language: string;
  readonly resolvedLanguage: string;
  readonly changeLanguage: (language: string) => void;
}

const Context = createContext<LightI18n | null>(null);

export function LightTranslationProvider({
  value,
  children,
}: {
  readonly value: LightI18n;
  readonly children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** react-i18next's hook, the part the public pages use: `t` and `i18n.language`. */
export function useTranslation(): { t: Translate; i18n: LightI18n; ready: true } {
  const value = useContext(Context);
  if (!value) throw new Error('useTranslation outside the light entry’s LightTranslationProvider');
  return { t: value.t, i18n: value, ready: true };
}

/** The kit's `createI18n` modules are reachable but never run in the light entry. */
export const initReactI18next = { type: '3rdParty', init: () => {} };
export const I18nextProvider = ({ children }: { readonly children: ReactNode }) => children;
