import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { helpCardArb } from '../testing/entities.arbitraries';
import { HelpCardSchema } from './help-cards.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const card = {
  id: 3,
  solution_name: 'sleep',
  title: 'Keep bedtime steady',
  color: '#5c7cfa',
  description: 'Aim for the **same** time every night.',
  video_url: null,
  tagline: 'Small steps, better nights',
  generic: false,
  tags: ['sleep'],
};

describe('HelpCardSchema', () => {
  it('reads a help card unchanged, and a generic one with no solution', () => {
    expect(HelpCardSchema.parse(card)).toEqual(card);
    expect(HelpCardSchema.safeParse({ ...card, solution_name: null, generic: true }).success).toBe(true);
  });

  it('rejects a missing title and tags that are not a list, naming both', () => {
    const { title: _, ...withoutTitle } = card;
    expect(badFields(parseWith(HelpCardSchema, { ...withoutTitle, tags: 'sleep' }))).toEqual([
      'title',
      'tags',
    ]);
  });

  it('every generated help card parses', () => {
    fc.assert(
      fc.property(helpCardArb, (helpCard) => {
        expect(HelpCardSchema.parse(helpCard)).toEqual(helpCard);
      }),
    );
  });
});
