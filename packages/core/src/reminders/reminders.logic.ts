/**
 * Reminders on the family's own clock: which medication doses are due, when quiet hours hold a reminder,
 * and what a prescription's adherence adds up to (core-app.md: medication times morning, afternoon,
 * evening; issue 25: reminders on every channel the family switched on).
 *
 * Conventions:
 * - Times of day are `HH:MM` on the family's wall clock, in its IANA time zone (an unknown zone counts as
 *   UTC, core's `familyTimeZone`). `now` is always an argument; nothing here reads a clock.
 * - Quiet hours run from `start` (included) to `end` (excluded) and may span midnight (21:00-07:00). A
 *   start equal to the end means no quiet hours.
 * - A dose is due at its dose time ({@link DOSE_TIMES}) on the family's day, from that instant to the end
 *   of that day; a dose of a day that has passed is never due (the reminder would be about yesterday).
 */
import {
  calendarDay,
  DEFAULT_TIME_ZONE,
  MS_PER_DAY,
  MS_PER_HOUR,
  zonedInstant,
} from '../calendar/calendar.logic';
import type { MedicationTime } from '../prescriptions/prescriptions.schema';

/** The wall-clock time each medication time's dose is due: morning 08:00, afternoon 13:00, evening 19:00. */
export const DOSE_TIMES: Readonly<Record<MedicationTime, string>> = {
  morning: '08:00',
  afternoon: '13:00',
  evening: '19:00',
};

/** The medication times in the order of the day. */
export const DOSE_ORDER: readonly MedicationTime[] = ['morning', 'afternoon', 'evening'];

/** A family's quiet hours: `HH:MM` start (included) and end (excluded) on its wall clock. */
export interface QuietHours {
  readonly start: string;
  readonly end: string;
}

/** Quiet hours when the family has not changed them: 21:00 to 07:00. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '21:00', end: '07:00' };

/** How many minutes into the day an `HH:MM` time is. */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The family's wall-clock time (`HH:MM`) at `now` in `timeZone`. */
export function wallClockTime(now: Date, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        hour: '2-digit',
        minute: '2-digit',
        numberingSystem: 'latn',
      });
    } catch {
      return wallClockTime(now, DEFAULT_TIME_ZONE);
    }
    clocks.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Whether the wall-clock `time` falls in `quiet` (start included, end excluded, across midnight). */
export function isQuietTime(time: string, quiet: QuietHours): boolean {
  const t = minutesOf(time);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? t >= start && t < end : t >= start || t < end;
}

/** Whether `now` falls in the family's quiet hours on its own clock (`timeZone`). */
export function inQuietHours(now: Date, timeZone: string | null | undefined, quiet: QuietHours): boolean {
  return isQuietTime(wallClockTime(now, timeZone ?? DEFAULT_TIME_ZONE), quiet);
}

/**
 * When a reminder due at `now` may go out: `now` itself outside quiet hours, otherwise the end of the
 * quiet hours on the family's clock (the morning), never an instant inside them.
 */
export function quietHoursRelease(now: Date, timeZone: string | null | undefined, quiet: QuietHours): Date {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  if (!inQuietHours(now, zone, quiet)) return now;
  const today = calendarDay(now, zone);
  let candidate = zonedInstant(today, quiet.end, zone);
  if (candidate.getTime() <= now.getTime()) {
    candidate = zonedInstant(calendarDay(new Date(now.getTime() + MS_PER_DAY), zone), quiet.end, zone);
  }
  // A clock change can put the end's wall time on the other side of the jump: step out of the quiet hours.
  for (let i = 0; i < 48 && inQuietHours(candidate, zone, quiet); i += 1) {
    candidate = new Date(candidate.getTime() + MS_PER_HOUR / 2);
  }
  return candidate;
}

/** A reminder waiting to go out on a channel, as the sending rule sees it. */
export interface HeldReminder {
  readonly id: string;
  readonly timeZone?: string | null;
  readonly quietHours: QuietHours;
}

/**
 * The reminders to send at `now`: those whose family is not in its quiet hours, and not sent before
 * (`sent`). A reminder held by quiet hours stays in the list given until a run outside them sends it.
 */
export function remindersToSend(
  held: readonly HeldReminder[],
  sent: ReadonlySet<string>,
  now: Date,
): string[] {
  const out = new Set<string>();
  for (const reminder of held) {
    if (sent.has(reminder.id)) continue;
    if (inQuietHours(now, reminder.timeZone, reminder.quietHours)) continue;
    out.add(reminder.id);
  }
  return [...out];
}

/** A prescription as the dose rule sees it. */
export interface DoseCandidate {
  readonly prescriptionId: number;
  /** Its medication times (`taken`). */
  readonly taken: readonly MedicationTime[];
  /** The day it starts, `YYYY-MM-DD`: no dose is due before it. */
  readonly startDate: string;
  /** When it was added: a dose time before that is not reminded of. */
  readonly createdAt: Date;
  /** The family's IANA zone; null or absent means UTC. */
  readonly timeZone?: string | null;
}

/** A dose due: which prescription, which medication time, on which family day, from which instant. */
export interface DueDose {
  readonly prescriptionId: number;
  readonly dose: MedicationTime;
  readonly day: string;
  readonly dueAt: Date;
}

/**
 * The doses due at `now`: for each prescription, each of its medication times whose dose time
 * ({@link DOSE_TIMES}) on the family's day (in its zone) has been reached, on or after the prescription's
 * start date, and not before the prescription was added. Each (prescription, day, dose) at most once.
 */
export function dosesDue(candidates: readonly DoseCandidate[], now: Date): DueDose[] {
  const due: DueDose[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const zone = candidate.timeZone ?? DEFAULT_TIME_ZONE;
    const day = calendarDay(now, zone);
    if (day < candidate.startDate) continue;
    for (const dose of DOSE_ORDER) {
      if (!candidate.taken.includes(dose)) continue;
      const key = `${candidate.prescriptionId}:${day}:${dose}`;
      if (seen.has(key)) continue;
      const dueAt = zonedInstant(day, DOSE_TIMES[dose], zone);
      if (dueAt.getTime() > now.getTime() || dueAt.getTime() < candidate.createdAt.getTime()) continue;
      seen.add(key);
      due.push({ prescriptionId: candidate.prescriptionId, dose, day, dueAt });
    }
  }
  return due;
}

/** A dose's answer: `taken`, `skipped`, or null while the family has not answered. */
export type DoseAnswer = 'taken' | 'skipped';

/** One dose of a prescription on a day, as kept in the adherence record. */
export interface DoseRecord {
  readonly day: string;
  readonly dose: MedicationTime;
  readonly answer: DoseAnswer | null;
}

/** How the doses of a period were answered. */
export interface AdherenceSummary {
  readonly days: number;
  readonly taken: number;
  readonly skipped: number;
  readonly unanswered: number;
}

/**
 * The adherence of the last `days` days up to `today` included (`today - days + 1` .. `today`): how many
 * doses were marked taken, skipped, or not answered.
 */
export function adherenceSummary(
  records: readonly DoseRecord[],
  today: string,
  days: number,
): AdherenceSummary {
  const first = calendarDay(
    new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * MS_PER_DAY),
    DEFAULT_TIME_ZONE,
  );
  let taken = 0;
  let skipped = 0;
  let unanswered = 0;
  for (const record of records) {
    if (record.day < first || record.day > today) continue;
    if (record.answer === 'taken') taken += 1;
    else if (record.answer === 'skipped') skipped += 1;
    else unanswered += 1;
  }
  return { days, taken, skipped, unanswered };
}

/** The periods the prescription's page shows adherence for: the last 7 and 30 days. */
export const ADHERENCE_PERIODS = [7, 30] as const;
