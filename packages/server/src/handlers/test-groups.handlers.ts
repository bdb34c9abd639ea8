/** Handlers of `test-groups`: the account's test groups. */
import type { testGroupsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { listTestGroups } from '../notifications/notifications.service';

/** The test groups the account is in. */
export const testGroupsHandlers: HandlersOf<typeof testGroupsContract> = {
  listTestGroups: async ({ ctx, user }) => ({ test_groups: await listTestGroups(ctx, user.id) }),
};
