import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampScore,
  isInClinicalRange,
  isMeasureKey,
  MEASURE_KEYS,
  MEASURES,
  measureCutOff,
} from './measures.logic';

describe('measures catalogue', () => {
  it.each([
    ['inattentive', 0, 27, 11.5, 12, 'reduce'],
    ['hyperactive', 0, 27, 11.5, 12, 'reduce'],
    ['conduct', 0, 42, 5.5, 14, 'reduce'],
    ['anxiety', 0, 21, 5.5, 7, 'reduce'],
    ['oppositional', 0, 24, 7.5, 8, 'reduce'],
    ['emotional', 0, 70, 23.5, null, 'reduce'],
    ['dessa', 1, 99, 96, 72, 'increase'],
    ['pediatric_symptom_checklist', 0, 70, 23.5, 35, 'reduce'],
  ] as const)(
    '%s: %i-%i, cut-off %d, %s questions, improves by %s',
    (key, min, max, cutOff, count, direction) => {
      expect(MEASURES[key]).toMatchObject({ scoring: { min, max, cutOff }, questionCount: count, direction });
    },
  );

  it('medication side effects has 16 questions and no score', () => {
    expect(MEASURES.medication_side_effects).toMatchObject({ questionCount: 16, scoring: null });
  });

  it('the emotional measure and the checklist take the age-dependent threshold', () => {
    expect(measureCutOff('emotional')).toBe(23.5);
    expect(measureCutOff('emotional', 5)).toBe(23.5);
    expect(measureCutOff('pediatric_symptom_checklist', 6)).toBe(27.5);
    expect(measureCutOff('inattentive', 6)).toBe(11.5);
    expect(measureCutOff('sleep_review')).toBeNull();
  });

  it('clinical range is on the wrong side of the cut-off', () => {
    expect(isInClinicalRange('inattentive', 12)).toBe(true);
    expect(isInClinicalRange('inattentive', 11)).toBe(false);
    expect(isInClinicalRange('dessa', 50)).toBe(true);
    expect(isInClinicalRange('dessa', 97)).toBe(false);
    expect(isInClinicalRange('medication', 3)).toBe(false);
    expect(isMeasureKey('anxiety')).toBe(true);
    expect(isMeasureKey('mood')).toBe(false);
  });

  it('every scored measure has its cut-off inside its range and a direction', () => {
    for (const key of MEASURE_KEYS) {
      const { scoring, direction } = MEASURES[key];
      if (!scoring) continue;
      expect(direction).not.toBeNull();
      if (scoring.cutOff !== null)
        expect(scoring.cutOff > scoring.min && scoring.cutOff < scoring.max).toBe(true);
    }
  });

  it('a clamped score always lies within the measure range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEASURE_KEYS), fc.integer({ min: -100, max: 200 }), (key, score) => {
        const scoring = MEASURES[key].scoring;
        const clamped = clampScore(key, score);
        if (scoring) expect(clamped >= scoring.min && clamped <= scoring.max).toBe(true);
        else expect(clamped).toBe(score);
      }),
    );
  });

  it('a score is in the clinical range exactly when it is not past the cut-off in the improvement direction', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MEASURE_KEYS),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 20 }),
        (key, score, years) => {
          const cutOff = measureCutOff(key, years);
          const direction = MEASURES[key].direction;
          const expected =
            cutOff === null || direction === null
              ? false
              : direction === 'reduce'
                ? score >= cutOff
                : score <= cutOff;
          expect(isInClinicalRange(key, score, years)).toBe(expected);
        },
      ),
    );
  });
});
