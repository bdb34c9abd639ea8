/**
 * fast-check arbitraries for the care rules: prescription drafts and their context, calendar days, and
 * meaningful change goals.
 */
import fc from 'fast-check';
import {
  type MedicationChoice,
  PRESCRIBERS,
  PRESCRIPTION_TIMES,
  type PrescriptionContext,
  type PrescriptionDraft,
} from '../prescriptions/prescriptions.logic';

const DAY_MS = 86_400_000;
const MIN_DAY = Date.UTC(1990, 0, 1);
const MAX_DAY = Date.UTC(2040, 11, 31);

/** A calendar day `YYYY-MM-DD` between 1990-01-01 and 2040-12-31, or within the given bounds. */
export function calendarDayArb(bounds: { min?: string; max?: string } = {}): fc.Arbitrary<string> {
  const min = bounds.min ? Date.parse(`${bounds.min}T00:00:00Z`) : MIN_DAY;
  const max = bounds.max ? Date.parse(`${bounds.max}T00:00:00Z`) : MAX_DAY;
  return fc
    .integer({ min: Math.floor(min / DAY_MS), max: Math.floor(max / DAY_MS) })
    .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
}

/** A medication catalogue: up to five medications with distinct ids, each with up to four dosages. */
export const medicationCatalogueArb: fc.Arbitrary<MedicationChoice[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 4 })
          .map((dosageIds) => ({ id, dosages: dosageIds.map((d) => ({ id: d })) })),
      ),
    ),
  )
  .map((medications) => medications);

/** The context of the prescription rule: a birthday before (or on) today and a medication catalogue. */
export const prescriptionContextArb: fc.Arbitrary<PrescriptionContext> = fc
  .tuple(calendarDayArb({ min: '2000-01-01', max: '2030-12-31' }), fc.integer({ min: 0, max: 18 * 366 }))
  .chain(([birthday, age]) =>
    fc.record({
      birthday: fc.constant(birthday),
      today: fc.constant(
        new Date(Date.parse(`${birthday}T00:00:00Z`) + age * DAY_MS).toISOString().slice(0, 10),
      ),
      medications: medicationCatalogueArb,
    }),
  );

const textArb = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.string({ maxLength: 20 }),
  fc.constant(null),
);

/**
 * Any prescription draft a parent could produce, valid or not: any medication id, 'other' or none, any
 * dosage, any (or no, or malformed) start date, any subset of times, any prescriber or none.
 */
export const prescriptionDraftArb: fc.Arbitrary<PrescriptionDraft> = fc.record({
  id: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
  medication: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constant('other' as const), fc.constant(null)),
  dosage: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  start_date: fc.oneof(calendarDayArb(), fc.constant(''), fc.constant(null), fc.constant('2026-02-30')),
  taken: fc.subarray([...PRESCRIPTION_TIMES]),
  prescribed_by: fc.option(fc.constantFrom(...PRESCRIBERS), { nil: null }),
  custom_medication: textArb,
  custom_dosage: textArb,
});

/** A prescription draft that is valid in its context, together with that context. */
export const validPrescriptionCaseArb: fc.Arbitrary<{
  draft: PrescriptionDraft;
  context: PrescriptionContext;
}> = prescriptionContextArb.chain((context) => {
  const known = fc.constantFrom(...context.medications).chain((medication) =>
    fc.record({
      medication: fc.constant<number | 'other'>(medication.id),
      dosage: fc.constantFrom(...medication.dosages.map((d) => d.id)),
      custom_medication: fc.constant(''),
      custom_dosage: fc.constant(''),
    }),
  );
  const other = fc.record({
    medication: fc.constant<number | 'other'>('other'),
    dosage: fc.constant(null),
    custom_medication: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
    custom_dosage: fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== ''),
  });
  return fc
    .record({
      choice: fc.oneof(known, other),
      id: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
      start_date: calendarDayArb({ min: context.birthday, max: context.today }),
      taken: fc.subarray([...PRESCRIPTION_TIMES], { minLength: 1 }),
      prescribed_by: fc.constantFrom(...PRESCRIBERS),
    })
    .map(({ choice, ...rest }) => ({ draft: { ...rest, ...choice }, context }));
});

/** A meaningful change goal: start, current and target scores on a 0-70 scale and a direction. */
export const goalArb: fc.Arbitrary<{
  start: number;
  current: number;
  target: number;
  direction: 'reduce' | 'increase';
}> = fc.record({
  start: fc.integer({ min: 0, max: 70 }),
  current: fc.integer({ min: 0, max: 70 }),
  target: fc.integer({ min: 0, max: 70 }),
  direction: fc.constantFrom('reduce' as const, 'increase' as const),
});
