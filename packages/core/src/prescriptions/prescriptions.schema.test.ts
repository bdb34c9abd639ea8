import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { prescriptionArb } from '../testing/entities.arbitraries';
import { frozenFamily } from '../testing/fixtures';
import {
  CreatePrescriptionBodySchema,
  DeletePrescriptionBodySchema,
  type Prescription,
  PrescriptionInputSchema,
  PrescriptionSchema,
  UpdatePrescriptionBodySchema,
} from './prescriptions.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const [known, other] = frozenFamily.mayaPrescriptions as [Prescription, Prescription];

const input = {
  medication_id: 1,
  dosage_id: 11,
  start_date: '2025-09-01',
  taken: ['morning', 'afternoon'],
  prescribed_by: 'psychiatrist',
};

describe('PrescriptionSchema', () => {
  it('reads a known medication and an "other" one unchanged', () => {
    expect(PrescriptionSchema.parse(known)).toEqual(known);
    expect(PrescriptionSchema.parse(other)).toEqual(other);
  });

  it('rejects an unknown time of day and prescriber, naming the fields', () => {
    const bad = { ...known, taken: ['morning', 'night'], prescribed_by: 'nurse' };
    expect(badFields(parseWith(PrescriptionSchema, bad))).toEqual(['taken.1', 'prescribed_by']);
  });
});

describe('prescription bodies', () => {
  it('a known medication with its dosage parses', () => {
    expect(PrescriptionInputSchema.parse(input)).toEqual(input);
  });

  it('"other" needs both the custom medication and the custom dosage', () => {
    const otherInput = {
      ...input,
      medication_id: null,
      dosage_id: null,
      custom_medication: 'Melatonin',
      custom_dosage: ' ',
    };
    expect(badFields(parseWith(PrescriptionInputSchema, otherInput))).toEqual(['custom_dosage']);
    expect(badFields(parseWith(PrescriptionInputSchema, { ...otherInput, custom_medication: null }))).toEqual(
      ['custom_medication', 'custom_dosage'],
    );
    expect(PrescriptionInputSchema.safeParse({ ...otherInput, custom_dosage: '1 mg' }).success).toBe(true);
  });

  it('a known medication needs a dosage, and at least one time of day', () => {
    expect(badFields(parseWith(PrescriptionInputSchema, { ...input, dosage_id: null }))).toEqual([
      'dosage_id',
    ]);
    expect(badFields(parseWith(PrescriptionInputSchema, { ...input, taken: [] }))).toEqual(['taken']);
  });

  it('create, update and delete bodies carry the child, and name nested fields', () => {
    expect(
      CreatePrescriptionBodySchema.safeParse({
        taking_medication: true,
        prescription: { ...input, child_id: 7 },
      }).success,
    ).toBe(true);
    expect(
      badFields(
        parseWith(CreatePrescriptionBodySchema, {
          taking_medication: true,
          prescription: { ...input, dosage_id: null },
        }),
      ),
    ).toEqual(['prescription.child_id']);
    expect(
      badFields(
        parseWith(UpdatePrescriptionBodySchema, { child_id: 7, prescription: { ...input, start_date: '' } }),
      ),
    ).toEqual(['prescription.start_date']);
    expect(DeletePrescriptionBodySchema.parse({ child_id: 7 })).toEqual({ child_id: 7 });
  });
});

describe('prescription arbitraries', () => {
  it('every generated prescription parses, starts between the birthday and today, and is known or "other"', () => {
    const today = '2026-03-15';
    const birthday = '2018-06-01';
    fc.assert(
      fc.property(prescriptionArb({ childId: 7, today, birthday }), (prescription) => {
        expect(PrescriptionSchema.parse(prescription)).toEqual(prescription);
        expect(prescription.start_date >= birthday && prescription.start_date <= today).toBe(true);
        expect(prescription.medication === null).toBe(prescription.custom_medication !== null);
        expect(prescription.taken.length).toBeGreaterThan(0);
      }),
    );
  });
});
