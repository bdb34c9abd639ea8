import * as z from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema } from '../common/common.schema';
import { MedicationTimeSchema } from '../prescriptions/prescriptions.schema';
import { TimeOfDaySchema } from '../sleep/sleep.schema';

/** A dose's answer: `taken` or `skipped`. */
export const DoseAnswerSchema = z.enum(['taken', 'skipped']);

/** A quiet-hours time, `HH:MM` on the 24-hour clock. */
export const QuietHoursTimeSchema = TimeOfDaySchema;

/**
 * One dose in the adherence record: the prescription, the family's day, the medication time, the
 * answer (null while not answered) and when it was answered.
 */
export const DoseRecordSchema = z.object({
  id: IdSchema,
  prescription_id: IdSchema,
  day: IsoDateSchema,
  dose: MedicationTimeSchema,
  answer: DoseAnswerSchema.nullable(),
  answered_at: IsoDateTimeSchema.nullable(),
});
/** One dose in the adherence record. */
export type DoseRecordJson = z.infer<typeof DoseRecordSchema>;

/** A period's adherence: taken, skipped and unanswered doses over the last `days` days. */
export const AdherencePeriodSchema = z.object({
  days: z.number().int().positive(),
  taken: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  unanswered: z.number().int().nonnegative(),
});

/** A prescription's adherence: the last 7 and 30 days, and its doses of the last 30 days (newest first). */
export const PrescriptionAdherenceSchema = z.object({
  prescription_id: IdSchema,
  periods: z.array(AdherencePeriodSchema),
  doses: z.array(DoseRecordSchema),
});
/** A prescription's adherence. */
export type PrescriptionAdherence = z.infer<typeof PrescriptionAdherenceSchema>;

/**
 * Body of answering a dose (`PUT prescriptions/{id}/doses`): `{ child_id, day, dose, answer }`, from the
 * reminder (its notification) or the prescription's page.
 */
export const AnswerDoseBodySchema = z.object({
  child_id: IdSchema,
  day: IsoDateSchema,
  dose: MedicationTimeSchema,
  answer: DoseAnswerSchema,
});

/**
 * What a dose reminder is about, on its notification (`dose`): the child, the prescription, the day, the
 * medication time, the medication's name and the answer so far (null while unanswered), so the feed can offer Taken / Skipped.
 */
export const NotificationDoseSchema = z.object({
  child_id: IdSchema,
  prescription_id: IdSchema,
  day: IsoDateSchema,
  dose: MedicationTimeSchema,
  /** The medication's name (or the one typed for "Other"). */
  medication: z.string(),
  answer: DoseAnswerSchema.nullable(),
});
