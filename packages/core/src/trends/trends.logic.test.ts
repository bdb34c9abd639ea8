import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTrend, trendDirection, trendLabel, trendScoreMove, trendUpdatedAt } from './trends.logic';
import type { Trend } from './trends.schema';

const trend = (key: string, completed: string[] = []): Trend => ({
  key,
  trend: 'up',
  assessments: completed.map((completed_at, i) => ({ id: i + 1, completed_at, score: 10 })),
});

describe('trends', () => {
  it.each([
    ['up', 'trending-up'],
    ['steady', 'holding-steady'],
    ['down', 'trending-down'],
    [null, 'error'],
    ['sideways', 'error'],
  ] as const)('%s is labelled %s', (direction, label) => {
    expect(trendLabel(direction)).toBe(label);
  });

  it('anything but up, steady or down is labelled error', () => {
    fc.assert(
      fc.property(fc.string(), (direction) => {
        fc.pre(!['up', 'steady', 'down'].includes(direction));
        expect(trendLabel(direction)).toBe('error');
      }),
    );
  });

  it('finds a trend by key, or says which key was not found', () => {
    const trends = [trend('inattentive'), trend('anxiety')];
    expect(findTrend(trends, 'anxiety')).toEqual({ ok: true, trend: trends[1] });
    expect(findTrend(trends, 'sleep')).toEqual({
      ok: false,
      error: { kind: 'trend-not-found', key: 'sleep' },
    });
  });

  it('a trend lookup succeeds exactly when some trend has that key', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<string>('a', 'b', 'c')),
        fc.constantFrom<string>('a', 'b', 'c', 'd'),
        (keys, key) => {
          expect(
            findTrend(
              keys.map((k) => trend(k)),
              key,
            ).ok,
          ).toBe(keys.includes(key));
        },
      ),
    );
  });

  it('a trend was last updated at its latest assessment', () => {
    expect(
      trendUpdatedAt(
        trend('a', ['2026-01-02T00:00:00Z', '2026-03-01T10:00:00+02:00', '2026-02-01T00:00:00Z']),
      ),
    ).toBe('2026-03-01T10:00:00+02:00');
    expect(trendUpdatedAt(trend('a'))).toBeNull();
  });
});

describe('trendDirection', () => {
  it('a lower score is trending up for a measure that improves by reducing', () => {
    expect(trendDirection([20, 14], 'reduce')).toBe('up');
    expect(trendDirection([14, 20], 'reduce')).toBe('down');
    expect(trendDirection([40, 60], 'increase')).toBe('up');
    expect(trendDirection([60, 40], 'increase')).toBe('down');
    expect(trendDirection([12, null, 12], 'reduce')).toBe('steady');
    expect(trendDirection([12, null], 'reduce')).toBeNull();
    expect(trendDirection([3, 5], null)).toBe('up');
  });
});

describe('trendScoreMove', () => {
  it('an improvement on a measure that improves by reducing is a falling score (27 to 0 is improving, score falling)', () => {
    expect(trendScoreMove(trendDirection([27, 0], 'reduce'), 'reduce')).toBe('falling');
    expect(trendScoreMove(trendDirection([40, 60], 'increase'), 'increase')).toBe('rising');
    expect(trendScoreMove(trendDirection([5, 9], 'reduce'), 'reduce')).toBe('rising');
    expect(trendScoreMove('steady', 'reduce')).toBe('level');
    expect(trendScoreMove(null, 'reduce')).toBeNull();
  });

  it('the score move read back from the trend is always the way the scores went, whatever the measure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('reduce', 'increase', null),
        (before, last, improvement) => {
          const move = trendScoreMove(trendDirection([before, last], improvement), improvement);
          expect(move).toBe(last > before ? 'rising' : last < before ? 'falling' : 'level');
        },
      ),
    );
  });
});
