/** Handlers of `notifications`: the family's feed, reading it, and this browser's push subscription. */
import type { notificationsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import {
  listNotifications,
  pushPublicKey,
  readNotification,
  storePushSubscription,
} from '../notifications/notifications.service';

/** The notification feed and Web Push. */
export const notificationsHandlers: HandlersOf<typeof notificationsContract> = {
  listNotifications: async ({ ctx, user }) => ({ notifications: await listNotifications(ctx, user.id) }),
  readNotification: async ({ ctx, user, params }) => {
    await readNotification(ctx, user.id, params.id);
  },
  getPushKey: async ({ ctx }) => ({ public_key: pushPublicKey(ctx) }),
  createPushSubscription: async ({ ctx, user, body }) => {
    await storePushSubscription(ctx, user.id, body);
  },
};
