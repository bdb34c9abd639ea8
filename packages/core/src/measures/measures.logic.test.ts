import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampScore,
  dessaPercentile,
  goalDirection,
  isInClinicalRange,
  isMeasureKey,
  MEASURE_KEYS,
  MEASURES,
  measureCutOff,
  pscThreshold,
  scoreMeasure,
  targetRecognitionNextTask,
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

describe('scoring a measure', () => {
  it.each([
    ['inattentive', 9, 3, 27],
    ['conduct', 14, 3, 42],
    ['emotional', 14, 5, 70],
    ['pediatric_symptom_checklist', 35, 2, 70],
  ] as const)('%s: %i questions answered %i at most give %i at most', (key, questions, top, max) => {
    expect(scoreMeasure(key, Array(questions).fill(top))).toBe(max);
    expect(scoreMeasure(key, Array(questions).fill(0))).toBe(0);
    expect(scoreMeasure(key, [1, 2, 1])).toBe(4);
  });

  it('DESSA reports a percentile from 1 to 99, not the raw total', () => {
    expect(dessaPercentile(0)).toBe(1);
    expect(dessaPercentile(288)).toBe(99);
    expect(dessaPercentile(144)).toBe(50);
    expect(dessaPercentile(1000)).toBe(99);
    expect(scoreMeasure('dessa', Array(72).fill(2))).toBe(50);
  });

  it('a measure without a score gives none', () => {
    expect(scoreMeasure('medication_side_effects', [3, 3, 3])).toBeNull();
    expect(scoreMeasure('social_emotional', [])).toBeNull();
  });

  it.each([
    [4, 23.5],
    [5, 23.5],
    [6, 27.5],
    [16, 27.5],
  ])('the pediatric symptom checklist threshold at age %i is %d', (years, threshold) => {
    expect(pscThreshold(years)).toBe(threshold);
  });
});

describe('Target Recognition levelling', () => {
  it('starts at level 1 with 80 sets, due today', () => {
    expect(targetRecognitionNextTask(null, '2026-03-10')).toEqual({
      level: 1,
      sets: 80,
      due_date: '2026-03-10',
    });
  });

  it('moves up a level after a result that levelled up, a week after it', () => {
    const last = { level: 3, leveled_up: true, completed_at: '2026-03-03T18:00:00Z' };
    expect(targetRecognitionNextTask(last, '2026-03-05')).toEqual({
      level: 4,
      sets: 80,
      due_date: '2026-03-10',
    });
    expect(targetRecognitionNextTask({ ...last, leveled_up: false }, '2026-03-05').level).toBe(3);
  });

  it("counts the week from the family's day of the last result", () => {
    const late = { level: 1, leveled_up: false, completed_at: '2026-03-04T02:00:00Z' };
    expect(targetRecognitionNextTask(late, '2026-03-05', 'America/New_York').due_date).toBe('2026-03-10');
    expect(targetRecognitionNextTask(late, '2026-03-05').due_date).toBe('2026-03-11');
  });
});

describe('goalDirection', () => {
  it.each([
    ['inattentive', { start: 20, target: 15 }, 'reduce'],
    ['inattentive', { start: 10, target: 15 }, 'reduce'],
    ['dessa', { start: 30, target: 40 }, 'increase'],
    ['dessa', { start: 50, target: 40 }, 'increase'],
    ['an-unknown-kind', { start: 20, target: 15 }, 'reduce'],
    ['an-unknown-kind', { start: 10, target: 15 }, 'increase'],
  ] as const)('the goal of a %s score from %o improves by going %s', (kind, goal, expected) => {
    expect(goalDirection(kind, goal)).toBe(expected);
  });
});
