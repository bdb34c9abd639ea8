/**
 * Childhood Sleep Improvement: the weekly check-in a parent enters by hand, read against the 20:00
 * bedtime target.
 *
 * Conventions:
 * - Times are `HH:MM` on the family's clock. A bedtime before noon is after midnight (late); the wake
 *   time is the next morning.
 * - A check-in links its child to a device through OAuth state `{child id}.{random}`, so the callback
 *   page knows the child before the server checks it.
 */
import { addDays } from '../calendar/calendar.logic';

/** The bedtime target of the sleep tool: 20:00 (8:00 pm). */
export const SLEEP_BEDTIME_TARGET = '20:00';

const MINUTES_PER_DAY = 24 * 60;
const NOON = 12 * 60;

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** A bedtime's minutes on the evening's clock: times before noon count after midnight (`00:30` is 24:30). */
function eveningMinutes(time: string): number {
  const minutes = minutesOfDay(time);
  return minutes < NOON ? minutes + MINUTES_PER_DAY : minutes;
}

/** Whether a bedtime is after midnight (before noon on the clock), so on the calendar day after its night. */
export function isAfterMidnightBedtime(time: string): boolean {
  return minutesOfDay(time) < NOON;
}

/**
 * The calendar day a night's bedtime falls on: the night itself, or the day after for a bedtime after
 * midnight (`00:30` of the night of 2026-03-01 is on 2026-03-02).
 */
export function bedtimeDay(night: string, bedtime: string): string {
  return isAfterMidnightBedtime(bedtime) ? addDays(night, 1) : night;
}

/** How a bedtime compares with the target: on target (at or before 20:00) or late by some minutes. */
export type BedtimeAgainstTarget =
  | { readonly kind: 'on-target' }
  | { readonly kind: 'late'; readonly minutesLate: number };

/**
 * A bedtime against the 20:00 target: `on-target` at or before it (from noon on), otherwise `late` by the
 * minutes past it (a bedtime after midnight is late by more than 4 hours).
 */
export function bedtimeAgainstTarget(
  bedtime: string,
  target: string = SLEEP_BEDTIME_TARGET,
): BedtimeAgainstTarget {
  const late = eveningMinutes(bedtime) - eveningMinutes(target);
  return late <= 0 ? { kind: 'on-target' } : { kind: 'late', minutesLate: late };
}

/**
 * Minutes in bed from a bedtime to the next morning's wake time; null when the wake time is not after
 * the bedtime (a wake time must be on the morning after the night, before noon's bedtimes).
 */
export function minutesInBed(bedtime: string, wakeTime: string): number | null {
  const start = eveningMinutes(bedtime);
  const end = minutesOfDay(wakeTime) + MINUTES_PER_DAY;
  return end > start ? end - start : null;
}

/** The state of a device link's OAuth request: the child's id, a dot, then the random part. */
export function sleepDeviceState(childId: number, random: string): string {
  return `${childId}.${random}`;
}

/** The child's id an OAuth state names, or null when it names none. */
export function childOfSleepDeviceState(state: string): number | null {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{16,}$/.exec(state);
  return match ? Number(match[1]) : null;
}
