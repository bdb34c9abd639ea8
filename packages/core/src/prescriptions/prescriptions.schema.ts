import * as z from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, ShortTextSchema } from '../common/common.schema';
import { DosageSchema } from '../medications/medications.schema';

/** A time of day a medication is taken: `morning`, `afternoon` or `evening`. */
export const MedicationTimeSchema = z.enum(['morning', 'afternoon', 'evening']);
/** A time of day a medication is taken. */
export type MedicationTime = z.infer<typeof MedicationTimeSchema>;

/** Who prescribed a medication: `pediatrician`, `psychiatrist` or `other`. */
export const PrescriberSchema = z.enum(['pediatrician', 'psychiatrist', 'other']);
/** Who prescribed a medication. */
export type Prescriber = z.infer<typeof PrescriberSchema>;

/**
 * A child's prescription as the API sends it.
 *
 * - A known medication gives `medication: { id, name }` and `dosage: { id, value }` (mg), with the custom
 *   fields `null`.
 * - The medication 'other' gives `medication: null` and `dosage: null`, and the parent's words in
 *   `custom_medication` and `custom_dosage`.
 * - `start_date` is a calendar day; `taken` lists the times of day it is taken.
 * - `template` marks a placeholder prescription of a template account.
 */
export const PrescriptionSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  template: z.boolean(),
  medication: z.object({ id: IdSchema, name: z.string().min(1) }).nullable(),
  dosage: DosageSchema.nullable(),
  custom_medication: z.string().nullable(),
  custom_dosage: z.string().nullable(),
  start_date: IsoDateSchema,
  taken: z.array(MedicationTimeSchema),
  prescribed_by: PrescriberSchema,
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
/** A child's prescription. */
export type Prescription = z.infer<typeof PrescriptionSchema>;

const prescriptionFields = {
  medication_id: IdSchema.nullable(),
  dosage_id: IdSchema.nullable(),
  custom_medication: ShortTextSchema.nullable().optional(),
  custom_dosage: ShortTextSchema.nullable().optional(),
  start_date: IsoDateSchema,
  taken: z.array(MedicationTimeSchema).min(1),
  prescribed_by: PrescriberSchema,
};

const isFilled = (text: string | null | undefined): boolean => text != null && text.trim() !== '';

/** The shape rules of a prescription body; the date-range rule needs the child and today, so it lives in `validatePrescription`. */
function checkMedicationChoice(
  input: {
    medication_id: number | null;
    dosage_id: number | null;
    custom_medication?: string | null | undefined;
    custom_dosage?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (input.medication_id === null) {
    if (!isFilled(input.custom_medication)) {
      ctx.addIssue({ code: 'custom', path: ['custom_medication'], message: 'Enter the medication' });
    }
    if (!isFilled(input.custom_dosage)) {
      ctx.addIssue({ code: 'custom', path: ['custom_dosage'], message: 'Enter the dosage' });
    }
  } else if (input.dosage_id === null) {
    ctx.addIssue({ code: 'custom', path: ['dosage_id'], message: 'Choose a dosage' });
  }
}

/**
 * The `prescription` object sent to create or update a prescription.
 *
 * - `medication_id: null` means the medication 'other': then `custom_medication` and `custom_dosage` must
 *   be filled and `dosage_id` is `null`.
 * - A known `medication_id` needs a `dosage_id` (that it belongs to the medication is checked by
 *   `validatePrescription`, which knows the medication list).
 * - At least one `taken` time.
 */
export const PrescriptionInputSchema = z.object(prescriptionFields).superRefine(checkMedicationChoice);
/** The `prescription` object of a create or update body. */
export type PrescriptionInput = z.infer<typeof PrescriptionInputSchema>;

/**
 * Body of `POST prescriptions`: `{ taking_medication, prescription: { ...fields, child_id } }`;
 * `taking_medication` also updates the child's `on_medication`.
 */
export const CreatePrescriptionBodySchema = z.object({
  taking_medication: z.boolean(),
  prescription: z.object({ ...prescriptionFields, child_id: IdSchema }).superRefine(checkMedicationChoice),
});
/** Body of `POST prescriptions`. */
export type CreatePrescriptionBody = z.infer<typeof CreatePrescriptionBodySchema>;

/** Body of `PUT prescriptions/{id}`: `{ child_id, prescription }`. */
export const UpdatePrescriptionBodySchema = z.object({
  child_id: IdSchema,
  prescription: PrescriptionInputSchema,
});
/** Body of `PUT prescriptions/{id}`. */
export type UpdatePrescriptionBody = z.infer<typeof UpdatePrescriptionBodySchema>;

/** Body of `DELETE prescriptions/{id}`: `{ child_id }`. */
export const DeletePrescriptionBodySchema = z.object({ child_id: IdSchema });
/** Body of `DELETE prescriptions/{id}`. */
export type DeletePrescriptionBody = z.infer<typeof DeletePrescriptionBodySchema>;
