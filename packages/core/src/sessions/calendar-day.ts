/**
 * Calendar-day arithmetic on `YYYY-MM-DD` strings, in UTC so that no time zone or daylight-saving change
 * can move a day. Internal to the core: the sessions and purchases rules share it.
 *
 * Conventions: a calendar day is the family's local day written `YYYY-MM-DD`; a date-time string
 * (`2026-03-01T09:00:00Z`) counts as the calendar day written in its first ten characters.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

/** The calendar day of an ISO date or date-time string: its first ten characters. */
export function calendarDayOf(value: string): string {
  return value.slice(0, 10);
}

/**
 * The calendar day `days` days after `day` (before it when negative).
 * @throws RangeError naming `field` when `day` is not a `YYYY-MM-DD` day or `days` is not a whole number.
 */
export function addDays(day: string, days: number, field = 'today'): string {
  if (!isCalendarDay(day)) throw new RangeError(`${field} must be a calendar day YYYY-MM-DD, got "${day}"`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY);
  return date.toISOString().slice(0, 10);
}
