/**
 * The prescription form and the prescription sync (core-app.md section 5).
 *
 * Conventions:
 * - A draft is what the parent has typed so far; nothing in it is trusted. `validatePrescription` turns a
 *   draft into a prescription entry (the wire's "medication entry") or lists every problem, field by field,
 *   in form order, as data (`{ field, code }`); the UI picks the words.
 * - Text fields count as filled when they hold something other than spaces; what is sent is trimmed.
 * - Dates are calendar days `YYYY-MM-DD`; `today` is the family's day, passed in (the core never reads
 *   the clock). A start date on the child's birthday or on today is allowed (both ends included).
 */
import { calendarDayOf as dayOf, isCalendarDay as isDay } from '../calendar/calendar.logic';
import type { MedicationTime, Prescriber, PrescriptionInput } from './prescriptions.schema';

/** The times of day a medication can be taken, in the order the form shows them. */
export const PRESCRIPTION_TIMES: readonly MedicationTime[] = ['morning', 'afternoon', 'evening'];

/** Who prescribed a medication, in the order the form shows them. */
export const PRESCRIBERS: readonly Prescriber[] = ['pediatrician', 'psychiatrist', 'other'];

/**
 * What the parent has typed in the prescription form so far. `medication` is a known medication's id,
 * `'other'` (then the parent types the medication and dosage in `custom_medication` and `custom_dosage`),
 * or `null` before a choice. `id` is present when the draft edits an existing prescription.
 */
export interface PrescriptionDraft {
  readonly id?: number | null;
  readonly medication: number | 'other' | null;
  readonly dosage: number | null;
  readonly start_date: string | null;
  readonly taken: readonly MedicationTime[];
  readonly prescribed_by: Prescriber | null;
  readonly custom_medication: string | null;
  readonly custom_dosage: string | null;
}

/** A valid prescription as the form sends it (the "medication entry" of the wire). */
export type PrescriptionEntry =
  | {
      readonly id?: number;
      readonly medication: number;
      readonly dosage: number;
      readonly start_date: string;
      readonly taken: readonly MedicationTime[];
      readonly prescribed_by: Prescriber;
      readonly custom_medication: null;
      readonly custom_dosage: null;
    }
  | {
      readonly id?: number;
      readonly medication: 'other';
      readonly dosage: null;
      readonly start_date: string;
      readonly taken: readonly MedicationTime[];
      readonly prescribed_by: Prescriber;
      readonly custom_medication: string;
      readonly custom_dosage: string;
    };

/** A medication of the catalogue as the form needs it: its id and the ids of its dosages. */
export interface MedicationChoice {
  readonly id: number;
  readonly dosages: readonly { readonly id: number }[];
}

/** The fields of the prescription form that can carry a problem. */
export type PrescriptionField =
  | 'medication'
  | 'dosage'
  | 'custom_medication'
  | 'custom_dosage'
  | 'start_date'
  | 'taken'
  | 'prescribed_by';

/**
 * Why a field is not acceptable:
 * - `required`: not filled or not chosen;
 * - `invalid-date`: the start date is not a real calendar day;
 * - `before-birthday`: the start date is before the child's birthday;
 * - `in-future`: the start date is after today;
 * - `unknown-medication`: the chosen medication is not in the catalogue;
 * - `dosage-not-of-medication`: the chosen dosage is not one of the chosen medication's dosages.
 */
export type PrescriptionIssueCode =
  | 'required'
  | 'invalid-date'
  | 'before-birthday'
  | 'in-future'
  | 'unknown-medication'
  | 'dosage-not-of-medication';

/** One problem with the prescription form: which field and why. */
export interface PrescriptionIssue {
  readonly field: PrescriptionField;
  readonly code: PrescriptionIssueCode;
}

/** What the prescription rule needs to know besides the draft. */
export interface PrescriptionContext {
  /** The child's birthday, `YYYY-MM-DD` (a date-time counts as its day). */
  readonly birthday: string;
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  /** The medication catalogue. */
  readonly medications: readonly MedicationChoice[];
}

/** The outcome of checking a prescription draft. */
export type PrescriptionValidation =
  | { readonly ok: true; readonly value: PrescriptionEntry }
  | { readonly ok: false; readonly issues: readonly PrescriptionIssue[] };

function filled(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * Checks the prescription form. It is valid only when:
 * - a medication is chosen: either 'other' with both the custom medication and the custom dosage filled,
 *   or a known medication with a dosage that belongs to it;
 * - the start date is filled and lies between the child's birthday and today (both days included);
 * - at least one time of day (morning, afternoon, evening) is chosen;
 * - who prescribed it is chosen.
 *
 * Every problem is listed, in the order of the form; Save stays disabled while there is any. The valid
 * entry has trimmed custom texts, the times of day once each in morning-afternoon-evening order, and no
 * custom fields for a known medication (nor a dosage for 'other').
 */
export function validatePrescription(
  draft: PrescriptionDraft,
  context: PrescriptionContext,
): PrescriptionValidation {
  const issues: PrescriptionIssue[] = [];
  const { medication } = draft;

  if (medication === null) {
    issues.push({ field: 'medication', code: 'required' });
  } else if (medication === 'other') {
    if (!filled(draft.custom_medication)) issues.push({ field: 'custom_medication', code: 'required' });
    if (!filled(draft.custom_dosage)) issues.push({ field: 'custom_dosage', code: 'required' });
  } else {
    const known = context.medications.find((m) => m.id === medication);
    if (!known) issues.push({ field: 'medication', code: 'unknown-medication' });
    if (draft.dosage === null) issues.push({ field: 'dosage', code: 'required' });
    else if (known && !known.dosages.some((d) => d.id === draft.dosage))
      issues.push({ field: 'dosage', code: 'dosage-not-of-medication' });
  }

  const start = draft.start_date;
  if (!filled(start)) issues.push({ field: 'start_date', code: 'required' });
  else if (!isDay(start.trim())) issues.push({ field: 'start_date', code: 'invalid-date' });
  else if (start.trim() < dayOf(context.birthday))
    issues.push({ field: 'start_date', code: 'before-birthday' });
  else if (start.trim() > dayOf(context.today)) issues.push({ field: 'start_date', code: 'in-future' });

  const taken = PRESCRIPTION_TIMES.filter((time) => draft.taken.includes(time));
  if (taken.length === 0) issues.push({ field: 'taken', code: 'required' });

  const prescribedBy = draft.prescribed_by;
  if (prescribedBy === null || !PRESCRIBERS.includes(prescribedBy))
    issues.push({ field: 'prescribed_by', code: 'required' });

  if (issues.length > 0 || medication === null || prescribedBy === null || !filled(start)) {
    return { ok: false, issues };
  }

  const common = {
    ...(typeof draft.id === 'number' ? { id: draft.id } : {}),
    start_date: start.trim(),
    taken,
    prescribed_by: prescribedBy,
  };
  if (medication === 'other') {
    return {
      ok: true,
      value: {
        ...common,
        medication: 'other',
        dosage: null,
        custom_medication: (draft.custom_medication ?? '').trim(),
        custom_dosage: (draft.custom_dosage ?? '').trim(),
      },
    };
  }
  return {
    ok: true,
    value: {
      ...common,
      medication,
      dosage: draft.dosage as number,
      custom_medication: null,
      custom_dosage: null,
    },
  };
}

/** Whether the prescription form can be saved: the draft passes {@link validatePrescription}. */
export function canSavePrescription(draft: PrescriptionDraft, context: PrescriptionContext): boolean {
  return validatePrescription(draft, context).ok;
}

/** An empty prescription form: nothing chosen, nothing typed. */
export function emptyPrescriptionDraft(): PrescriptionDraft {
  return {
    medication: null,
    dosage: null,
    start_date: null,
    taken: [],
    prescribed_by: null,
    custom_medication: '',
    custom_dosage: '',
  };
}

/**
 * Choosing another medication clears the chosen dosage and the typed custom medication and dosage, so a
 * dosage of one medication can never be sent with another. Choosing the medication already chosen changes
 * nothing (the parent keeps the dosage they picked).
 */
export function changeMedication(
  draft: PrescriptionDraft,
  medication: number | 'other' | null,
): PrescriptionDraft {
  if (draft.medication === medication) return draft;
  return { ...draft, medication, dosage: null, custom_medication: '', custom_dosage: '' };
}

/** A saved prescription as the API returns it, with only the fields the form needs. */
export interface PrescriptionRecord {
  readonly id: number;
  readonly medication?: { readonly id: number } | null;
  readonly dosage?: { readonly id: number } | null;
  readonly custom_medication?: string | null;
  readonly custom_dosage?: string | null;
  readonly start_date?: string | null;
  readonly taken?: readonly MedicationTime[] | null;
  readonly prescribed_by?: Prescriber | null;
}

/**
 * The form's draft for editing a saved prescription. A prescription without a known medication but with a
 * custom medication or dosage is an 'other' medication; the start date keeps only its calendar day.
 */
export function draftFromPrescription(prescription: PrescriptionRecord): PrescriptionDraft {
  const known = prescription.medication ?? null;
  const isOther =
    known === null && (filled(prescription.custom_medication) || filled(prescription.custom_dosage));
  return {
    id: prescription.id,
    medication: known ? known.id : isOther ? 'other' : null,
    dosage: known ? (prescription.dosage?.id ?? null) : null,
    start_date: prescription.start_date ? dayOf(prescription.start_date) : null,
    taken: PRESCRIPTION_TIMES.filter((time) => (prescription.taken ?? []).includes(time)),
    prescribed_by: prescription.prescribed_by ?? null,
    custom_medication: known ? '' : (prescription.custom_medication ?? ''),
    custom_dosage: known ? '' : (prescription.custom_dosage ?? ''),
  };
}

/** What a prescription sync must do: which items to create, which to update, which saved ones to remove. */
export interface PrescriptionDiff<S, E> {
  readonly create: readonly S[];
  readonly update: readonly S[];
  readonly remove: readonly E[];
}

/**
 * The prescription sync: submitted items whose id is among the saved prescriptions are updated, the
 * others are created, and saved prescriptions missing from the submission are removed.
 *
 * Open rule, decided: a submitted item carrying an id that is not saved (deleted elsewhere meanwhile) is
 * created again, because the parent still listed it; a saved id submitted twice is updated once (the first
 * occurrence wins) so no prescription is written twice in one sync. Order follows the submission (create,
 * update) and the saved list (remove).
 */
export function diffPrescriptions<
  E extends { readonly id: number },
  S extends { readonly id?: number | null },
>(existing: readonly E[], submitted: readonly S[]): PrescriptionDiff<S, E> {
  const savedIds = new Set(existing.map((p) => p.id));
  const seen = new Set<number>();
  const create: S[] = [];
  const update: S[] = [];
  for (const item of submitted) {
    const id = item.id;
    if (typeof id === 'number' && savedIds.has(id)) {
      if (!seen.has(id)) update.push(item);
      seen.add(id);
    } else {
      create.push(item);
    }
  }
  const remove = existing.filter((p) => !seen.has(p.id));
  return { create, update, remove };
}

/**
 * The `prescription` object of a create or update body for a valid entry: a known medication sends its
 * `medication_id` and `dosage_id` with no custom fields; 'other' sends `medication_id: null`,
 * `dosage_id: null` and the parent's custom medication and dosage.
 */
export function prescriptionInputFromEntry(entry: PrescriptionEntry): PrescriptionInput {
  const common = {
    start_date: entry.start_date,
    taken: [...entry.taken],
    prescribed_by: entry.prescribed_by,
  };
  if (entry.medication === 'other') {
    return {
      medication_id: null,
      dosage_id: null,
      custom_medication: entry.custom_medication,
      custom_dosage: entry.custom_dosage,
      ...common,
    };
  }
  return {
    medication_id: entry.medication,
    dosage_id: entry.dosage,
    custom_medication: null,
    custom_dosage: null,
    ...common,
  };
}
