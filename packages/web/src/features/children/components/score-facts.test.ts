import { type MeaningfulChangeEntry, MeaningfulChangeEntrySchema } from '@attune/core';
import { describe, expect, it } from 'vitest';
import { scoreFacts } from './score-facts';

/** A step of an inattention goal (reduce, 0 to 27, cut-off 11.5): from 18 now at 16, target 12. */
function goalEntry(overrides: Partial<MeaningfulChangeEntry> = {}): MeaningfulChangeEntry {
  const current = overrides.current ?? 16;
  return MeaningfulChangeEntrySchema.parse({
    id: 1,
    kind: 'inattentive',
    start: 18,
    current,
    target: 12,
    min: 0,
    max: 27,
    cutOff: 11.5,
    score: current,
    accepted: true,
    milestone_id: null,
    created_at: '2026-03-08T18:30:00Z',
    ...overrides,
  } satisfies MeaningfulChangeEntry);
}

const score = (results: ReturnType<typeof goalEntry>[]) => ({
  id: 1,
  child_id: 2,
  kind: 'inattentive',
  accepted: null,
  results,
});

describe('scoreFacts', () => {
  it('has nothing to show before the first entry', () => {
    expect(scoreFacts(score([]))).toBeNull();
  });

  it('a first score past the cut-off (worse than typical) gives a recommended first goal; a typical one not', () => {
    const facts = scoreFacts(
      score([
        goalEntry({ kind: 'inattentive', start: 15, current: 15, target: 10, min: 0, max: 27, cutOff: 11.5 }),
      ]),
    );
    expect(facts).toMatchObject({ outcome: 'generated-first-goal-recommended', current: 15, target: 10 });
    const typical = scoreFacts(
      score([
        goalEntry({ kind: 'inattentive', start: 8, current: 8, target: 3, min: 0, max: 27, cutOff: 11.5 }),
      ]),
    );
    expect(typical?.outcome).toBe('generated-first-goal-not-recommended');
    expect(facts?.goal.direction).toBe('reduce');
  });

  it('a higher (worse) inattention score within the same goal is a regression, oldest entry first', () => {
    const first = goalEntry({
      id: 1,
      kind: 'inattentive',
      start: 8,
      current: 8,
      target: 3,
      min: 0,
      max: 27,
      cutOff: 11.5,
      created_at: '2026-03-01T10:00:00Z',
    });
    const second = { ...first, id: 2, current: 14, created_at: '2026-03-08T10:00:00Z' };
    const facts = scoreFacts(score([second, first]));
    expect(facts?.outcome).toBe('regress-within-goal');
    expect(facts?.history.map((p) => p.score)).toEqual([8, 14]);
  });

  it('reads the outcome the server recorded for the latest entry, and who answered when it was not the family', () => {
    const first = goalEntry({
      id: 1,
      kind: 'inattentive',
      start: 8,
      current: 8,
      target: 3,
      min: 0,
      max: 27,
      cutOff: 11.5,
      created_at: '2026-03-01T10:00:00Z',
    });
    // The rule here would say 'regress-within-goal'; the server's recorded outcome is what the tab shows.
    const second = {
      ...first,
      id: 2,
      current: 14,
      created_at: '2026-03-08T10:00:00Z',
      outcome: 'regressed-to-new-goal' as const,
      respondent: { name: 'Ms. Lee', relationship: 'Teacher' },
    };
    const facts = scoreFacts(score([first, second]));
    expect(facts?.outcome).toBe('regressed-to-new-goal');
    expect(facts?.respondent).toEqual({ name: 'Ms. Lee', relationship: 'Teacher' });
    expect(scoreFacts(score([first]))?.respondent).toBeNull();
  });

  it('the check-in that passes the goal into the typical range shows the goal achieved and offers no further goal', () => {
    const facts = scoreFacts(
      score([
        goalEntry({
          id: 1,
          kind: 'inattentive',
          start: 18,
          current: 18,
          target: 13,
          min: 0,
          max: 27,
          cutOff: 11.5,
          created_at: '2026-10-26T18:30:00.000Z',
        }),
        goalEntry({
          id: 2,
          kind: 'inattentive',
          start: 9,
          current: 9,
          target: 4,
          min: 0,
          max: 27,
          cutOff: 11.5,
          created_at: '2026-11-16T18:30:00.000Z',
          outcome: 'progressed-to-goal-not-recommended',
        }),
      ]),
    );
    expect(facts).toMatchObject({
      outcome: 'progressed-to-goal-not-recommended',
      offered: false,
      current: 9,
    });
    expect(facts?.goal).toMatchObject({ start: 18, current: 9, target: 13 });
  });
});
