/**
 * Childhood Sleep Improvement: the nights a linked device (Fitbit) measured, imported when the family
 * reads them (pull on read). The rules here decide when to ask the device again (at most every 15
 * minutes per child), which days to ask for, and which of the device's logs become nights.
 *
 * Conventions:
 * - Days are `YYYY-MM-DD` on the family's calendar; a device's times are its wall-clock times
 *   (`YYYY-MM-DDTHH:MM[:SS[.sss]]`, no offset), as Fitbit gives them.
 * - A night is the day of its bedtime, as for the weekly check-in: a bedtime before noon is after
 *   midnight, so its night is the day before.
 */
import { addDays, isCalendarDay, MS_PER_MINUTE } from '../calendar';
import { isAfterMidnightBedtime } from './sleep.logic';

/** The shortest time between two imports of a child's device nights: 15 minutes. */
export const SLEEP_IMPORT_INTERVAL_MS = 15 * MS_PER_MINUTE;
/**
 * How long the family has to approve the device link at the provider: the OAuth `state` the server keeps
 * for the round trip works for 30 minutes after the link was asked for, then the callback is refused.
 */
export const OAUTH_STATE_LIFETIME_MS = 30 * MS_PER_MINUTE;

/** When the OAuth `state` of a device link asked for at `issuedAt` stops working. */
export const oauthStateExpiresAt = (issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + OAUTH_STATE_LIFETIME_MS);
/** How many days back the first import of a device reaches: 30. */
export const SLEEP_IMPORT_FIRST_DAYS = 30;
/** The longest range of days one import asks for (Fitbit's sleep log range is at most 100 days). */
export const SLEEP_IMPORT_MAX_DAYS = 100;

/** One sleep log as the device provider gives it (a night's main sleep, or a nap). */
export interface DeviceNight {
  /** The provider's id of the log (Fitbit's `logId`), unique per provider user. */
  readonly logId: string;
  /** The provider's day of the sleep (Fitbit's `dateOfSleep`: the day it ended). */
  readonly dateOfSleep: string;
  /** When the child went to bed, on the device's clock (`YYYY-MM-DDTHH:MM:SS.sss`). */
  readonly startTime: string;
  /** When the child got up, on the device's clock. */
  readonly endTime: string;
  readonly minutesAsleep: number;
  readonly timeInBed: number;
  /** False for a nap. */
  readonly isMainSleep: boolean;
}

/** A device night as the app keeps it: the night, bedtime and wake time as a check-in has them. */
export interface ImportedNight {
  readonly logId: string;
  /** The day of the bedtime (`YYYY-MM-DD`). */
  readonly night: string;
  /** The day and `HH:MM` of the bedtime, on the device's clock. */
  readonly bedDay: string;
  readonly bedtime: string;
  /** The day and `HH:MM` of the wake time, on the device's clock. */
  readonly wakeDay: string;
  readonly wakeTime: string;
  readonly minutesAsleep: number;
}

/**
 * Whether a child's device nights are due to be imported again: never imported, or the last import
 * started at least 15 minutes ago. A last import stamped more than 15 minutes in the future (another
 * clock) does not block imports for good.
 */
export function sleepImportDue(lastImportAt: Date | null, now: Date): boolean {
  if (lastImportAt === null) return true;
  return Math.abs(now.getTime() - lastImportAt.getTime()) >= SLEEP_IMPORT_INTERVAL_MS;
}

/**
 * The days to ask the device for, `from` to `to` inclusive: from the last imported night (asked again,
 * as the device may have finished or corrected it) or, on the first import, 30 days back, up to today;
 * never more than 100 days, and never after today.
 */
export function sleepImportRange(lastNight: string | null, today: string): { from: string; to: string } {
  const earliest = addDays(today, -(SLEEP_IMPORT_MAX_DAYS - 1));
  let from = lastNight ?? addDays(today, -SLEEP_IMPORT_FIRST_DAYS);
  if (from < earliest) from = earliest;
  if (from > today) from = today;
  return { from, to: today };
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)/;

function wallTime(value: string): { day: string; time: string } | null {
  const match = WALL_TIME.exec(value);
  if (!match?.[1]) return null;
  const day = match[1];
  // A day that is not on the calendar (2026-02-30) is not a time.
  if (!isCalendarDay(day)) return null;
  return { day, time: `${match[2]}:${match[3]}` };
}

function toImported(log: DeviceNight): ImportedNight | null {
  if (!log.isMainSleep || !log.logId) return null;
  if (!Number.isInteger(log.minutesAsleep) || log.minutesAsleep < 0) return null;
  const start = wallTime(log.startTime);
  const end = wallTime(log.endTime);
  if (!start || !end || `${end.day}T${end.time}` <= `${start.day}T${start.time}`) return null;
  const night = isAfterMidnightBedtime(start.time) ? addDays(start.day, -1) : start.day;
  return {
    logId: log.logId,
    night,
    bedDay: start.day,
    bedtime: start.time,
    wakeDay: end.day,
    wakeTime: end.time,
    minutesAsleep: log.minutesAsleep,
  };
}

/**
 * A total order of kept nights, the better last: more minutes asleep, then the larger log id, then the
 * later times (only a provider answering the same log twice reaches these).
 */
function compareNights(a: ImportedNight, b: ImportedNight): number {
  if (a.minutesAsleep !== b.minutesAsleep) return a.minutesAsleep - b.minutesAsleep;
  if (a.logId.length !== b.logId.length) return a.logId.length - b.logId.length;
  const keyOf = (n: ImportedNight) =>
    `${n.logId}|${n.night}|${n.bedDay}T${n.bedtime}|${n.wakeDay}T${n.wakeTime}`;
  const left = keyOf(a);
  const right = keyOf(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function keepBest(map: Map<string, ImportedNight>, key: string, night: ImportedNight): void {
  const kept = map.get(key);
  if (!kept || compareNights(night, kept) > 0) map.set(key, night);
}

/**
 * The nights to keep from a device's logs, oldest first: main sleeps only (naps are left out), with
 * well-formed times ending after they start; one per night (the one with the most minutes asleep) and
 * one per log id. The answer does not depend on the order of the logs.
 */
export function nightsToImport(logs: readonly DeviceNight[]): ImportedNight[] {
  const byLog = new Map<string, ImportedNight>();
  for (const log of logs) {
    const night = toImported(log);
    if (night) keepBest(byLog, night.logId, night);
  }
  const byNight = new Map<string, ImportedNight>();
  for (const night of byLog.values()) keepBest(byNight, night.night, night);
  return [...byNight.values()].sort((a, b) => (a.night < b.night ? -1 : a.night > b.night ? 1 : 0));
}
