import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trendDirection } from './trends.logic';

const scoresArb = fc.array(fc.option(fc.integer({ min: 0, max: 99 })), { maxLength: 8 });
const directionArb = fc.constantFrom('reduce' as const, 'increase' as const);

describe('trend direction laws', () => {
  it('the same two latest scores trend opposite ways for measures that improve in opposite directions', () => {
    fc.assert(
      fc.property(scoresArb, (scores) => {
        const reduce = trendDirection(scores, 'reduce');
        const increase = trendDirection(scores, 'increase');
        const flip = { up: 'down', down: 'up', steady: 'steady' } as const;
        expect(reduce === null ? null : flip[reduce]).toBe(increase);
      }),
    );
  });

  it('a trend goes up exactly when the latest score is better than the one before in the improvement direction', () => {
    fc.assert(
      fc.property(scoresArb, directionArb, (scores, direction) => {
        const scored = scores.filter((s): s is number => s !== null);
        const result = trendDirection(scores, direction);
        if (scored.length < 2) {
          expect(result).toBeNull();
        } else {
          const [before, last] = scored.slice(-2) as [number, number];
          const better = direction === 'reduce' ? last < before : last > before;
          expect(result).toBe(last === before ? 'steady' : better ? 'up' : 'down');
        }
      }),
    );
  });

  it('unscored assessments never change the trend', () => {
    fc.assert(
      fc.property(scoresArb, directionArb, (scores, direction) => {
        expect(trendDirection([...scores, null], direction)).toBe(trendDirection(scores, direction));
      }),
    );
  });
});
