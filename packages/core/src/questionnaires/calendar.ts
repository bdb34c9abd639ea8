/**
 * Calendar-day helpers shared by the care rules (prescriptions, questionnaires, timeline). Internal to
 * the core, not re-exported.
 *
 * Conventions: a calendar day is written `YYYY-MM-DD` and compared as a string (ISO days sort in time
 * order); a date-time string counts as the day in its first ten characters. Arithmetic is done in UTC so
 * no time zone or daylight-saving change can move a day.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day of an ISO date or date-time string: its first ten characters. */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/**
 * Whole years between `birthday` and `today` (both calendar days): the age a parent would say.
 * A child born on 29 February turns a year older on 1 March in years without that day.
 */
export function yearsBetween(birthday: string, today: string): number {
  const [by, bm, bd] = dayOf(birthday).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = dayOf(today).split('-').map(Number) as [number, number, number];
  let years = ty - by;
  if (tm < bm || (tm === bm && td < bd)) years -= 1;
  return years;
}

/** The `YYYY-MM-DD` day `years` after `birthday` (29 February becomes 1 March in common years). */
export function anniversary(birthday: string, years: number): string {
  const [by, bm, bd] = dayOf(birthday).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(by + years, bm - 1, bd)).toISOString().slice(0, 10);
}
