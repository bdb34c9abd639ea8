import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isoDateArb, isoDateTimeArb } from '../testing/entities.arbitraries';
import { formatIssues, IdSchema, IsoDateSchema, IsoDateTimeSchema, parseWith } from './common.schema';

const Nested = z.object({
  title: z.string(),
  child_activity_items: z.array(z.object({ position: z.number().int().min(1) })),
});

describe('parseWith', () => {
  it('returns the parsed value when the data fits', () => {
    expect(
      parseWith(Nested, { title: 'Bedtime', child_activity_items: [{ position: 1 }], extra: true }),
    ).toEqual({
      ok: true,
      value: { title: 'Bedtime', child_activity_items: [{ position: 1 }] },
    });
  });

  it('names a nested field by its dotted path', () => {
    const result = parseWith(Nested, {
      title: 'Bedtime',
      child_activity_items: [{ position: 1 }, { position: 0 }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]?.field).toBe('child_activity_items.1.position');
    expect(result.issues[0]?.message).toMatch(/>=\s*1/);
  });

  it('lists every bad field, and names the whole value with an empty field', () => {
    const bad = parseWith(Nested, { title: 3, child_activity_items: 'none' });
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.field)).toEqual(['title', 'child_activity_items']);
    const notAnObject = parseWith(Nested, null);
    expect(notAnObject.ok ? [] : notAnObject.issues.map((issue) => issue.field)).toEqual(['']);
  });

  it('never throws, and a failure always names at least one issue with a message', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const result = parseWith(Nested, data);
        if (!result.ok) {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) expect(issue.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('formatIssues', () => {
  it('writes one line per issue as "field: message", the whole value as (root)', () => {
    expect(
      formatIssues([
        { field: 'child_activity_items.0.position', message: 'Too small' },
        { field: '', message: 'Expected object' },
      ]),
    ).toBe('child_activity_items.0.position: Too small\n(root): Expected object');
  });
});

describe('primitives', () => {
  it('ids are positive integers', () => {
    expect(IdSchema.safeParse(1).success).toBe(true);
    expect(IdSchema.safeParse(0).success).toBe(false);
    expect(IdSchema.safeParse(1.5).success).toBe(false);
    expect(IdSchema.safeParse('1').success).toBe(false);
  });

  it('a calendar day is YYYY-MM-DD and a real day', () => {
    expect(IsoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(IsoDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(IsoDateSchema.safeParse('2024-2-9').success).toBe(false);
    expect(IsoDateSchema.safeParse('2024-02-29T00:00:00Z').success).toBe(false);
  });

  it('an instant is an ISO date-time with Z or an offset', () => {
    expect(IsoDateTimeSchema.safeParse('2024-05-01T08:30:00Z').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('2024-05-01T08:30:00.123-05:00').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('2024-05-01').success).toBe(false);
    expect(IsoDateTimeSchema.safeParse('2024-05-01T08:30:00').success).toBe(false);
  });

  it('every generated calendar day and instant parses', () => {
    fc.assert(
      fc.property(isoDateArb(), isoDateTimeArb(), (day, instant) => {
        expect(IsoDateSchema.safeParse(day).success).toBe(true);
        expect(IsoDateTimeSchema.safeParse(instant).success).toBe(true);
      }),
    );
  });
});
