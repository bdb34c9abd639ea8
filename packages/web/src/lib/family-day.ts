/**
 * The family's calendar day. Decided once for the whole product: the family's own time zone (the
 * browser's), sent to the server on every call as `X-Time-Zone`, so the server's today list and the
 * browser's timeline agree in the evening in the Americas. Both sides use core's `calendarDay`.
 */
import { calendarDay, familyTimeZone } from '@attune/core/rules';

/** How long the browser's zone, once read, is reused (reading it builds a date formatter: costly, per call). */
const ZONE_REUSE_MS = 60_000; // time-literal-ok: a cache lifetime of the browser, not a product rule
let zoneRead: { readonly zone: string; readonly at: number } | null = null;

/**
 * The family's IANA time zone (the browser's), or 'UTC' when the browser cannot tell. Read again at most
 * once a minute (a device that travels changes zone; a page's many calls in one render ask once).
 */
export function browserTimeZone(): string {
  const now = Date.now();
  if (zoneRead === null || now - zoneRead.at > ZONE_REUSE_MS || now < zoneRead.at)
    zoneRead = { zone: familyTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), at: now };
  return zoneRead.zone;
}

/** Today in the family's time zone (`YYYY-MM-DD`): the day the timeline, session cards and date limits use. */
export function today(now: Date = new Date()): string {
  return calendarDay(now, browserTimeZone());
}
