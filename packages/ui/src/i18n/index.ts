export {
  type DateStyle,
  formatDate,
  formatTime,
  useFormatDate,
  useFormatPrice,
  useFormatTime,
} from './format';
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export {
  type CreateI18nOptions,
  createI18n,
  intlLocale,
  type Language,
  resources,
  supportedLanguages,
} from './i18n';
export { loadI18n, switchLanguage } from './lazy';
