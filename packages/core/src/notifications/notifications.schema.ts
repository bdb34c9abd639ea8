import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';
import { NotificationDoseSchema } from '../reminders/reminders.schema';

/**
 * A notification, from `GET notifications` (numeric id) or raised by the app itself (string id).
 *
 * - `kind` defaults to `'feed'` when absent.
 * - `persist: true` keeps it across log in and log out; others are cleared then (default `false`).
 * - `title` and `body` are display text already in the parent's language (`body` `null` when none).
 * - `read_at` is when the parent read it, `null` while unread (absent on the app's own: `null`).
 * - `href` is where it leads in the app (`/app/child/1/plan/2/session/3`), `null` when nowhere.
 * - `dose` is what a medication reminder (`kind: 'dose-due'`) is about, `null` on every other kind.
 */
export const NotificationSchema = z.object({
  id: z.union([IdSchema, z.string().min(1)]),
  timestamp: IsoDateTimeSchema,
  kind: z.string().min(1).default('feed'),
  persist: z.boolean().default(false),
  title: z.string(),
  body: z.string().nullable(),
  read_at: IsoDateTimeSchema.nullable().default(null),
  href: z.string().nullable().default(null),
  dose: NotificationDoseSchema.nullable().default(null),
});
/** A notification (after parsing: `kind` and `persist` are always present). */
export type Notification = z.infer<typeof NotificationSchema>;
