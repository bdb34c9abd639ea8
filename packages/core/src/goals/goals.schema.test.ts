import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { meaningfulChangeEntryArb, meaningfulChangeScoreArb } from '../testing/entities.arbitraries';
import {
  type MeaningfulChangeEntry,
  MeaningfulChangeEntrySchema,
  MeaningfulChangeScoreSchema,
  MeaningfulChangeScoreUpdateBodySchema,
} from './goals.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const firstGoal: MeaningfulChangeEntry = {
  id: 31,
  kind: 'inattentive',
  start: 18,
  current: 18,
  target: 14,
  min: 0,
  max: 27,
  cutOff: 11.5,
  score: 18,
  accepted: null,
  milestone_id: null,
  created_at: '2026-01-10T12:00:00Z',
};

describe('meaningful change schemas', () => {
  it('reads a score with its entries unchanged', () => {
    const next = { ...firstGoal, id: 35, current: 13, target: 10, accepted: true, milestone_id: 31 };
    const score = { id: 4, child_id: 7, kind: 'inattentive', accepted: true, results: [firstGoal, next] };
    expect(MeaningfulChangeScoreSchema.parse(score)).toEqual(score);
  });

  it('rejects scores given as text and a missing target, naming the fields', () => {
    const { target: _, ...withoutTarget } = firstGoal;
    expect(badFields(parseWith(MeaningfulChangeEntrySchema, { ...withoutTarget, current: '12' }))).toEqual([
      'current',
      'target',
    ]);
  });

  it('accepting a goal sends { accepted }', () => {
    expect(MeaningfulChangeScoreUpdateBodySchema.parse({ accepted: false })).toEqual({ accepted: false });
    expect(badFields(parseWith(MeaningfulChangeScoreUpdateBodySchema, { accepted: 'yes' }))).toEqual([
      'accepted',
    ]);
  });
});

describe('goal arbitraries', () => {
  it('every generated entry parses, with start, current, target and cut-off within min..max', () => {
    fc.assert(
      fc.property(meaningfulChangeEntryArb(), (entry) => {
        expect(MeaningfulChangeEntrySchema.parse(entry)).toEqual(entry);
        expect(entry.min).toBeLessThan(entry.max);
        for (const value of [entry.start, entry.current, entry.target, entry.cutOff ?? entry.min]) {
          expect(value >= entry.min && value <= entry.max).toBe(true);
        }
      }),
    );
  });

  it('every generated score parses, its entries of its kind and sorted by id', () => {
    fc.assert(
      fc.property(meaningfulChangeScoreArb({ childId: 7 }), (score) => {
        expect(MeaningfulChangeScoreSchema.parse(score)).toEqual(score);
        expect(score.results.every((entry) => entry.kind === score.kind)).toBe(true);
        expect(score.results.map((e) => e.id)).toEqual(
          [...score.results.map((e) => e.id)].sort((a, b) => a - b),
        );
      }),
    );
  });
});
