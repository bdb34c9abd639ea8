import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { isLanguage, LANGUAGES } from '../../lib/language';

/** The language picker shown to logged-out visitors. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="web-language-picker">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={i18n.language === 'es' ? 'es' : 'en'}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
