import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { medicationArb } from '../testing/entities.arbitraries';
import { MedicationSchema } from './medications.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('MedicationSchema', () => {
  it('reads a medication with its dosages in mg unchanged', () => {
    const medication = {
      id: 2,
      name: 'Guanfacine',
      dosages: [
        { id: 20, value: 1 },
        { id: 21, value: 2.5 },
      ],
    };
    expect(MedicationSchema.parse(medication)).toEqual(medication);
  });

  it('rejects a dosage of zero mg or given as text, naming the dosage', () => {
    const bad = {
      id: 2,
      name: 'Guanfacine',
      dosages: [
        { id: 20, value: 0 },
        { id: 21, value: '2 mg' },
      ],
    };
    expect(badFields(parseWith(MedicationSchema, bad))).toEqual(['dosages.0.value', 'dosages.1.value']);
  });

  it('every generated medication parses, with distinct dosage ids', () => {
    fc.assert(
      fc.property(medicationArb, (medication) => {
        expect(MedicationSchema.parse(medication)).toEqual(medication);
        expect(new Set(medication.dosages.map((d) => d.id)).size).toBe(medication.dosages.length);
      }),
    );
  });
});
