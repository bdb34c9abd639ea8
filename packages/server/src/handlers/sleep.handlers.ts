/** Handlers of `sleep`: a child's sleep results. */
import type { sleepContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { sleepsOf } from '../insights/insights.service';

/** The child's sleep, from a device or check-ins. */
export const sleepHandlers: HandlersOf<typeof sleepContract> = {
  listSleepInterventions: async ({ ctx, child }) => ({
    sleeps: await sleepsOf(ctx, child.id, 'device'),
  }),
  listSleepCheckins: async ({ ctx, child }) => ({
    sleeps: await sleepsOf(ctx, child.id, 'checkin'),
  }),
};
