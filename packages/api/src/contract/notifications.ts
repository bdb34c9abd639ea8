import { NotificationSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The account's notifications. */
export const notificationsContract = {
  /** `GET notifications`: the account's notifications, `{ notifications }`. */
  listNotifications: defineEndpoint({
    name: 'listNotifications',
    method: 'GET',
    path: 'notifications',
    response: z.object({ notifications: z.array(NotificationSchema) }),
    rootKey: 'notifications',
    status: 200,
    auth: true,
    summary: "Lists the account's notifications.",
  }),
} as const;
