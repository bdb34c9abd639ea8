import * as z from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema } from '../common/common.schema';
import { ContentMediaUrlSchema } from '../content/content.schema';

/**
 * What an activity item holds: its `content` (markdown, or a URL for video items), its `kind` (e.g. `text`,
 * `video`, `questionnaire`, `checklist`) and whether the parent must confirm it before moving on.
 */
export const ActivityItemSchema = z.object({
  id: IdSchema,
  content: z.string(),
  kind: z.string().min(1),
  require_confirmation: z.boolean(),
  /** The video a `video` item plays (a path the app serves, e.g. `/media/breathing.webm`); `null` for other kinds; older servers leave it out. */
  video_url: ContentMediaUrlSchema.nullable().optional(),
});
/** What an activity item holds. */
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** Which quick actions a session allows: Mark as Complete (`complete`) and Skip (`skip`). */
export const SessionActionsSchema = z.object({
  complete: z.boolean(),
  skip: z.boolean(),
});
/** Which quick actions a session allows. */
export type SessionActions = z.infer<typeof SessionActionsSchema>;

/**
 * One item of a child's session (a `child_activity_item`).
 *
 * - `position` counts from 1 within its session.
 * - `completed_at` is `null` until the item is complete.
 */
export const SessionItemSchema = z.object({
  id: IdSchema,
  position: z.number().int().min(1),
  activity_item: ActivityItemSchema,
  complete: z.boolean(),
  skipped: z.boolean(),
  completed_at: IsoDateTimeSchema.nullable(),
  /** What the parent wrote on a reflection step (`null`: nothing yet); older servers leave it out. */
  reflection: z.string().nullable().optional(),
});
/** One item of a child's session. */
export type SessionItem = z.infer<typeof SessionItemSchema>;

/**
 * A child's session (a `child_activity_session`): one scheduled activity of a child's plan, made of items.
 *
 * - `position` is its place in the plan; position 0 is the plan's intro.
 * - `schedule_date` is the calendar day it is due (`YYYY-MM-DD`), `null` if not scheduled.
 * - `completed_at` and `skipped_at` are `null` until it is completed or skipped.
 * - `length` is a human duration such as `'10 min'`, `null` when unknown (the card then says 'Ready to complete').
 * - `requirements` is what is needed ('What's Needed:'), `null` when nothing.
 * - `primed` makes its card start expanded.
 * - `actions` says whether Skip and Mark as Complete may show.
 * - `child_activity_plan_id` links it to its child plan (needed for today-list sessions).
 */
export const SessionSchema = z.object({
  id: IdSchema,
  child_activity_plan_id: IdSchema,
  activity_session_id: IdSchema,
  title: z.string().min(1),
  kind: z.string().min(1),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  schedule_date: IsoDateSchema.nullable(),
  position: z.number().int().min(0),
  complete: z.boolean(),
  completed_at: IsoDateTimeSchema.nullable(),
  skipped: z.boolean(),
  skipped_at: IsoDateTimeSchema.nullable(),
  primed: z.boolean(),
  length: z.string().nullable(),
  actions: SessionActionsSchema,
  child_activity_items: z.array(SessionItemSchema),
});
/** A child's session with its items. */
export type Session = z.infer<typeof SessionSchema>;

/**
 * Body of `PATCH child_activity_items/{id}`: `{ child_id, child_activity_item: { complete: true } }` to
 * complete an item, `{ child_id, child_activity_item: { skipped: true } }` to skip it.
 */
export const SessionItemUpdateBodySchema = z.object({
  child_id: IdSchema,
  child_activity_item: z.union([
    z.object({ complete: z.literal(true) }),
    z.object({ skipped: z.literal(true) }),
  ]),
});
/** Body of `PATCH child_activity_items/{id}`. */
export type SessionItemUpdateBody = z.infer<typeof SessionItemUpdateBodySchema>;
