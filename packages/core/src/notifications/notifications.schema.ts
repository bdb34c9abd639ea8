import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/**
 * A notification, from `GET notifications` (numeric id) or raised by the app itself (string id).
 *
 * - `kind` defaults to `'feed'` when absent.
 * - `persist: true` keeps it across log in and log out; others are cleared then (default `false`).
 * - `title` and `body` are display text already in the parent's language (`body` `null` when none).
 */
export const NotificationSchema = z.object({
  id: z.union([IdSchema, z.string().min(1)]),
  timestamp: IsoDateTimeSchema,
  kind: z.string().min(1).default('feed'),
  persist: z.boolean().default(false),
  title: z.string(),
  body: z.string().nullable(),
});
/** A notification (after parsing: `kind` and `persist` are always present). */
export type Notification = z.infer<typeof NotificationSchema>;
