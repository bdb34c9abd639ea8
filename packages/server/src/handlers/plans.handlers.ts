/** Handlers of `plans`: a child's plans, paths, the essentials programme and the today list. */
import type { plansContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { createPath, listPaths } from '../paths/paths.service';
import { listChildPlans, setPlanState, todayList } from '../plans/plans.service';
import { startChildPlan, startEssentials } from '../plans/start-plan.service';

/** A child's plans and paths; the router has checked the child (and the plan) are the caller's. */
export const plansHandlers: HandlersOf<typeof plansContract> = {
  listChildPlans: async ({ ctx, child }) => ({ plans: await listChildPlans(ctx, child.id) }),
  startPlan: async ({ ctx, child, body }) => ({
    child_activity_plan: await startChildPlan(ctx, child.id, body.activity_plan_id),
  }),
  startEssentials: async ({ ctx, child }) => ({ child_activity_plan: await startEssentials(ctx, child.id) }),
  activatePlan: async ({ ctx, child, params }) => ({
    child_activity_plan: await setPlanState(ctx, child.id, params.id, 'activate'),
  }),
  pausePlan: async ({ ctx, child, params }) => ({
    child_activity_plan: await setPlanState(ctx, child.id, params.id, 'pause'),
  }),
  unpausePlan: async ({ ctx, child, params }) => ({
    child_activity_plan: await setPlanState(ctx, child.id, params.id, 'unpause'),
  }),
  listTodaySessions: async ({ ctx, child }) => ({ sessions: await todayList(ctx, child.id) }),
  listPaths: async ({ ctx, child }) => ({ paths: await listPaths(ctx, child.id) }),
  createPath: async ({ ctx, child, body }) => ({ path: await createPath(ctx, child.id, body) }),
};
