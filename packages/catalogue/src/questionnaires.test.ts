/**
 * The measures as the questionnaire catalogue feeds them: for every scored measure, every questionnaire
 * that feeds it gives the range's minimum for all lowest answers and its maximum for all highest, and any
 * answers give a score within the range; one mixed case worked by hand.
 */

import {
  MEASURE_KEYS,
  MEASURES,
  type MeasureKey,
  measureScores,
  QuestionnaireKindSchema,
} from '@attune/core/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueQuestionnaire,
  catalogueQuestionnaire,
  QUESTIONNAIRE_CATALOGUE,
  questionnairesFeeding,
} from './questionnaires';

const scoredKeys = MEASURE_KEYS.filter((key) => MEASURES[key].scoring !== null);

/** Every measure's score from answering each question of a questionnaire with `pick(responses)`. */
function scoresOf(
  questionnaire: CatalogueQuestionnaire,
  pick: (values: number[], index: number) => number,
): Record<string, number> {
  const answers = questionnaire.questions.map((question, index) => {
    const values = question.responses.map((response) => response.value ?? 0);
    return { measure: question.measure, value: values.length > 0 ? pick(values, index) : null };
  });
  return Object.fromEntries(measureScores(answers).map(({ kind, score }) => [kind, score]));
}

const feeders = scoredKeys.flatMap((key) =>
  questionnairesFeeding(key).map((questionnaire) => [key, questionnaire.key] as const),
);

describe('the questionnaire catalogue and the measures', () => {
  it('holds the fifteen questionnaire kinds of the spec', () => {
    const keys = QUESTIONNAIRE_CATALOGUE.map((questionnaire) => questionnaire.key);
    for (const kind of QuestionnaireKindSchema.options) expect(keys).toContain(kind);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(scoredKeys)('%s is fed by at least one questionnaire', (key) => {
    expect(questionnairesFeeding(key).length).toBeGreaterThan(0);
  });

  it.each(feeders)(
    '%s in %s: as many questions as the measure scores, answered 0 to its highest answer',
    (key, q) => {
      const scoring = MEASURES[key].scoring as NonNullable<(typeof MEASURES)[MeasureKey]['scoring']>;
      const fed = catalogueQuestionnaire(q).questions.filter((question) => question.measure === key);
      expect(fed).toHaveLength(scoring.scoredQuestions);
      for (const question of fed) {
        expect(question.responses.map((response) => response.value)).toEqual(
          Array.from({ length: scoring.answerMax + 1 }, (_, value) => value),
        );
      }
    },
  );

  it.each(feeders)('%s in %s: all lowest answers give the minimum, all highest the maximum', (key, q) => {
    const scoring = MEASURES[key].scoring as NonNullable<(typeof MEASURES)[MeasureKey]['scoring']>;
    expect(scoresOf(catalogueQuestionnaire(q), (values) => Math.min(...values))[key]).toBe(scoring.min);
    expect(scoresOf(catalogueQuestionnaire(q), (values) => Math.max(...values))[key]).toBe(scoring.max);
  });

  it('any answers to any questionnaire score every measure it feeds within the measure’s range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUESTIONNAIRE_CATALOGUE),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (questionnaire, choices) => {
          const scores = scoresOf(
            questionnaire,
            (values, index) => values[(choices[index % 300] ?? 0) % values.length] ?? 0,
          );
          for (const [kind, score] of Object.entries(scores)) {
            const scoring = MEASURES[kind as MeasureKey].scoring;
            expect(scoring).not.toBeNull();
            expect(score).toBeGreaterThanOrEqual(scoring?.min ?? 0);
            expect(score).toBeLessThanOrEqual(scoring?.max ?? 0);
          }
        },
      ),
    );
  });

  it('scores a mixed Vanderbilt rating by hand: each measure sums its own questions only', () => {
    const vanderbilt = catalogueQuestionnaire('vanderbilt');
    // Inattentive questions answered 'Often' (2), hyperactive 'Sometimes' (1), oppositional 'Very often' (3),
    // conduct 'Never' (0), anxiety alternating 'Never' and 'Very often'; school questions score nothing.
    let anxietyIndex = 0;
    const answers = vanderbilt.questions.map((question) => {
      const value =
        question.measure === 'inattentive'
          ? 2
          : question.measure === 'hyperactive'
            ? 1
            : question.measure === 'oppositional'
              ? 3
              : question.measure === 'anxiety'
                ? (anxietyIndex++ % 2) * 3
                : 0;
      return { measure: question.measure, value: question.measure ? value : null };
    });
    expect(measureScores(answers)).toEqual([
      { kind: 'inattentive', score: 18 },
      { kind: 'hyperactive', score: 9 },
      { kind: 'oppositional', score: 24 },
      { kind: 'conduct', score: 0 },
      { kind: 'anxiety', score: 9 },
    ]);
  });

  it('gives DESSA a percentile: half the highest total is the middle of 1-99', () => {
    const dessa = catalogueQuestionnaire('dessa');
    expect(scoresOf(dessa, () => 2).dessa).toBe(50);
  });

  it('gives no score to medication side effects, whatever the answers', () => {
    expect(scoresOf(catalogueQuestionnaire('medication'), (values) => Math.max(...values))).toEqual({});
  });

  it('every condition points at an earlier question of the same questionnaire and one of its answers', () => {
    for (const questionnaire of QUESTIONNAIRE_CATALOGUE) {
      const keys = questionnaire.questions.map((question) => question.key);
      expect(new Set(keys).size).toBe(keys.length);
      questionnaire.questions.forEach((question, index) => {
        if (!question.showIf) return;
        const trigger = questionnaire.questions.findIndex((q) => q.key === question.showIf?.question);
        expect(trigger).toBeGreaterThanOrEqual(0);
        expect(trigger).toBeLessThan(index);
        expect(questionnaire.questions[trigger]?.responses[question.showIf.response]).toBeDefined();
      });
    }
  });
});

describe('measureScores', () => {
  it('leaves out questions that feed no measure, unknown keys and unscored measures', () => {
    expect(
      measureScores([
        { measure: null, value: 3 },
        { measure: 'unknown', value: 3 },
        { measure: 'medication_side_effects', value: 3 },
        { measure: 'anxiety', value: 2 },
        { measure: 'anxiety', value: null },
      ]),
    ).toEqual([{ kind: 'anxiety', score: 2 }]);
  });

  it('keeps a score within the range however many answers come', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...scoredKeys),
        fc.array(fc.integer({ min: -5, max: 10 }), { minLength: 1, maxLength: 100 }),
        (kind, values) => {
          const [score] = measureScores(values.map((value) => ({ measure: kind, value })));
          const scoring = MEASURES[kind].scoring as NonNullable<(typeof MEASURES)[MeasureKey]['scoring']>;
          expect(score?.score).toBeGreaterThanOrEqual(scoring.min);
          expect(score?.score).toBeLessThanOrEqual(scoring.max);
        },
      ),
    );
  });
});
