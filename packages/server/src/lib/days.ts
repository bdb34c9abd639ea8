/** Calendar-day arithmetic on `YYYY-MM-DD` strings, in UTC (the core keeps its own copy internal). */

const MS_PER_DAY = 86_400_000;

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The ISO text of an instant, or null. */
export const iso = (instant: Date | null | undefined): string | null =>
  instant ? instant.toISOString() : null;
