import * as z from 'zod';
import { IdSchema } from '../common/common.schema';

/** One dosage a medication comes in; `value` is in milligrams (shown as `{value} mg`). */
export const DosageSchema = z.object({
  id: IdSchema,
  value: z.number().positive(),
});
/** One dosage of a medication, `value` in mg. */
export type Dosage = z.infer<typeof DosageSchema>;

/** A medication of the reference list (`GET medications`) with the dosages it comes in. */
export const MedicationSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  dosages: z.array(DosageSchema),
});
/** A medication with its dosages. */
export type Medication = z.infer<typeof MedicationSchema>;
