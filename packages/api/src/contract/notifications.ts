import { NotificationSchema, ShortTextSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

/**
 * A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it: the push service's
 * `endpoint` (an https URL) and the keys the payload is encrypted with.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: ShortTextSchema.min(1), auth: ShortTextSchema.min(1) }),
});
/** A browser's Web Push subscription. */
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** The account's notifications. */
export const notificationsContract = {
  /**
   * `GET notifications`: the account's notifications, newest first, `{ notifications }`; titles and bodies
   * in the language of `Accept-Language`, `read_at` null while unread.
   */
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
  /** `POST notifications/{id}/read`: marks one of the account's notifications read (404 for another's); no content. */
  readNotification: defineEndpoint({
    name: 'readNotification',
    method: 'POST',
    path: 'notifications/:id/read',
    params: IdParamsSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Marks a notification read.',
  }),
  /** `GET push_subscriptions/key`: the server's VAPID public key `{ public_key }`, null when push is off. */
  getPushKey: defineEndpoint({
    name: 'getPushKey',
    method: 'GET',
    path: 'push_subscriptions/key',
    response: z.object({ public_key: z.string().nullable() }),
    rootKey: null,
    status: 200,
    auth: true,
    summary: "The server's Web Push (VAPID) public key.",
  }),
  /**
   * `POST push_subscriptions`: stores this browser's Web Push subscription for the account (again:
   * nothing changes; an endpoint another account held moves to this one); no content.
   */
  createPushSubscription: defineEndpoint({
    name: 'createPushSubscription',
    method: 'POST',
    path: 'push_subscriptions',
    body: PushSubscriptionInputSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: "Stores the browser's push subscription.",
  }),
} as const;
