import { createI18n } from '@attune/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link T}. */
export interface TProps {
  /** A key of @attune/ui's locale files, e.g. `common.save`. */
  readonly k: string;
  /** Values for the text's placeholders. */
  readonly values?: Record<string, unknown>;
}

/**
 * A text from the locale files, in the toolbar's language. Stories use it for the words they pass to
 * generic parts (a button's label, a field's label), so no story hard-codes visible English.
 */
export function T({ k, values }: TProps) {
  const { t } = useTranslation();
  return <>{t(k, values)}</>;
}

/** The translate function of the current language, for props that need a string. */
export function useT(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return (key, values) => t(key, values);
}

const instances = new Map<string, ReturnType<typeof createI18n>>();

/**
 * The translate function of a story's toolbar language, for `play` functions: they find buttons by the
 * words a parent sees, in English or Spanish (`canvas.getByRole('button', { name: t('common.save') })`).
 */
export function textsOf(
  globals: Record<string, unknown>,
): (key: string, values?: Record<string, unknown>) => string {
  const language = globals.language === 'es' ? 'es' : 'en';
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({ language });
    instances.set(language, instance);
  }
  const i18n = instance;
  return (key, values) => i18n.t(key, values);
}
