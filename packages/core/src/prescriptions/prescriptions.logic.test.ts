import { describe, expect, it } from 'vitest';
import {
  changeMedication,
  diffPrescriptions,
  draftFromPrescription,
  emptyPrescriptionDraft,
  type PrescriptionDraft,
  validatePrescription,
} from './prescriptions.logic';

const context = {
  birthday: '2016-05-10',
  today: '2026-03-01',
  medications: [
    { id: 1, dosages: [{ id: 10 }, { id: 11 }] },
    { id: 2, dosages: [{ id: 20 }] },
  ],
};

const valid: PrescriptionDraft = {
  medication: 1,
  dosage: 11,
  start_date: '2025-09-01',
  taken: ['evening', 'morning'],
  prescribed_by: 'pediatrician',
  custom_medication: '',
  custom_dosage: '',
};

describe('validatePrescription', () => {
  it('accepts a known medication with one of its dosages, sending times in day order and no custom fields', () => {
    expect(validatePrescription({ ...valid, custom_medication: 'leftover' }, context)).toEqual({
      ok: true,
      value: {
        medication: 1,
        dosage: 11,
        start_date: '2025-09-01',
        taken: ['morning', 'evening'],
        prescribed_by: 'pediatrician',
        custom_medication: null,
        custom_dosage: null,
      },
    });
  });

  it("accepts 'other' with both custom fields, trimmed, and no dosage", () => {
    const result = validatePrescription(
      {
        ...valid,
        id: 7,
        medication: 'other',
        dosage: 10,
        custom_medication: ' Melatonin ',
        custom_dosage: '3 mg ',
      },
      context,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        id: 7,
        medication: 'other',
        dosage: null,
        start_date: '2025-09-01',
        taken: ['morning', 'evening'],
        prescribed_by: 'pediatrician',
        custom_medication: 'Melatonin',
        custom_dosage: '3 mg',
      },
    });
  });

  it.each([
    ['no medication chosen', { medication: null }, [{ field: 'medication', code: 'required' }]],
    [
      'a medication not in the catalogue',
      { medication: 99 },
      [{ field: 'medication', code: 'unknown-medication' }],
    ],
    ['no dosage', { dosage: null }, [{ field: 'dosage', code: 'required' }]],
    [
      'a dosage of another medication',
      { dosage: 20 },
      [{ field: 'dosage', code: 'dosage-not-of-medication' }],
    ],
    [
      "'other' with blank custom fields",
      { medication: 'other', custom_medication: '  ', custom_dosage: null },
      [
        { field: 'custom_medication', code: 'required' },
        { field: 'custom_dosage', code: 'required' },
      ],
    ],
    [
      "'other' without a custom dosage",
      { medication: 'other', custom_medication: 'Melatonin' },
      [{ field: 'custom_dosage', code: 'required' }],
    ],
    ['no start date', { start_date: '' }, [{ field: 'start_date', code: 'required' }]],
    [
      'a start date that does not exist',
      { start_date: '2025-02-30' },
      [{ field: 'start_date', code: 'invalid-date' }],
    ],
    [
      'a start date before the birthday',
      { start_date: '2016-05-09' },
      [{ field: 'start_date', code: 'before-birthday' }],
    ],
    ['a start date after today', { start_date: '2026-03-02' }, [{ field: 'start_date', code: 'in-future' }]],
    ['no time of day', { taken: [] }, [{ field: 'taken', code: 'required' }]],
    ['no prescriber', { prescribed_by: null }, [{ field: 'prescribed_by', code: 'required' }]],
  ] as const)('rejects %s', (_name, patch, issues) => {
    expect(validatePrescription({ ...valid, ...patch } as PrescriptionDraft, context)).toEqual({
      ok: false,
      issues,
    });
  });

  it('accepts a start date on the birthday and on today', () => {
    expect(validatePrescription({ ...valid, start_date: '2016-05-10' }, context).ok).toBe(true);
    expect(validatePrescription({ ...valid, start_date: '2026-03-01' }, context).ok).toBe(true);
  });

  it('reads a date-time birthday as its calendar day', () => {
    const result = validatePrescription(
      { ...valid, start_date: '2016-05-10' },
      { ...context, birthday: '2016-05-10T00:00:00.000Z' },
    );
    expect(result.ok).toBe(true);
  });

  it('lists every problem of an empty form in form order', () => {
    expect(validatePrescription(emptyPrescriptionDraft(), context)).toEqual({
      ok: false,
      issues: [
        { field: 'medication', code: 'required' },
        { field: 'start_date', code: 'required' },
        { field: 'taken', code: 'required' },
        { field: 'prescribed_by', code: 'required' },
      ],
    });
  });
});

describe('changeMedication', () => {
  it('clears the dosage and the custom fields when another medication is chosen', () => {
    const draft = { ...valid, custom_medication: 'x', custom_dosage: 'y' };
    expect(changeMedication(draft, 2)).toEqual({
      ...draft,
      medication: 2,
      dosage: null,
      custom_medication: '',
      custom_dosage: '',
    });
    expect(changeMedication(draft, 'other')).toMatchObject({ medication: 'other', dosage: null });
  });

  it('keeps the draft when the same medication is chosen again', () => {
    expect(changeMedication(valid, 1)).toBe(valid);
  });
});

describe('draftFromPrescription', () => {
  it('opens a saved prescription of a known medication', () => {
    expect(
      draftFromPrescription({
        id: 3,
        medication: { id: 1 },
        dosage: { id: 10 },
        custom_medication: null,
        custom_dosage: null,
        start_date: '2025-01-02T00:00:00Z',
        taken: ['evening', 'morning'],
        prescribed_by: 'psychiatrist',
      }),
    ).toEqual({
      id: 3,
      medication: 1,
      dosage: 10,
      start_date: '2025-01-02',
      taken: ['morning', 'evening'],
      prescribed_by: 'psychiatrist',
      custom_medication: '',
      custom_dosage: '',
    });
  });

  it("opens a saved custom prescription as 'other'", () => {
    expect(
      draftFromPrescription({
        id: 4,
        medication: null,
        custom_medication: 'Melatonin',
        custom_dosage: '3 mg',
      }),
    ).toMatchObject({
      id: 4,
      medication: 'other',
      dosage: null,
      custom_medication: 'Melatonin',
      custom_dosage: '3 mg',
    });
  });

  it('round-trips: a valid entry reopened as a draft validates to the same entry', () => {
    const result = validatePrescription({ ...valid, id: 5 }, context);
    if (!result.ok) throw new Error('expected valid');
    const saved = {
      id: 5,
      medication: { id: 1 },
      dosage: { id: 11 },
      start_date: result.value.start_date,
      taken: result.value.taken,
      prescribed_by: result.value.prescribed_by,
    };
    expect(validatePrescription(draftFromPrescription(saved), context)).toEqual(result);
  });
});

describe('diffPrescriptions', () => {
  it('updates saved ids, creates new items and removes saved items missing from the submission', () => {
    const existing = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const submitted = [{ id: 2, n: 'b' }, { n: 'new' }, { id: 3, n: 'c' }, { id: null, n: 'new2' }];
    expect(diffPrescriptions(existing, submitted)).toEqual({
      create: [{ n: 'new' }, { id: null, n: 'new2' }],
      update: [
        { id: 2, n: 'b' },
        { id: 3, n: 'c' },
      ],
      remove: [{ id: 1 }],
    });
  });

  it('creates again an item whose id is no longer saved, and updates a repeated id once', () => {
    expect(diffPrescriptions([{ id: 1 }], [{ id: 9 }, { id: 1, a: 1 }, { id: 1, a: 2 }])).toEqual({
      create: [{ id: 9 }],
      update: [{ id: 1, a: 1 }],
      remove: [],
    });
  });

  it('removes everything when nothing is submitted', () => {
    expect(diffPrescriptions([{ id: 1 }], [])).toEqual({ create: [], update: [], remove: [{ id: 1 }] });
  });
});
