/** Dates in the family's language (prices: `useFormatPrice` of the UI kit, over core's `formatPrice`). */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es' : 'en-US';
}

/** One `Intl.DateTimeFormat` per locale (making one costs far more than formatting with it). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day or date-time as a short date ('Nov 23, 2026' / '23 nov 2026'). */
export function formatDay(value: string | null, language: string): string {
  if (!value) return '';
  const day = value.length === 10 ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(day.getTime())) return value;
  const locale = intlLocale(language);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dayFormats.set(locale, format);
  }
  return format.format(day);
}
