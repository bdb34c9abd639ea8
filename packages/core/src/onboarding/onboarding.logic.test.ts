import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathAreas, pathPlanKeys, recommendedGroup } from './onboarding.logic';

const groups = [
  { id: 1, areas: ['inattentive', 'hyperactive'] },
  { id: 2, areas: ['conduct', 'oppositional'] },
  { id: 3, areas: ['anxiety', 'emotional', 'conduct'] },
  { id: 4, areas: ['sleep', 'medication'] },
];

describe('recommendedGroup', () => {
  it('picks the group holding most of the chosen areas', () => {
    expect(recommendedGroup(groups, ['inattentive', 'hyperactive', 'sleep'])?.id).toBe(1);
    expect(recommendedGroup(groups, ['anxiety', 'conduct'])?.id).toBe(3);
  });
  it('on a tie prefers fewer areas not chosen, then catalogue order', () => {
    expect(recommendedGroup(groups, ['conduct'])?.id).toBe(2);
    expect(recommendedGroup(groups, ['inattentive', 'sleep'])?.id).toBe(1);
  });
  it('recommends nothing without a chosen area of any group', () => {
    expect(recommendedGroup(groups, [])).toBeNull();
    expect(recommendedGroup(groups, ['unknown'])).toBeNull();
  });
  it('the recommended group holds at least as many chosen areas as any other group', () => {
    const slugs = groups.flatMap((g) => g.areas);
    fc.assert(
      fc.property(fc.subarray(slugs), (chosen) => {
        const best = recommendedGroup(groups, chosen);
        const hits = (g: { areas: readonly string[] }) => pathAreas({ id: 0, areas: g.areas }, chosen).length;
        if (best === null) expect(groups.every((g) => hits(g) === 0)).toBe(true);
        else for (const g of groups) expect(hits(best)).toBeGreaterThanOrEqual(hits(g));
      }),
    );
  });
});

describe('pathPlanKeys', () => {
  it('starts the Vanderbilt check-in and each area plan once', () => {
    expect(pathPlanKeys(['inattentive', 'hyperactive'], false)).toEqual([
      'vanderbilt',
      'inattentive-insights',
      'hyperactive-insights',
    ]);
    expect(pathPlanKeys(['anxiety', 'emotional'], false)).toEqual(['vanderbilt', 'coexisting-conditions']);
  });
  it('starts Medication Insights only for a child on medication', () => {
    expect(pathPlanKeys(['medication'], true)).toEqual(['vanderbilt', 'medication-insights']);
    expect(pathPlanKeys(['medication'], false)).toEqual(['vanderbilt']);
  });
  it('a path never starts a plan twice, and always starts the check-in first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('inattentive', 'conduct', 'anxiety', 'sleep', 'medication', 'x')),
        fc.boolean(),
        (areas, med) => {
          const keys = pathPlanKeys(areas, med);
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys[0]).toBe('vanderbilt');
        },
      ),
    );
  });
});
