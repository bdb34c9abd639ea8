import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.logic';
import {
  dessaPercentile,
  goalDirection,
  MEASURE_KEYS,
  MEASURES,
  type MeasureKey,
  pscThreshold,
  scoreMeasure,
  targetRecognitionNextTask,
} from './measures.logic';

const scoredKeys = MEASURE_KEYS.filter((key) => MEASURES[key].scoring !== null);

/** A scored measure with answers to each of its scored questions, each between 0 and the highest answer. */
const answeredArb = fc.constantFrom(...scoredKeys).chain((key) => {
  const scoring = MEASURES[key].scoring as NonNullable<(typeof MEASURES)[MeasureKey]['scoring']>;
  return fc
    .array(fc.integer({ min: 0, max: scoring.answerMax }), {
      minLength: scoring.scoredQuestions,
      maxLength: scoring.scoredQuestions,
    })
    .map((answers) => ({ key, scoring, answers }));
});

describe('measure scoring laws', () => {
  it('for every scored measure, all lowest answers give the range minimum and all highest its maximum', () => {
    for (const key of scoredKeys) {
      const scoring = MEASURES[key].scoring;
      if (!scoring) continue;
      expect(scoreMeasure(key, Array(scoring.scoredQuestions).fill(0))).toBe(scoring.min);
      expect(scoreMeasure(key, Array(scoring.scoredQuestions).fill(scoring.answerMax))).toBe(scoring.max);
    }
  });

  it('a score always lies within its measure range, whatever the answers', () => {
    fc.assert(
      fc.property(answeredArb, ({ key, scoring, answers }) => {
        const score = scoreMeasure(key, answers);
        expect(score).not.toBeNull();
        expect((score as number) >= scoring.min && (score as number) <= scoring.max).toBe(true);
      }),
    );
  });

  it('raising one answer never lowers the score', () => {
    fc.assert(
      fc.property(answeredArb, fc.nat(), ({ key, scoring, answers }, at) => {
        const index = at % answers.length;
        const raised = answers.map((value, i) =>
          i === index ? Math.min(scoring.answerMax, value + 1) : value,
        );
        expect(scoreMeasure(key, raised) as number).toBeGreaterThanOrEqual(
          scoreMeasure(key, answers) as number,
        );
      }),
    );
  });

  it('a summed measure scores exactly the total of its answers', () => {
    fc.assert(
      fc.property(answeredArb, ({ key, scoring, answers }) => {
        fc.pre(scoring.scale === 'total');
        expect(scoreMeasure(key, answers)).toBe(answers.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('the DESSA percentile is a whole number from 1 to 99 that never falls as the raw total rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 400 }), fc.nat({ max: 50 }), (raw, more) => {
        const percentile = dessaPercentile(raw);
        expect(Number.isInteger(percentile) && percentile >= 1 && percentile <= 99).toBe(true);
        expect(dessaPercentile(raw + more)).toBeGreaterThanOrEqual(percentile);
      }),
    );
  });

  it('the pediatric symptom checklist threshold is 27.5 exactly from age 6, else 23.5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (years) => {
        expect(pscThreshold(years)).toBe(years >= 6 ? 27.5 : 23.5);
      }),
    );
  });
});

describe('Target Recognition levelling laws', () => {
  const resultArb = fc.record({
    level: fc.integer({ min: 1, max: 40 }),
    leveled_up: fc.boolean(),
    completed_at: fc.integer({ min: 0, max: 3000 }).map((n) => `${addDays('2024-01-01', n)}T12:00:00.000Z`),
  });

  it('the next level is the last one, plus one exactly when the last result levelled up; always 80 sets, due a week later', () => {
    fc.assert(
      fc.property(resultArb, (last) => {
        const task = targetRecognitionNextTask(last, '2026-01-01');
        expect(task.level).toBe(last.level + (last.leveled_up ? 1 : 0));
        expect(task.sets).toBe(80);
        expect(task.due_date).toBe(addDays(last.completed_at.slice(0, 10), 7));
      }),
    );
  });
});

describe('goalDirection laws', () => {
  it("a known measure's goal always improves in the measure's own direction, whatever the numbers", () => {
    const directed = MEASURE_KEYS.filter((key) => MEASURES[key].direction !== null);
    fc.assert(
      fc.property(fc.constantFrom(...directed), fc.integer(), fc.integer(), (key, start, target) => {
        expect(goalDirection(key, { start, target })).toBe(MEASURES[key].direction);
      }),
    );
  });
});
