import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESSA_AREAS,
  DESSA_QUESTIONS_PER_AREA,
  dessaAreaOf,
  dessaAreaPercentile,
  dessaAreaScores,
  dessaBand,
} from './social-emotional.logic';

const keys = Array.from({ length: 72 }, (_, index) => `dessa_${index + 1}`);

describe('DESSA development areas', () => {
  it('72 questions feed 8 areas, 9 questions each', () => {
    const counts = new Map<string, number>();
    for (const key of keys) {
      const area = dessaAreaOf(key);
      expect(area).not.toBeNull();
      counts.set(area as string, (counts.get(area as string) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...DESSA_AREAS].sort());
    for (const count of counts.values()) expect(count).toBe(DESSA_QUESTIONS_PER_AREA);
    expect(dessaAreaOf('dessa_73')).toBeNull();
    expect(dessaAreaOf('dessa_0')).toBeNull();
    expect(dessaAreaOf('psc_1')).toBeNull();
  });

  it('the same strength feeds the same area at home, at school and with friends', () => {
    expect(dessaAreaOf('dessa_1')).toBe('optimistic_thinking');
    expect(dessaAreaOf('dessa_25')).toBe('optimistic_thinking');
    expect(dessaAreaOf('dessa_49')).toBe('optimistic_thinking');
    expect(dessaAreaOf('dessa_2')).toBe('self_awareness');
  });

  it('band edges: 84 is a strength, 83 typical, 18 typical, 17 a need', () => {
    expect(dessaBand(99)).toBe('strength');
    expect(dessaBand(84)).toBe('strength');
    expect(dessaBand(83)).toBe('typical');
    expect(dessaBand(18)).toBe('typical');
    expect(dessaBand(17)).toBe('need');
    expect(dessaBand(1)).toBe('need');
  });

  it('an area of all lowest answers is 1 (a need), all highest 99 (a strength)', () => {
    expect(dessaAreaPercentile(0)).toBe(1);
    expect(dessaAreaPercentile(36)).toBe(99);
    const low = dessaAreaScores(keys.map((key) => ({ key, value: 0 })));
    expect(low.every((area) => area.percentile === 1 && area.band === 'need' && area.answered === 9)).toBe(
      true,
    );
    const high = dessaAreaScores(keys.map((key) => ({ key, value: 4 })));
    expect(high.every((area) => area.percentile === 99 && area.band === 'strength')).toBe(true);
  });

  it('an example check-in: frequent strengths are typical, unanswered areas count as a need', () => {
    const answers = keys.map((key) => ({ key, value: dessaAreaOf(key) === 'decision_making' ? 4 : 2 }));
    const scores = dessaAreaScores(answers.filter((a) => dessaAreaOf(a.key) !== 'self_awareness'));
    const byArea = Object.fromEntries(scores.map((score) => [score.area, score]));
    expect(byArea.decision_making).toMatchObject({ total: 36, percentile: 99, band: 'strength' });
    expect(byArea.relationship_skills).toMatchObject({ total: 18, percentile: 50, band: 'typical' });
    expect(byArea.self_awareness).toMatchObject({ answered: 0, percentile: 1, band: 'need' });
  });

  it('the band of a percentile never goes down as the percentile goes up (property)', () => {
    const rank = { need: 0, typical: 1, strength: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank[dessaBand(low)]).toBeLessThanOrEqual(rank[dessaBand(high)]);
      }),
    );
  });

  it('every area percentile is within 1-99 and its band agrees with it, whatever the answers (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ key: fc.constantFrom(...keys, 'other'), value: fc.integer({ min: -5, max: 9 }) }),
        ),
        (answers) => {
          const scores = dessaAreaScores(answers);
          expect(scores.map((score) => score.area)).toEqual([...DESSA_AREAS]);
          for (const score of scores) {
            expect(score.percentile).toBeGreaterThanOrEqual(1);
            expect(score.percentile).toBeLessThanOrEqual(99);
            expect(score.band).toBe(dessaBand(score.percentile));
          }
        },
      ),
    );
  });
});
