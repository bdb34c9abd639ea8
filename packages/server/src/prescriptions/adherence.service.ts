/**
 * A prescription's adherence record: each dose on the family's day (written by the reminder run when the
 * dose is due, or by the family answering first), marked taken or skipped from its reminder or the
 * prescription's page; the totals of the last 7 and 30 days by core's `adherenceSummary`.
 */
import {
  ADHERENCE_PERIODS,
  addDays,
  adherenceSummary,
  type DoseAnswer,
  type DoseRecord,
  type MedicationTime,
} from '@attune/core/rules';
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import { doseRecords, prescriptions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type DoseRow = typeof doseRecords.$inferSelect;

const doseJson = (row: DoseRow) => ({
  id: row.id,
  prescription_id: row.prescriptionId,
  day: row.day,
  dose: row.dose as MedicationTime,
  answer: row.answer === 'taken' || row.answer === 'skipped' ? (row.answer as DoseAnswer) : null,
  answered_at: row.answeredAt?.toISOString() ?? null,
});

/** The longest period shown, in days (the doses listed go back that far). */
const LONGEST = Math.max(...ADHERENCE_PERIODS);

/** The prescription's doses of the last 30 days (newest first) and the totals of the last 7 and 30. */
export async function prescriptionAdherence(ctx: AppContext, prescriptionId: number) {
  const today = todayOf(ctx);
  const rows = await ctx.db
    .select()
    .from(doseRecords)
    .where(
      and(eq(doseRecords.prescriptionId, prescriptionId), gte(doseRecords.day, addDays(today, 1 - LONGEST))),
    )
    .orderBy(desc(doseRecords.day), desc(doseRecords.id));
  const doses = rows.map(doseJson);
  const records: DoseRecord[] = doses.map((dose) => ({
    day: dose.day,
    dose: dose.dose,
    answer: dose.answer,
  }));
  return {
    prescription_id: prescriptionId,
    periods: ADHERENCE_PERIODS.map((days) => adherenceSummary(records, today, days)),
    doses,
  };
}

/**
 * Marks a dose of the child's prescription taken or skipped: the dose's row is written when its reminder
 * has not written it yet. 422 for a day after the family's today, or a medication time the prescription is
 * not taken at.
 */
export async function answerDose(
  ctx: AppContext,
  child: ChildRow,
  prescriptionId: number,
  input: { day: string; dose: MedicationTime; answer: DoseAnswer },
) {
  const [prescription] = await ctx.db
    .select({ taken: prescriptions.taken })
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.id, prescriptionId),
        eq(prescriptions.childId, child.id),
        isNull(prescriptions.stoppedAt),
      ),
    );
  if (!prescription) throw notFound('Prescription');
  if (!prescription.taken.includes(input.dose))
    throw new HttpError(422, { dose: ['is not a time this medication is taken'] });
  if (input.day > todayOf(ctx)) throw new HttpError(422, { day: ['must not be after today'] });
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(doseRecords)
    .values({
      prescriptionId,
      day: input.day,
      dose: input.dose,
      answer: input.answer,
      answeredAt: now,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [doseRecords.prescriptionId, doseRecords.day, doseRecords.dose],
      set: { answer: input.answer, answeredAt: now },
    })
    .returning();
  if (!row) throw notFound('Prescription');
  return doseJson(row);
}

/** Every dose recorded for some prescriptions (any day), by prescription, as core's `DoseRecord`s. */
export async function doseRecordsOf(
  ctx: AppContext,
  prescriptionIds: readonly number[],
): Promise<Map<number, DoseRecord[]>> {
  const byPrescription = new Map<number, DoseRecord[]>();
  if (prescriptionIds.length === 0) return byPrescription;
  const rows = await ctx.db
    .select()
    .from(doseRecords)
    .where(inArray(doseRecords.prescriptionId, [...prescriptionIds]))
    .orderBy(asc(doseRecords.day), asc(doseRecords.id));
  for (const row of rows) {
    const dose = doseJson(row);
    const list = byPrescription.get(row.prescriptionId) ?? [];
    list.push({ day: dose.day, dose: dose.dose, answer: dose.answer });
    byPrescription.set(row.prescriptionId, list);
  }
  return byPrescription;
}
