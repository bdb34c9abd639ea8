import {
  ChildActivityPlanSchema,
  ChildPlanActionBodySchema,
  PathInputSchema,
  PathSchema,
  PendingPlanSchema,
  SessionSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { ChildIdQuerySchema, IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

const ChildPlanResponseSchema = z.object({ child_activity_plan: ChildActivityPlanSchema });

const planStateChange = <const N extends string, const A extends string>(
  name: N,
  action: A,
  summary: string,
) =>
  defineEndpoint({
    name,
    method: 'POST',
    path: `child_activity_plans/:id/${action}`,
    params: IdParamsSchema,
    body: ChildPlanActionBodySchema,
    response: ChildPlanResponseSchema,
    rootKey: 'child_activity_plan',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id', record: 'child_activity_plan' },
    summary,
  });

/** A child's activity plans, paths, the essentials programme and the today list. */
export const plansContract = {
  /** `GET child_activity_plans?child_id=`: the child's plans, `{ plans }` (status 200 required). */
  listChildPlans: defineEndpoint({
    name: 'listChildPlans',
    method: 'GET',
    path: 'child_activity_plans',
    query: ChildIdQuerySchema,
    response: z.object({ plans: z.array(ChildActivityPlanSchema) }),
    rootKey: 'plans',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    serverCache: 'childPlans',
    summary: "Lists the child's activity plans with their sessions and items.",
  }),
  /** `POST child_activity_plans`: starts a plan `{ child_id, activity_plan_id }`; answers `{ child_activity_plan }`. */
  startPlan: defineEndpoint({
    name: 'startPlan',
    method: 'POST',
    path: 'child_activity_plans',
    body: PendingPlanSchema,
    response: ChildPlanResponseSchema,
    rootKey: 'child_activity_plan',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id' },
    gate: { account: true, subscription: true, plan: 'body.activity_plan_id' },
    summary: 'Starts an activity plan for a child.',
  }),
  /** `POST child_activity_plans/{id}/activate` `{ child_id }`: activates the plan; answers `{ child_activity_plan }`. */
  activatePlan: planStateChange('activatePlan', 'activate', "Activates a child's plan."),
  /** `POST child_activity_plans/{id}/pause` `{ child_id }`: pauses the plan; answers `{ child_activity_plan }`. */
  pausePlan: planStateChange('pausePlan', 'pause', "Pauses a child's plan."),
  /** `POST child_activity_plans/{id}/unpause` `{ child_id }`: unpauses the plan; answers `{ child_activity_plan }`. */
  unpausePlan: planStateChange('unpausePlan', 'unpause', "Unpauses a child's plan."),
  /** `POST attune_essentials` `{ child_id }`: starts the essentials programme; answers `{ child_activity_plan }`. */
  startEssentials: defineEndpoint({
    name: 'startEssentials',
    method: 'POST',
    path: 'attune_essentials',
    body: ChildPlanActionBodySchema,
    response: ChildPlanResponseSchema,
    rootKey: 'child_activity_plan',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id' },
    gate: { account: true, subscription: true },
    summary: 'Starts the essentials programme for a child.',
  }),
  /** `GET paths?child_id=`: the child's paths, `{ paths }` (status 200 required). */
  listPaths: defineEndpoint({
    name: 'listPaths',
    method: 'GET',
    path: 'paths',
    query: ChildIdQuerySchema,
    response: z.object({ paths: z.array(PathSchema) }),
    rootKey: 'paths',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the child's paths.",
  }),
  /** `POST paths` `{ child_id, group_id, areas }`: starts a path; answers `{ path }`. */
  createPath: defineEndpoint({
    name: 'createPath',
    method: 'POST',
    path: 'paths',
    body: PathInputSchema,
    response: z.object({ path: PathSchema }),
    rootKey: 'path',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id' },
    gate: { account: true, subscription: true },
    summary: 'Starts a path for a child from an improvement group and areas.',
  }),
  /** `GET today_list_sessions?child_id=`: the sessions due today, `{ sessions }`. */
  listTodaySessions: defineEndpoint({
    name: 'listTodaySessions',
    method: 'GET',
    path: 'today_list_sessions',
    query: ChildIdQuerySchema,
    response: z.object({ sessions: z.array(SessionSchema) }),
    rootKey: 'sessions',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the child's sessions due today.",
  }),
} as const;
