/**
 * The family's calendar day. Decided once for the whole product: the family's own time zone (the
 * browser's), sent to the server on every call as `X-Time-Zone`, so the server's today list and the
 * browser's timeline agree in the evening in the Americas. Both sides use core's `calendarDay`.
 */
import { calendarDay, familyTimeZone } from '@attune/core/rules';

/** The family's IANA time zone (the browser's), or 'UTC' when the browser cannot tell. */
export function browserTimeZone(): string {
  return familyTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Today in the family's time zone (`YYYY-MM-DD`): the day the timeline, session cards and date limits use. */
export function today(now: Date = new Date()): string {
  return calendarDay(now, browserTimeZone());
}
