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
