import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TARGET_RECOGNITION_PASS_SCORE,
  targetChoiceCount,
  targetRecognitionLevelsUp,
  targetRecognitionMeanResponse,
  targetRecognitionScore,
  targetRecognitionSets,
  targetResponses,
} from './target-recognition.logic';

describe('Target Recognition rules', () => {
  it('draws 80 sets of 3 different choices at level 1, one of them the target, the same for the same seed', () => {
    const sets = targetRecognitionSets(1, 80, 42);
    expect(sets).toHaveLength(80);
    for (const set of sets) {
      expect(set.choices).toHaveLength(3);
      expect(new Set(set.choices).size).toBe(3);
      expect(set.choices).toContain(set.target);
    }
    expect(targetRecognitionSets(1, 80, 42)).toEqual(sets);
    expect(targetRecognitionSets(1, 80, 43)).not.toEqual(sets);
  });

  it('shows one more choice a level, never more than the nine symbols', () => {
    expect([1, 2, 3, 7, 20].map(targetChoiceCount)).toEqual([3, 4, 5, 9, 9]);
  });

  it('scores the share of sets answered right, and averages the response times', () => {
    const sets = targetRecognitionSets(1, 4, 7);
    const answers = sets.map((set, index) => ({
      choice: index < 3 ? set.target : (set.choices.find((choice) => choice !== set.target) ?? set.target),
      response_ms: 1000 + index * 100,
    }));
    const responses = targetResponses(sets, answers);
    expect(responses.map((response) => response.correct)).toEqual([true, true, true, false]);
    expect(targetRecognitionScore(responses)).toBe(75);
    expect(targetRecognitionMeanResponse(responses)).toBe(1150);
    expect(targetRecognitionScore([])).toBe(0);
  });

  it('levels up on the second passing session in a row at a level', () => {
    const pass = TARGET_RECOGNITION_PASS_SCORE;
    expect(targetRecognitionLevelsUp({ level: 1, score: 100 }, null)).toBe(false);
    expect(
      targetRecognitionLevelsUp({ level: 1, score: pass }, { level: 1, score: pass, leveled_up: false }),
    ).toBe(true);
    expect(
      targetRecognitionLevelsUp({ level: 1, score: pass - 1 }, { level: 1, score: 95, leveled_up: false }),
    ).toBe(false);
    expect(
      targetRecognitionLevelsUp({ level: 2, score: 95 }, { level: 1, score: 95, leveled_up: true }),
    ).toBe(false);
  });
});

describe('Target Recognition rules (properties)', () => {
  it('every set has distinct choices, as many as the level allows, and contains its target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (level, seed) => {
          for (const set of targetRecognitionSets(level, 20, seed)) {
            expect(new Set(set.choices).size).toBe(targetChoiceCount(level));
            expect(set.choices).toContain(set.target);
          }
        },
      ),
    );
  });

  it('a session below the pass score never levels up, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: TARGET_RECOGNITION_PASS_SCORE - 1 }),
        fc.option(
          fc.record({
            level: fc.integer({ min: 1, max: 10 }),
            score: fc.integer({ min: 0, max: 100 }),
            leveled_up: fc.boolean(),
          }),
        ),
        (level, score, previous) => {
          expect(targetRecognitionLevelsUp({ level, score }, previous)).toBe(false);
        },
      ),
    );
  });
});
