import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { TestGroupSchema } from './test-groups.schema';

describe('TestGroupSchema', () => {
  it('reads a test group unchanged and names a missing user group', () => {
    expect(TestGroupSchema.parse({ group_key: 'onboarding_v2', user_group: 'b' })).toEqual({
      group_key: 'onboarding_v2',
      user_group: 'b',
    });
    const result = parseWith(TestGroupSchema, { group_key: 'onboarding_v2' });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['user_group']);
  });
});
