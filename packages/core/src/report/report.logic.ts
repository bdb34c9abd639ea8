/**
 * The visit report (issue 28): the period a parent picks, and the one view model the HTML page and the
 * PDF render from a child's records. Pure: every day is a family calendar day (`YYYY-MM-DD`), `today` is
 * an argument.
 */
import { addDays, isCalendarDay, MS_PER_DAY } from '../calendar/calendar.logic';
import type { GoalOutcomeKind } from '../goals/goals.logic';
import type { ImprovementDirection } from '../measures/measures.schema';
import { ageInYears } from '../questionnaires/questionnaires.logic';
import { adherenceSummary, type DoseRecord } from '../reminders/reminders.logic';
import type {
  ReportCheckIn,
  ReportMeasure,
  ReportPeriod,
  ReportPeriodChoice,
  ReportPlanWeek,
  ReportView,
} from './report.schema';

/** The longest period a report covers, in days (a year and a day, both ends included). */
export const REPORT_MAX_DAYS = 367;

/**
 * The period of a choice on `today`: the last 30 or 90 days (today included), or since the day of the
 * last appointment on or before today (`lastAppointment`; null when the child has had none, so the
 * choice is not available).
 */
export function reportPeriod(
  choice: ReportPeriodChoice,
  today: string,
  lastAppointment: string | null,
): ReportPeriod | null {
  if (choice === 'last_30_days') return { from: addDays(today, -29), to: today };
  if (choice === 'last_90_days') return { from: addDays(today, -89), to: today };
  if (lastAppointment === null || lastAppointment > today) return null;
  return { from: lastAppointment, to: today };
}

/** What is wrong with a requested period, by field, or null when it is a period a report can cover. */
export type ReportPeriodProblem = { field: 'from' | 'to'; code: 'invalid-date' | 'after-to' | 'too-long' };

/**
 * Checks a period asked for (`from`, `to`): both real days, `from` not after `to`, at most
 * {@link REPORT_MAX_DAYS} days long. The default period (no days given) is the last 30 days.
 */
export function checkReportPeriod(
  from: string | undefined,
  to: string | undefined,
  today: string,
): { ok: true; period: ReportPeriod } | { ok: false; problem: ReportPeriodProblem } {
  const end = to ?? today;
  if (!isCalendarDay(end)) return { ok: false, problem: { field: 'to', code: 'invalid-date' } };
  const start = from ?? addDays(end, -29);
  if (!isCalendarDay(start)) return { ok: false, problem: { field: 'from', code: 'invalid-date' } };
  if (start > end) return { ok: false, problem: { field: 'from', code: 'after-to' } };
  if (addDays(start, REPORT_MAX_DAYS - 1) < end)
    return { ok: false, problem: { field: 'from', code: 'too-long' } };
  return { ok: true, period: { from: start, to: end } };
}

/** Whether `day` is inside the period (both ends included). */
export function inReportPeriod(day: string, period: ReportPeriod): boolean {
  return day >= period.from && day <= period.to;
}

/** The Monday of the week of `day` (weeks start on Monday). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** One score as the report's input: the measure, the day, the score, the goal then, the outcome, who answered. */
export interface ReportScoreInput {
  readonly measure: string;
  readonly title: string;
  readonly direction: ImprovementDirection;
  readonly min: number;
  readonly max: number;
  readonly cutOff: number | null;
  readonly day: string;
  /** A tie-breaker for scores of one day (the record's id): earlier first. */
  readonly order: number;
  readonly score: number;
  readonly goal: number | null;
  readonly outcome: GoalOutcomeKind | null;
  readonly respondent: { readonly name: string; readonly relationship: string } | null;
}

/**
 * A prescription as the report's input, with the days it was made, last saved and stopped (null while
 * current), and its recorded doses (any days; empty when the family does not use reminders).
 */
export interface ReportPrescriptionInput {
  readonly medication: string;
  readonly dosage: string | null;
  readonly start_date: string;
  readonly taken: readonly string[];
  readonly created_day: string;
  readonly updated_day: string;
  readonly stopped_day: string | null;
  readonly doses: readonly DoseRecord[];
}

/** The number of days of a period, both ends included. */
export function reportPeriodDays(period: ReportPeriod): number {
  return (
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / MS_PER_DAY) +
    1
  );
}

/**
 * A prescription's adherence in the period: core's `adherenceSummary` over the period's days (doses
 * taken, skipped, not answered), or null when no dose of the period was recorded.
 */
export function reportAdherence(doses: readonly DoseRecord[], period: ReportPeriod) {
  if (!doses.some((d) => inReportPeriod(d.day, period))) return null;
  const { taken, skipped, unanswered } = adherenceSummary(doses, period.to, reportPeriodDays(period));
  return { taken, skipped, unanswered };
}

/** Whether a prescription is current at the end of the period: started by then and not stopped by then. */
export function isCurrentAtEnd(
  p: Pick<ReportPrescriptionInput, 'start_date' | 'stopped_day'>,
  period: ReportPeriod,
): boolean {
  return p.start_date <= period.to && (p.stopped_day === null || p.stopped_day > period.to);
}

/**
 * A plan session as the report's input: complete on `completed_day`, skipped on `skipped_day`, or
 * scheduled for `schedule_date` (missed when that day is before today and it is neither).
 */
export interface ReportSessionInput {
  readonly complete: boolean;
  readonly completed_day: string | null;
  readonly skipped: boolean;
  readonly skipped_day: string | null;
  readonly schedule_date: string | null;
}

/** A check-in (an answered questionnaire) as the report's input. */
export interface ReportCheckInInput {
  readonly questionnaire: string;
  readonly day: string;
  readonly order: number;
  readonly respondent: { readonly name: string; readonly relationship: string } | null;
  readonly answers: readonly { readonly question: string; readonly answer: string }[];
}

/** Everything a report is made from: the child, the period, `today` and the child's records (any days). */
export interface ReportInput {
  readonly child: { readonly id: number; readonly name: string; readonly birthday: string };
  readonly careTeam: readonly string[];
  readonly language: 'en' | 'es';
  readonly period: ReportPeriod;
  readonly today: string;
  /** The day of the child's last appointment on or before today, or null. */
  readonly lastAppointment: string | null;
  readonly scores: readonly ReportScoreInput[];
  readonly prescriptions: readonly ReportPrescriptionInput[];
  readonly sessions: readonly ReportSessionInput[];
  readonly checkIns: readonly ReportCheckInInput[];
  /** The parent's reflections on plan steps (any days), or null when the parent did not ask for them. */
  readonly reflections: readonly { day: string; text: string }[] | null;
  /** Null when the family does not use the sleep tool. */
  readonly sleep:
    | readonly { night: string; minutes_asleep: number | null; night_wakings: number | null }[]
    | null;
  /** Null when the family does not use Target Recognition. */
  readonly targetRecognition: readonly { day: string; level: number; score: number | null }[] | null;
}

/** The typical-range band of a measure: the side of its cut-off where scores show no concern. */
export function typicalBand(
  direction: ImprovementDirection,
  min: number,
  max: number,
  cutOff: number | null,
): { low: number; high: number } | null {
  if (cutOff === null) return null;
  return direction === 'reduce' ? { low: min, high: cutOff } : { low: cutOff, high: max };
}

const byDayThenOrder = <T extends { day: string; order: number }>(a: T, b: T) =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.order - b.order;

function measuresOf(scores: readonly ReportScoreInput[], period: ReportPeriod): ReportMeasure[] {
  const inPeriod = scores.filter((s) => inReportPeriod(s.day, period)).sort(byDayThenOrder);
  const keys = [...new Set(inPeriod.map((s) => s.measure))];
  return keys.map((key) => {
    const list = inPeriod.filter((s) => s.measure === key);
    const last = list[list.length - 1] as ReportScoreInput;
    const points = list.map((s) => ({ day: s.day, score: s.score, goal: s.goal, respondent: s.respondent }));
    return {
      key,
      title: last.title,
      direction: last.direction,
      min: last.min,
      max: last.max,
      typical: typicalBand(last.direction, last.min, last.max, last.cutOff),
      goal: last.goal,
      points,
      latest: points[points.length - 1] ?? null,
      outcome: last.outcome,
    };
  });
}

function planWeeks(
  sessions: readonly ReportSessionInput[],
  period: ReportPeriod,
  today: string,
): ReportPlanWeek[] {
  const weeks = new Map<string, ReportPlanWeek>();
  const count = (day: string | null, field: 'completed' | 'skipped' | 'missed') => {
    if (day === null || !inReportPeriod(day, period)) return;
    const start = weekStartOf(day);
    const week = weeks.get(start) ?? { week_start: start, completed: 0, skipped: 0, missed: 0 };
    week[field] += 1;
    weeks.set(start, week);
  };
  for (const s of sessions) {
    if (s.complete) count(s.completed_day ?? s.schedule_date, 'completed');
    else if (s.skipped) count(s.skipped_day ?? s.schedule_date, 'skipped');
    else if (s.schedule_date !== null && s.schedule_date < today) count(s.schedule_date, 'missed');
  }
  return [...weeks.values()].sort((a, b) => (a.week_start < b.week_start ? -1 : 1));
}

function latestCheckIns(checkIns: readonly ReportCheckInInput[], period: ReportPeriod): ReportCheckIn[] {
  const latest = new Map<string, ReportCheckInInput>();
  for (const c of [...checkIns].filter((c) => inReportPeriod(c.day, period)).sort(byDayThenOrder)) {
    latest.set(c.questionnaire, c);
  }
  return [...latest.values()].map((c) => ({
    questionnaire: c.questionnaire,
    day: c.day,
    respondent: c.respondent,
    answers: c.answers.map((a) => ({ question: a.question, answer: a.answer })),
  }));
}

/**
 * The visit report of a child for a period: each measure's scores in the period in date order (each
 * score once) with its range, typical band, goal line, latest score and outcome; the prescriptions current
 * at the period's end (started on or before it, not stopped by then) with their adherence in the period,
 * and the changes in the period (started, changed, stopped, each with its day); plan
 * sessions completed, skipped and missed per week; the latest check-in of each questionnaire in the
 * period; the parent's reflections in the period when asked for ("include my notes"); sleep nights and
 * Target Recognition results in the period when the family uses those tools.
 * Nothing outside the period appears; `empty` says the period holds no record at all.
 */
export function reportView(input: ReportInput): ReportView {
  const { period } = input;
  const measures = measuresOf(input.scores, period);
  const current = input.prescriptions
    .filter((p) => isCurrentAtEnd(p, period))
    .map((p) => ({
      medication: p.medication,
      dosage: p.dosage,
      start_date: p.start_date,
      taken: [...p.taken],
      adherence: reportAdherence(p.doses, period),
    }));
  const changes = input.prescriptions
    .flatMap((p) => [
      ...(inReportPeriod(p.start_date, period)
        ? [{ kind: 'started' as const, day: p.start_date, medication: p.medication, dosage: p.dosage }]
        : []),
      ...(p.updated_day !== p.created_day && inReportPeriod(p.updated_day, period)
        ? [{ kind: 'changed' as const, day: p.updated_day, medication: p.medication, dosage: p.dosage }]
        : []),
      ...(p.stopped_day !== null && inReportPeriod(p.stopped_day, period)
        ? [{ kind: 'stopped' as const, day: p.stopped_day, medication: p.medication, dosage: p.dosage }]
        : []),
    ])
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const weeks = planWeeks(input.sessions, period, input.today);
  const checkIns = latestCheckIns(input.checkIns, period);
  const sleep =
    input.sleep === null
      ? null
      : input.sleep
          .filter((n) => inReportPeriod(n.night, period))
          .map((n) => ({ ...n }))
          .sort((a, b) => (a.night < b.night ? -1 : a.night > b.night ? 1 : 0));
  const targetRecognition =
    input.targetRecognition === null
      ? null
      : input.targetRecognition
          .filter((r) => inReportPeriod(r.day, period))
          .map((r) => ({ ...r }))
          .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const reflections =
    input.reflections === null
      ? null
      : input.reflections
          .filter((r) => inReportPeriod(r.day, period) && r.text.trim() !== '')
          .map((r) => ({ day: r.day, text: r.text }))
          .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const empty =
    measures.length === 0 &&
    changes.length === 0 &&
    weeks.length === 0 &&
    checkIns.length === 0 &&
    (reflections?.length ?? 0) === 0 &&
    (sleep?.length ?? 0) === 0 &&
    (targetRecognition?.length ?? 0) === 0;
  return {
    child: {
      id: input.child.id,
      name: input.child.name,
      age_years: Math.max(0, ageInYears(input.child.birthday, period.to)),
      care_team: [...input.careTeam],
    },
    period: { from: period.from, to: period.to },
    last_appointment: input.lastAppointment,
    language: input.language,
    empty,
    measures,
    medications: { current, changes },
    plans: { weeks },
    check_ins: checkIns,
    reflections,
    sleep,
    target_recognition: targetRecognition,
  };
}

/** The lifetimes a parent may give a report share link, in days. */
export const REPORT_LINK_DAYS = [7, 30] as const;
/** A report share link's lifetime in days. */
export type ReportLinkDays = (typeof REPORT_LINK_DAYS)[number];

/** When a share link made at `now` for `days` days stops opening: exactly that many days of 24 hours later. */
export function reportLinkExpiry(now: Date, days: ReportLinkDays): Date {
  return new Date(now.getTime() + days * MS_PER_DAY);
}

/** Whether a share link opens at `now`: not revoked, and `now` is before its expiry. */
export function isReportLinkOpen(
  link: { readonly expiresAt: Date; readonly revokedAt: Date | null },
  now: Date,
): boolean {
  return link.revokedAt === null && now.getTime() < link.expiresAt.getTime();
}
