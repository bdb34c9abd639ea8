import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, supportedLanguages } from '../../i18n/i18n';

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  readonly value: Language;
  /** Called with the chosen language; the app saves it (and shows the language-save error on failure). */
  readonly onChange: (language: Language) => void;
}

/** English or Español, for visitors who are not logged in (each language named in itself). */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="at-language-picker">
      <label htmlFor={id} className="at-visually-hidden">
        {t('language.label')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <select
        id={id}
        className="at-language-picker__select"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
