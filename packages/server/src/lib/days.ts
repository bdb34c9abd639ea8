/** Instants on the wire. Calendar-day arithmetic is the core's (`addDays`, `calendarDay` in `@attune/core/rules`). */

/** The ISO text of an instant, or null. */
export const iso = (instant: Date | null | undefined): string | null =>
  instant ? instant.toISOString() : null;
