import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTarget } from './insights.service';

describe('the next goal target', () => {
  it('is a fifth of the range better than the score', () => {
    expect(nextTarget(27, 0, 27, 'reduce')).toBe(22);
    expect(nextTarget(50, 1, 99, 'increase')).toBe(70);
    expect(nextTarget(0, 0, 27, 'reduce')).toBe(0);
  });

  it('always lies within the measure range and is never worse than the score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(),
        fc.constantFrom('reduce' as const, 'increase' as const),
        (min, width, offset, direction) => {
          const max = min + width;
          const score = min + (offset % (width + 1));
          const target = nextTarget(score, min, max, direction);
          expect(target).toBeGreaterThanOrEqual(min);
          expect(target).toBeLessThanOrEqual(max);
          if (direction === 'reduce') expect(target).toBeLessThanOrEqual(score);
          else expect(target).toBeGreaterThanOrEqual(score);
        },
      ),
    );
  });
});
