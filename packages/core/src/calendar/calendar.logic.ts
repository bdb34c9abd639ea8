/**
 * The family's calendar: which day it is for the family, and arithmetic on calendar days.
 *
 * Conventions:
 * - A calendar day is the family's local day written `YYYY-MM-DD`, compared as a string (such days sort in
 *   time order). A date-time string (`2026-03-01T09:00:00Z`) counts as the day of its first ten characters.
 * - "Today" is the family's own day: the calendar day of the current instant in the family's IANA time zone
 *   (`America/New_York`), which the app sends with every call. An absent or unknown zone means UTC. The
 *   core never reads the clock: the instant is always an argument.
 * - Arithmetic is done in UTC on the day itself, so no time zone or daylight-saving change can move a day.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A second in milliseconds: the unit the server's clock, `Date` and every `*_MS` rule count in. */
export const MS_PER_SECOND = 1000;
/** A minute in milliseconds. */
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
/** An hour in milliseconds. */
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
/** A day of 24 hours in milliseconds (a duration; calendar days are counted with {@link addDays}). */
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The time zone used when the family's own zone is absent or not a real IANA zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day of an ISO date or date-time string: its first ten characters. */
export function calendarDayOf(value: string): string {
  return value.slice(0, 10);
}

/**
 * The calendar day `days` days after `day` (before it when negative).
 * @throws RangeError naming `field` when `day` is not a `YYYY-MM-DD` day, or when `days` is not a whole number.
 */
export function addDays(day: string, days: number, field = 'today'): string {
  if (!isCalendarDay(day)) throw new RangeError(`${field} must be a calendar day YYYY-MM-DD, got "${day}"`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Whole years between `birthday` and `today` (calendar days or date-times): the age a parent would say.
 * A child born on 29 February turns a year older on 1 March in years without that day.
 */
export function yearsBetween(birthday: string, today: string): number {
  const [by, bm, bd] = calendarDayOf(birthday).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = calendarDayOf(today).split('-').map(Number) as [number, number, number];
  let years = ty - by;
  if (tm < bm || (tm === bm && td < bd)) years -= 1;
  return years;
}

/** The `YYYY-MM-DD` day `years` after `birthday` (29 February becomes 1 March in common years). */
export function anniversary(birthday: string, years: number): string {
  const [by, bm, bd] = calendarDayOf(birthday).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(by + years, bm - 1, bd)).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(timeZone);
  if (known) return known;
  if (timeZone.length === 0 || timeZone.length > 64) return null;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** Whether `value` names a time zone the family's day can be read in (an IANA zone such as `Europe/Madrid`, or `UTC`). */
export function isTimeZone(value: unknown): value is string {
  return typeof value === 'string' && formatterOf(value) !== null;
}

/**
 * The zone the app sent (the `X-Time-Zone` header), trimmed and in its canonical spelling
 * (`america/los_angeles` is `America/Los_Angeles`), when it is a real one ({@link isTimeZone}); null when
 * nothing or something else was sent. Only such a zone is ever kept on the account, so the same zone
 * spelt two ways is one zone, never a change.
 */
export function sentTimeZone(sent: string | null | undefined): string | null {
  const key = sent ?? '';
  const known = resolvedZones.get(key);
  if (known !== undefined) return known;
  const formatter = formatterOf(key.trim());
  const zone = formatter ? formatter.resolvedOptions().timeZone : null;
  // Every call of every request asks: remember the answer (a bounded memo, since the text is the caller's).
  if (resolvedZones.size >= RESOLVED_ZONES_KEPT) resolvedZones.clear();
  resolvedZones.set(key, zone);
  return zone;
}

/** How many sent zone texts {@link sentTimeZone} remembers before it starts again. */
const RESOLVED_ZONES_KEPT = 512;
const resolvedZones = new Map<string, string | null>();

/**
 * The family's time zone from what the app sent (the `X-Time-Zone` header): the zone itself when it is a
 * real one, otherwise {@link DEFAULT_TIME_ZONE} (UTC), so a missing or mistyped zone never fails a call.
 */
export function familyTimeZone(sent: string | null | undefined): string {
  return sentTimeZone(sent) ?? DEFAULT_TIME_ZONE;
}

/**
 * The zone to keep on the account after a call: the one the call sent when it is a real zone
 * ({@link sentTimeZone}) and differs from the `stored` one; null when there is nothing to write (no zone,
 * an unknown one, or the same one), so an ordinary call writes nothing and an unknown zone is never kept.
 */
export function timeZoneToStore(sent: string | null | undefined, stored: string | null): string | null {
  const zone = sentTimeZone(sent);
  return zone !== null && zone !== stored ? zone : null;
}

/**
 * The family's calendar day (`YYYY-MM-DD`) at `instant` in the time zone `timeZone`: the day a parent in
 * that zone would read on the calendar. An unknown zone counts as UTC ({@link familyTimeZone}).
 * @throws RangeError when `instant` is not a valid date.
 */
export function calendarDay(instant: Date, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('instant must be a valid date');
  const formatter = formatterOf(familyTimeZone(timeZone)) ?? formatterOf(DEFAULT_TIME_ZONE);
  const parts = formatter?.formatToParts(instant) ?? [];
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const year = part('year');
  // Years before 1000 or after 9999 are outside the day format; fall back to the UTC text there.
  if (year.length !== 4) return instant.toISOString().slice(0, 10);
  return `${year}-${part('month')}-${part('day')}`;
}

/**
 * The latest calendar day any family can be in at `instant`: the day after UTC's. No family's day
 * ({@link calendarDay}, in any zone) is later, since every zone is less than a day ahead of UTC (IANA
 * zones at most 14 hours, `Pacific/Kiritimati`; the offset zones some engines accept under 24 hours).
 * A bound for reading everything due in any family's day at once, then deciding per family.
 */
export function latestCalendarDay(instant: Date): string {
  return addDays(calendarDay(instant, DEFAULT_TIME_ZONE), 1);
}

/** One wall-clock formatter (day, hour and minute) per zone, as for {@link calendarDay}. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  const zone = familyTimeZone(timeZone);
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/**
 * The instant a family's wall-clock time names in its IANA time zone: `day` (`YYYY-MM-DD`) at `time`
 * (`HH:MM`) in `timeZone` (an unknown zone counts as UTC, {@link familyTimeZone}). A time the clocks skip
 * when summer time starts (02:30 on that night in New York) reads on the offset before the jump (the
 * instant of 01:30); a time they pass twice when it ends reads as one of its two instants.
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  const format = wallClockOf(timeZone);
  const offsetAt = (instant: number) => {
    const parts = format.formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - instant;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}
