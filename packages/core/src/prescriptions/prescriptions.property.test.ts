import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prescriptionArb } from '../testing/entities.arbitraries';
import {
  calendarDayArb,
  prescriptionContextArb,
  prescriptionDraftArb,
  validPrescriptionCaseArb,
} from '../testing/prescriptions.arbitraries';
import {
  changeMedication,
  diffPrescriptions,
  draftFromPrescription,
  validatePrescription,
} from './prescriptions.logic';

describe('prescription rules', () => {
  it("a prescription starting before the child's birthday is never valid", () => {
    fc.assert(
      fc.property(
        validPrescriptionCaseArb,
        fc.integer({ min: 1, max: 5000 }),
        ({ draft, context }, daysBefore) => {
          const start = new Date(Date.parse(`${context.birthday}T00:00:00Z`) - daysBefore * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const result = validatePrescription({ ...draft, start_date: start }, context);
          expect(result).toEqual({ ok: false, issues: [{ field: 'start_date', code: 'before-birthday' }] });
        },
      ),
    );
  });

  it('a prescription starting after today is never valid', () => {
    fc.assert(
      fc.property(
        validPrescriptionCaseArb,
        fc.integer({ min: 1, max: 5000 }),
        ({ draft, context }, daysAfter) => {
          const start = new Date(Date.parse(`${context.today}T00:00:00Z`) + daysAfter * 86_400_000)
            .toISOString()
            .slice(0, 10);
          expect(validatePrescription({ ...draft, start_date: start }, context).ok).toBe(false);
        },
      ),
    );
  });

  it('a prescription with no time of day or no prescriber is never valid', () => {
    fc.assert(
      fc.property(validPrescriptionCaseArb, fc.boolean(), ({ draft, context }, dropTimes) => {
        const broken = dropTimes ? { ...draft, taken: [] } : { ...draft, prescribed_by: null };
        expect(validatePrescription(broken, context).ok).toBe(false);
      }),
    );
  });

  it('a known medication is valid only with one of its own dosages', () => {
    fc.assert(
      fc.property(prescriptionDraftArb, prescriptionContextArb, (draft, context) => {
        const result = validatePrescription(draft, context);
        if (result.ok && result.value.medication !== 'other') {
          const medication = context.medications.find((m) => m.id === result.value.medication);
          expect(medication?.dosages.map((d) => d.id)).toContain(result.value.dosage);
        }
      }),
    );
  });

  it("an 'other' medication is valid only with both custom fields filled", () => {
    fc.assert(
      fc.property(prescriptionDraftArb, prescriptionContextArb, (draft, context) => {
        const result = validatePrescription(draft, context);
        if (result.ok && result.value.medication === 'other') {
          expect(result.value.custom_medication.trim()).not.toBe('');
          expect(result.value.custom_dosage.trim()).not.toBe('');
        }
      }),
    );
  });

  it('every valid prescription starts between the birthday and today with at least one time of day', () => {
    fc.assert(
      fc.property(prescriptionDraftArb, prescriptionContextArb, (draft, context) => {
        const result = validatePrescription(draft, context);
        if (result.ok) {
          expect(
            result.value.start_date >= context.birthday && result.value.start_date <= context.today,
          ).toBe(true);
          expect(result.value.taken.length).toBeGreaterThan(0);
        } else {
          expect(result.issues.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('every draft built from valid choices is valid, and validating its entry again changes nothing', () => {
    fc.assert(
      fc.property(validPrescriptionCaseArb, ({ draft, context }) => {
        const result = validatePrescription(draft, context);
        expect(result.ok).toBe(true);
        if (result.ok) expect(validatePrescription(result.value, context)).toEqual(result);
      }),
    );
  });

  it('changing the medication always clears the dosage and custom fields', () => {
    fc.assert(
      fc.property(
        prescriptionDraftArb,
        fc.oneof(fc.integer(), fc.constant('other' as const)),
        (draft, medication) => {
          fc.pre(draft.medication !== medication);
          expect(changeMedication(draft, medication)).toEqual({
            ...draft,
            medication,
            dosage: null,
            custom_medication: '',
            custom_dosage: '',
          });
        },
      ),
    );
  });

  it('a start date that is a real day between birthday and today never yields a date issue', () => {
    fc.assert(
      fc.property(validPrescriptionCaseArb, calendarDayArb(), ({ draft, context }, start) => {
        const result = validatePrescription({ ...draft, start_date: start }, context);
        const inRange = start >= context.birthday && start <= context.today;
        expect(result.ok).toBe(inRange);
      }),
    );
  });
});

const idsArb = fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { maxLength: 10 });

describe('prescription sync', () => {
  it('the sync of a submission against itself changes nothing', () => {
    fc.assert(
      fc.property(idsArb, (ids) => {
        const saved = ids.map((id) => ({ id }));
        expect(diffPrescriptions(saved, saved)).toEqual({ create: [], update: saved, remove: [] });
      }),
    );
  });

  it('every saved prescription is either updated or removed, never both, and a saved id submitted twice is updated once', () => {
    fc.assert(
      fc.property(
        idsArb,
        fc.array(fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined })),
        (ids, submittedIds) => {
          const saved = ids.map((id) => ({ id }));
          const submitted = submittedIds.map((id) => ({ id }));
          const { create, update, remove } = diffPrescriptions(saved, submitted);
          const updated = new Set(update.map((s) => s.id));
          for (const p of saved) expect(updated.has(p.id) !== remove.includes(p)).toBe(true);
          expect(update.length).toBe(updated.size);
          const savedSubmitted = submitted.filter((s) => s.id !== undefined && ids.includes(s.id));
          expect(create.length).toBe(submitted.length - savedSubmitted.length);
          expect(update.length).toBe(new Set(savedSubmitted.map((s) => s.id)).size);
        },
      ),
    );
  });

  it('a sync updates the saved prescriptions the parent kept, creates the new ones and removes the ones left out', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(prescriptionArb({ childId: 42 }), { selector: (p) => p.id, maxLength: 6 })
          .chain((saved) => fc.tuple(fc.constant(saved), fc.subarray(saved))),
        fc.array(
          prescriptionDraftArb.map((draft) => ({ ...draft, id: undefined })),
          { maxLength: 3 },
        ),
        ([saved, kept], added) => {
          // The parent's list: the kept prescriptions as edit drafts (carrying their ids), then new ones.
          const submitted = [...kept.map(draftFromPrescription), ...added];
          const { create, update, remove } = diffPrescriptions(saved, submitted);
          expect(update.map((d) => d.id)).toEqual(kept.map((p) => p.id));
          expect(create).toEqual(added);
          expect(remove).toEqual(saved.filter((p) => !kept.includes(p)));
        },
      ),
    );
  });

  it('an empty submission removes every saved prescription', () => {
    fc.assert(
      fc.property(idsArb, (ids) => {
        const saved = ids.map((id) => ({ id }));
        expect(diffPrescriptions(saved, [])).toEqual({ create: [], update: [], remove: saved });
      }),
    );
  });
});
