/** Prices and dates in the family's language. */
export function intlLocale(language: string): string {
  return language === 'es' ? 'es' : 'en-US';
}

export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** A calendar day or date-time as a short date ('Nov 23, 2026' / '23 nov 2026'). */
export function formatDay(value: string | null, language: string): string {
  if (!value) return '';
  const day = value.length === 10 ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(day.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(day);
}
