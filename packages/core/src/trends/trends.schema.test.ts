import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { trendArb } from '../testing/entities.arbitraries';
import { TrendSchema } from './trends.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('TrendSchema', () => {
  it('reads a trend with its assessments unchanged, and one the server cannot tell', () => {
    const trend = {
      key: 'anxiety',
      trend: 'down',
      assessments: [
        { id: 1, completed_at: '2026-01-01T10:00:00Z', score: 9 },
        { id: 2, completed_at: '2026-02-01T10:00:00Z', score: 6 },
      ],
    };
    expect(TrendSchema.parse(trend)).toEqual(trend);
    expect(TrendSchema.safeParse({ key: 'anxiety', trend: null, assessments: [] }).success).toBe(true);
  });

  it('rejects an unknown direction and an assessment without a completion time, naming both', () => {
    const bad = { key: 'anxiety', trend: 'sideways', assessments: [{ id: 1, completed_at: null, score: 2 }] };
    expect(badFields(parseWith(TrendSchema, bad))).toEqual(['trend', 'assessments.0.completed_at']);
  });

  it('every generated trend parses, its assessments oldest first', () => {
    fc.assert(
      fc.property(trendArb, (trend) => {
        expect(TrendSchema.parse(trend)).toEqual(trend);
        const times = trend.assessments.map((a) => a.completed_at);
        expect(times).toEqual([...times].sort());
      }),
    );
  });
});
