import * as z from 'zod';
import { IsoDateSchema } from '../common/common.schema';
import { GoalOutcomeKindSchema } from '../goals/goals.schema';
import { ImprovementDirectionSchema } from '../measures/measures.schema';

/** The periods a parent picks a visit report for: the last 30 or 90 days, or since the last appointment. */
export const ReportPeriodChoiceSchema = z.enum(['last_30_days', 'last_90_days', 'since_last_appointment']);
/** A period a parent picks a visit report for. */
export type ReportPeriodChoice = z.infer<typeof ReportPeriodChoiceSchema>;

/** A report's period: two calendar days of the family, both included. */
export const ReportPeriodSchema = z.object({ from: IsoDateSchema, to: IsoDateSchema });
/** A report's period. */
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;

/** Who answered a check-in: the family (`null`) or a collaborator with their relationship. */
export const ReportRespondentSchema = z.object({ name: z.string(), relationship: z.string() }).nullable();

/** One score of a measure in the period: its day, the score, the goal at that time and who answered. */
export const ReportScorePointSchema = z.object({
  day: IsoDateSchema,
  score: z.number(),
  goal: z.number().nullable(),
  respondent: ReportRespondentSchema,
});

/**
 * A measure's scores in the period, oldest first, as a small chart: its range (`min`..`max`), the typical
 * range band (the side of the cut-off where children without concern score; null without a cut-off), the
 * latest goal line, the latest score and the goal outcome in words (a locale key's last part).
 */
export const ReportMeasureSchema = z.object({
  key: z.string(),
  title: z.string(),
  direction: ImprovementDirectionSchema,
  min: z.number(),
  max: z.number(),
  typical: z.object({ low: z.number(), high: z.number() }).nullable(),
  goal: z.number().nullable(),
  points: z.array(ReportScorePointSchema),
  latest: ReportScorePointSchema.nullable(),
  outcome: GoalOutcomeKindSchema.nullable(),
});
/** A measure's scores in a report. */
export type ReportMeasure = z.infer<typeof ReportMeasureSchema>;

/** How a prescription's doses of the period were answered (from its reminders or its page). */
export const ReportAdherenceSchema = z.object({
  taken: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  unanswered: z.number().int().nonnegative(),
});
/** How a prescription's doses of the period were answered. */
export type ReportAdherence = z.infer<typeof ReportAdherenceSchema>;

/**
 * A current prescription: the medication, its dose, since when and when in the day it is taken, and its
 * adherence in the period (null when no dose of the period was recorded: the family does not use reminders).
 */
export const ReportPrescriptionSchema = z.object({
  medication: z.string(),
  dosage: z.string().nullable(),
  start_date: IsoDateSchema,
  taken: z.array(z.string()),
  adherence: ReportAdherenceSchema.nullable(),
});

/**
 * A change of a prescription in the period: started (its start date), changed (the day it was saved) or
 * stopped (the day the family stopped it).
 */
export const ReportMedicationChangeSchema = z.object({
  kind: z.enum(['started', 'changed', 'stopped']),
  day: IsoDateSchema,
  medication: z.string(),
  dosage: z.string().nullable(),
});

/** One week of plan sessions (weeks start on Monday): how many were completed, skipped and missed. */
export const ReportPlanWeekSchema = z.object({
  week_start: IsoDateSchema,
  completed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  missed: z.number().int().nonnegative(),
});
/** One week of plan sessions. */
export type ReportPlanWeek = z.infer<typeof ReportPlanWeekSchema>;

/** The latest check-in of a questionnaire in the period: each question's text with its answer. */
export const ReportCheckInSchema = z.object({
  questionnaire: z.string(),
  day: IsoDateSchema,
  respondent: ReportRespondentSchema,
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
/** The latest check-in of a questionnaire in a report. */
export type ReportCheckIn = z.infer<typeof ReportCheckInSchema>;

/** A night of sleep in the period. */
export const ReportSleepNightSchema = z.object({
  night: IsoDateSchema,
  minutes_asleep: z.number().nullable(),
  night_wakings: z.number().nullable(),
});

/** A Target Recognition result in the period. */
export const ReportTargetRecognitionSchema = z.object({
  day: IsoDateSchema,
  level: z.number(),
  score: z.number().nullable(),
});

/**
 * The visit report of a child for a period (`GET children/{id}/report`), the one view model the HTML page
 * and the PDF render: the child, the period, each section, and `empty` when the period holds no record at
 * all (the page then says so instead of drawing empty charts). `sleep` and `target_recognition` are null
 * when the family does not use those tools. The informational-not-a-diagnosis sentence is always shown
 * (the locale's `report.informational`).
 */
export const ReportViewSchema = z.object({
  child: z.object({
    id: z.number().int(),
    name: z.string(),
    age_years: z.number().int().nonnegative(),
    care_team: z.array(z.string()),
  }),
  period: ReportPeriodSchema,
  /** The day of the child's last appointment on or before today (the "since the last appointment" choice), or null. */
  last_appointment: IsoDateSchema.nullable(),
  language: z.enum(['en', 'es']),
  empty: z.boolean(),
  measures: z.array(ReportMeasureSchema),
  medications: z.object({
    current: z.array(ReportPrescriptionSchema),
    changes: z.array(ReportMedicationChangeSchema),
  }),
  plans: z.object({ weeks: z.array(ReportPlanWeekSchema) }),
  check_ins: z.array(ReportCheckInSchema),
  /** The parent's reflections on plan steps in the period, only when the parent ticks "include my notes". */
  reflections: z.array(z.object({ day: IsoDateSchema, text: z.string() })).nullable(),
  sleep: z.array(ReportSleepNightSchema).nullable(),
  target_recognition: z.array(ReportTargetRecognitionSchema).nullable(),
});
/** The visit report of a child for a period. */
export type ReportView = z.infer<typeof ReportViewSchema>;
