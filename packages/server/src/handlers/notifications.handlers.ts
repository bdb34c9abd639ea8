/** Handlers of `notifications`: the family's feed. */
import type { notificationsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { listNotifications } from '../notifications/notifications.service';

/** The notification feed. */
export const notificationsHandlers: HandlersOf<typeof notificationsContract> = {
  listNotifications: async ({ ctx, user }) => ({ notifications: await listNotifications(ctx, user.id) }),
};
