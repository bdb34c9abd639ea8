import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { RouteHistoryEntrySchema } from './navigation.schema';

describe('RouteHistoryEntrySchema', () => {
  const entry = {
    name: 'child-view',
    params: { child_id: '7' },
    timestamp: '2026-03-01T10:00:00Z',
    sessionID: 'abc',
  };

  it('reads a visited route unchanged', () => {
    expect(RouteHistoryEntrySchema.parse(entry)).toEqual(entry);
  });

  it('route params are text, as in the URL; a number is named', () => {
    const result = parseWith(RouteHistoryEntrySchema, { ...entry, params: { child_id: 7 } });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['params.child_id']);
  });
});
