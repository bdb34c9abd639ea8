import * as z from 'zod';
import { ColorSchema, IdSchema, IsoDateTimeSchema } from '../common/common.schema';
import { TEXT_LIMITS } from '../common/text-limits.logic';
import {
  ActivityItemSchema,
  SessionActionsSchema,
  SessionItemSchema,
  SessionSchema,
} from '../sessions/sessions.schema';

/** An activity item of the catalogue with its place (from 1) in its session or action. */
export const ActivityItemTemplateSchema = ActivityItemSchema.extend({
  position: z.number().int().min(1),
});
/** A catalogue activity item with its position. */
export type ActivityItemTemplate = z.infer<typeof ActivityItemTemplateSchema>;

/**
 * A session of the catalogue (an `activity_session`): the template each child's session is made from.
 * `position` 0 is the plan's intro; `length` is e.g. `'10 min'` or `null`.
 */
export const ActivitySessionSchema = z.object({
  id: IdSchema,
  title: z.string().min(1),
  kind: z.string().min(1),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  length: z.string().nullable(),
  position: z.number().int().min(0),
  actions: SessionActionsSchema,
  activity_items: z.array(ActivityItemTemplateSchema),
});
/** A catalogue session template. */
export type ActivitySession = z.infer<typeof ActivitySessionSchema>;

/**
 * A plan action: a tool a plan offers outside its schedule, opened at
 * `plan/{plan_id}/action/{action_id}/item/{item_position}`.
 */
export const PlanActionSchema = z.object({
  id: IdSchema,
  title: z.string().min(1),
  description: z.string().nullable(),
  activity_items: z.array(ActivityItemTemplateSchema),
});
/** A plan action. */
export type PlanAction = z.infer<typeof PlanActionSchema>;

/**
 * An activity plan of the catalogue (`GET activity_plans`).
 *
 * - `key` names the plan for the product's rules (sort priority, skip rescheduling), e.g.
 *   `coexisting-conditions` (skipped sessions move 14 days) or `medication-insights` (7 days).
 * - `kind` `'intervention'` marks an add-on: its cards show the 'Add On' badge.
 * - `translations` holds `title_{locale}` keys, e.g. `{ title_es: 'Sueño' }`.
 * - `questionnaire` is the questionnaire the plan scores, `null` when none.
 * - `sessions` are the templates of the child's sessions, positions from 0 (intro).
 */
export const ActivityPlanSchema = z.object({
  id: IdSchema,
  key: z.string().min(1),
  title: z.string().min(1),
  kind: z.string().min(1),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  primary_color: ColorSchema,
  icon: z.string().nullable(),
  translations: z.record(z.string(), z.string()),
  questionnaire: z.object({ id: IdSchema, title: z.string() }).nullable(),
  actions: z.array(PlanActionSchema),
  sessions: z.array(ActivitySessionSchema),
});
/** An activity plan of the catalogue. */
export type ActivityPlan = z.infer<typeof ActivityPlanSchema>;

/**
 * The part of a catalogue plan a child plan carries, so the app can show its title, colour, icon and the
 * 'Add On' badge without a second call.
 */
export const ActivityPlanSummarySchema = ActivityPlanSchema.pick({
  id: true,
  key: true,
  title: true,
  kind: true,
  short_description: true,
  primary_color: true,
  icon: true,
  translations: true,
});
/** The summary of a catalogue plan carried by a child plan. */
export type ActivityPlanSummary = z.infer<typeof ActivityPlanSummarySchema>;

/**
 * The state of a child's plan: `inactive` (started, not yet activated), `active` (counts as current; loads
 * the today list), `paused`. Activating moves `inactive` to `active`; pausing moves `active` to `paused`;
 * unpausing moves `paused` back to `active`.
 */
export const ChildActivityPlanStateSchema = z.enum(['inactive', 'active', 'paused']);
/** The state of a child's plan. */
export type ChildActivityPlanState = z.infer<typeof ChildActivityPlanStateSchema>;

/**
 * A child's activity plan (`GET child_activity_plans?child_id=`), with its sessions (unique positions from
 * 0, the intro) and a summary of the catalogue plan in `activity_plan`.
 */
export const ChildActivityPlanSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  activity_plan_id: IdSchema,
  activity_plan: ActivityPlanSummarySchema,
  state: ChildActivityPlanStateSchema,
  complete: z.boolean(),
  created_at: IsoDateTimeSchema,
  child_activity_sessions: z.array(SessionSchema),
});
/** A child's activity plan with its sessions. */
export type ChildActivityPlan = z.infer<typeof ChildActivityPlanSchema>;

/**
 * A plan waiting to be started for a child; also the body of `POST child_activity_plans`. Pending plans are
 * queued once per child and plan, then started together.
 */
export const PendingPlanSchema = z.object({
  child_id: IdSchema,
  activity_plan_id: IdSchema,
});
/** A plan waiting to be started for a child. */
export type PendingPlan = z.infer<typeof PendingPlanSchema>;

/** An improvement area chosen in a path, by its slug (e.g. `inattentive`). */
export const PathAreaSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
});
/** An improvement area chosen in a path. */
export type PathArea = z.infer<typeof PathAreaSchema>;

/** A child's path: the improvement group and areas chosen at onboarding (`GET paths?child_id=`). */
export const PathSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  group_id: IdSchema,
  areas: z.array(PathAreaSchema),
  created_at: IsoDateTimeSchema,
});
/** A child's path. */
export type Path = z.infer<typeof PathSchema>;

/** Body of `POST paths`: the child, the improvement group and the slugs of the chosen areas (at least one). */
export const PathInputSchema = z.object({
  child_id: IdSchema,
  group_id: IdSchema,
  areas: z.array(z.string().min(1).max(TEXT_LIMITS.short)).min(1).max(100),
});
/** Body of `POST paths`. */
export type PathInput = z.infer<typeof PathInputSchema>;

/**
 * Body of the calls that act on a child's plan by child: `POST child_activity_plans/{id}/activate`,
 * `/pause`, `/unpause` and `POST {product}_essentials`: `{ child_id }`.
 */
export const ChildPlanActionBodySchema = z.object({ child_id: IdSchema });
/** Body of the plan activate/pause/unpause and essentials calls. */
export type ChildPlanActionBody = z.infer<typeof ChildPlanActionBodySchema>;

/**
 * Answer of `PATCH child_activity_items/{id}`: the updated item with its session and its child plan, so the
 * app can refresh all three at once.
 */
export const SessionItemUpdateResponseSchema = z.object({
  child_activity_item: SessionItemSchema,
  child_activity_session: SessionSchema,
  child_activity_plan: ChildActivityPlanSchema,
});
/** Answer of `PATCH child_activity_items/{id}`. */
export type SessionItemUpdateResponse = z.infer<typeof SessionItemUpdateResponseSchema>;
