/** Dates in the family's language (prices: `useFormatPrice` of the UI kit, over core's `formatPrice`). */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es' : 'en-US';
}

/** A calendar day or date-time as a short date ('Nov 23, 2026' / '23 nov 2026'). */
export function formatDay(value: string | null, language: string): string {
  if (!value) return '';
  const day = value.length === 10 ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(day.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(day);
}
