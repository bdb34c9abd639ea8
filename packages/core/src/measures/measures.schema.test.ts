import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { improvementAreaArb } from '../testing/entities.arbitraries';
import { ImprovementAreaSchema, ImprovementGroupSchema } from './measures.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

describe('improvement areas and groups', () => {
  it('reads an area with a cut-off, one without, and a group of area slugs', () => {
    const inattentive = {
      id: 1,
      slug: 'inattentive',
      name: 'Inattention',
      description: 'Trouble keeping focus',
      direction: 'reduce',
      cutOff: 11.5,
    };
    expect(ImprovementAreaSchema.parse(inattentive)).toEqual(inattentive);
    expect(
      ImprovementAreaSchema.safeParse({ ...inattentive, slug: 'medication', cutOff: null }).success,
    ).toBe(true);
    const group = {
      id: 2,
      name: 'Focus and behaviour',
      description: null,
      areas: ['inattentive', 'hyperactive'],
    };
    expect(ImprovementGroupSchema.parse(group)).toEqual(group);
  });

  it('rejects a direction other than reduce or increase, naming it', () => {
    const bad = { id: 1, slug: 'dessa', name: 'DESSA', description: null, direction: 'up', cutOff: 96 };
    expect(badFields(parseWith(ImprovementAreaSchema, bad))).toEqual(['direction']);
  });

  it('every generated improvement area parses', () => {
    fc.assert(
      fc.property(improvementAreaArb, (area) => {
        expect(ImprovementAreaSchema.parse(area)).toEqual(area);
      }),
    );
  });
});
