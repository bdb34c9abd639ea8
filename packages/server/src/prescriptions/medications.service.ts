/** The medications of the catalogue with their dosages, for the prescription form. */
import { asc } from 'drizzle-orm';
import type { AppContext } from '../context';
import { dosages, medications } from '../db/schema';

/** Every medication by name, each with its dosages from the smallest. */
export async function listMedications(ctx: AppContext) {
  const [rows, dosageRows] = await Promise.all([
    ctx.db.select().from(medications).orderBy(asc(medications.name)),
    ctx.db.select().from(dosages).orderBy(asc(dosages.value)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    dosages: dosageRows
      .filter((dosage) => dosage.medicationId === row.id)
      .map((dosage) => ({ id: dosage.id, value: dosage.value })),
  }));
}
