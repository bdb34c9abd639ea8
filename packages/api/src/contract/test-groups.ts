import { TestGroupSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The experiment groups the account belongs to. */
export const testGroupsContract = {
  /** `GET test_groups`: the account's test groups, `{ test_groups }`. */
  listTestGroups: defineEndpoint({
    name: 'listTestGroups',
    method: 'GET',
    path: 'test_groups',
    response: z.object({ test_groups: z.array(TestGroupSchema) }),
    rootKey: 'test_groups',
    status: 200,
    auth: true,
    summary: "Lists the account's test groups.",
  }),
} as const;
