/**
 * A child's prescriptions: add, save and delete, checked by the core's `validatePrescription` (the same
 * rule the prescription form uses), with 422 naming the field (`prescription.start_date`). Deleting stops
 * the prescription (`stopped_at`): it leaves every list of current prescriptions (the family's view is the
 * spec's delete), and the visit report keeps it as stopped on that day.
 */
import { type PrescriptionIssue, validatePrescription } from '@attune/core/rules';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import { children, dosages, medications, prescriptions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type PrescriptionRow = typeof prescriptions.$inferSelect;

const MESSAGES: Record<PrescriptionIssue['code'], string> = {
  required: 'is required',
  'invalid-date': 'is not a real date',
  'before-birthday': "must not be before the child's birthday",
  'in-future': 'must not be in the future',
  'unknown-medication': 'is not a known medication',
  'dosage-not-of-medication': 'is not a dosage of the chosen medication',
};

const WIRE_FIELD: Record<PrescriptionIssue['field'], string> = {
  medication: 'medication_id',
  dosage: 'dosage_id',
  custom_medication: 'custom_medication',
  custom_dosage: 'custom_dosage',
  start_date: 'start_date',
  taken: 'taken',
  prescribed_by: 'prescribed_by',
};

/** The prescription fields a request carries. */
export interface PrescriptionFields {
  medication_id?: number | null | undefined;
  dosage_id?: number | null | undefined;
  custom_medication?: string | null | undefined;
  custom_dosage?: string | null | undefined;
  start_date: string;
  taken: ('morning' | 'afternoon' | 'evening')[];
  prescribed_by: 'pediatrician' | 'psychiatrist' | 'other';
}

async function medicationChoices(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: medications.id, dosageId: dosages.id })
    .from(medications)
    .leftJoin(dosages, eq(dosages.medicationId, medications.id));
  const byId = new Map<number, { id: number; dosages: { id: number }[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, dosages: [] };
    if (row.dosageId !== null) entry.dosages.push({ id: row.dosageId });
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

/** Checks the fields with the core's rule; the columns to store, or 422 naming each field. */
async function checked(ctx: AppContext, birthday: string, fields: PrescriptionFields) {
  const custom = [fields.custom_medication, fields.custom_dosage].some(
    (text) => text != null && text.trim() !== '',
  );
  const medication =
    typeof fields.medication_id === 'number'
      ? fields.medication_id
      : fields.medication_id === null || custom
        ? ('other' as const)
        : null;
  const result = validatePrescription(
    {
      medication,
      dosage: fields.dosage_id ?? null,
      start_date: fields.start_date,
      taken: fields.taken,
      prescribed_by: fields.prescribed_by,
      custom_medication: fields.custom_medication ?? null,
      custom_dosage: fields.custom_dosage ?? null,
    },
    { birthday, today: todayOf(ctx), medications: await medicationChoices(ctx) },
  );
  if (!result.ok) {
    const errors: Record<string, string[]> = {};
    for (const issue of result.issues) {
      const field = `prescription.${WIRE_FIELD[issue.field]}`;
      errors[field] = [...(errors[field] ?? []), MESSAGES[issue.code]];
    }
    throw new HttpError(422, errors);
  }
  const value = result.value;
  return value.medication === 'other'
    ? {
        medicationId: null,
        dosageId: null,
        customMedication: value.custom_medication,
        customDosage: value.custom_dosage,
        startDate: value.start_date,
        taken: [...value.taken],
        prescribedBy: value.prescribed_by,
      }
    : {
        medicationId: value.medication,
        dosageId: value.dosage,
        customMedication: null,
        customDosage: null,
        startDate: value.start_date,
        taken: [...value.taken],
        prescribedBy: value.prescribed_by,
      };
}

/** The current (not stopped) prescriptions of some children, by child, as the wire shows them. */
export async function prescriptionsOf(ctx: AppContext, childIds: readonly number[]) {
  const byChild = new Map<number, ReturnType<typeof prescriptionJson>[]>();
  if (childIds.length === 0) return byChild;
  const rows = await ctx.db
    .select({ prescription: prescriptions, medicationName: medications.name, dosageValue: dosages.value })
    .from(prescriptions)
    .leftJoin(medications, eq(medications.id, prescriptions.medicationId))
    .leftJoin(dosages, eq(dosages.id, prescriptions.dosageId))
    .where(and(inArray(prescriptions.childId, [...childIds]), isNull(prescriptions.stoppedAt)))
    .orderBy(asc(prescriptions.id));
  for (const row of rows) {
    const list = byChild.get(row.prescription.childId) ?? [];
    list.push(prescriptionJson(row.prescription, row.medicationName, row.dosageValue));
    byChild.set(row.prescription.childId, list);
  }
  return byChild;
}

/**
 * Every prescription of a child, current and stopped, for the visit report and the FHIR bundle: the
 * wire's fields and `stopped_at` (null while current). Templates are left out.
 */
export async function prescriptionHistoryOf(ctx: AppContext, childId: number) {
  const rows = await ctx.db
    .select({ prescription: prescriptions, medicationName: medications.name, dosageValue: dosages.value })
    .from(prescriptions)
    .leftJoin(medications, eq(medications.id, prescriptions.medicationId))
    .leftJoin(dosages, eq(dosages.id, prescriptions.dosageId))
    .where(and(eq(prescriptions.childId, childId), eq(prescriptions.template, false)))
    .orderBy(asc(prescriptions.id));
  return rows.map((row) => ({
    ...prescriptionJson(row.prescription, row.medicationName, row.dosageValue),
    stopped_at: row.prescription.stoppedAt?.toISOString() ?? null,
  }));
}

const TIMES = ['morning', 'afternoon', 'evening'] as const;
const PRESCRIBERS = ['pediatrician', 'psychiatrist', 'other'] as const;

function prescriptionJson(row: PrescriptionRow, medicationName: string | null, dosageValue: number | null) {
  return {
    id: row.id,
    child_id: row.childId,
    template: row.template,
    medication:
      row.medicationId !== null && medicationName !== null
        ? { id: row.medicationId, name: medicationName }
        : null,
    dosage: row.dosageId !== null && dosageValue !== null ? { id: row.dosageId, value: dosageValue } : null,
    custom_medication: row.customMedication,
    custom_dosage: row.customDosage,
    start_date: row.startDate,
    taken: TIMES.filter((time) => row.taken.includes(time)),
    prescribed_by: PRESCRIBERS.find((p) => p === row.prescribedBy) ?? 'other',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function readOne(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ prescription: prescriptions, medicationName: medications.name, dosageValue: dosages.value })
    .from(prescriptions)
    .leftJoin(medications, eq(medications.id, prescriptions.medicationId))
    .leftJoin(dosages, eq(dosages.id, prescriptions.dosageId))
    .where(eq(prescriptions.id, id));
  const row = rows[0];
  if (!row) throw notFound('Prescription');
  return prescriptionJson(row.prescription, row.medicationName, row.dosageValue);
}

/** Adds a prescription to the caller's child; `takingMedication` also sets the child's on_medication. */
export async function addPrescription(
  ctx: AppContext,
  child: ChildRow,
  takingMedication: boolean,
  fields: PrescriptionFields,
) {
  const values = await checked(ctx, child.birthday, fields);
  const now = ctx.clock.now();
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(prescriptions)
      .values({ ...values, childId: child.id, createdAt: now, updatedAt: now })
      .returning({ id: prescriptions.id });
    await tx
      .update(children)
      .set({ onMedication: takingMedication, updatedAt: now })
      .where(eq(children.id, child.id));
    return rows[0];
  });
  if (!inserted) throw new Error('prescription insert returned no row');
  return readOne(ctx, inserted.id);
}

/** Saves changes to a prescription of the child (the router has checked both are the caller's). */
export async function savePrescription(
  ctx: AppContext,
  child: ChildRow,
  id: number,
  fields: PrescriptionFields,
) {
  const values = await checked(ctx, child.birthday, fields);
  const updated = await ctx.db
    .update(prescriptions)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(
      and(eq(prescriptions.id, id), eq(prescriptions.childId, child.id), isNull(prescriptions.stoppedAt)),
    )
    .returning({ id: prescriptions.id });
  if (!updated[0]) throw notFound('Prescription');
  return readOne(ctx, id);
}

/**
 * Deletes a prescription of the child as the family sees it (the router has checked both are the
 * caller's): stops it now, so it leaves the lists and reminders but the visit report shows it stopped on
 * that day with its doses kept. A prescription already stopped is 404, as a deleted one was.
 */
export async function deletePrescription(ctx: AppContext, child: ChildRow, id: number) {
  const stopped = await ctx.db
    .update(prescriptions)
    .set({ stoppedAt: ctx.clock.now() })
    .where(
      and(eq(prescriptions.id, id), eq(prescriptions.childId, child.id), isNull(prescriptions.stoppedAt)),
    )
    .returning({ id: prescriptions.id });
  if (!stopped[0]) throw notFound('Prescription');
}
