import type { ActivityPlan, ChildActivityPlan, MeaningfulChangeScore, Trend } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';
import { cachedReference } from '../../../lib/stores';

/** The catalogue of plans (`GET activity_plans`), cached 24 h per app version. */
export function fetchActivityPlans(): Promise<ActivityPlan[]> {
  return cachedReference('activity_plans', async () => {
    const body = await apiRequest<{ activity_plans: ActivityPlan[] }>('GET', 'activity_plans');
    return body.activity_plans;
  });
}

export async function startPlan(childId: number, activityPlanId: number): Promise<ChildActivityPlan> {
  const body = await apiRequest<{ child_activity_plan: ChildActivityPlan }>('POST', 'child_activity_plans', {
    body: { child_id: childId, activity_plan_id: activityPlanId },
  });
  return body.child_activity_plan;
}

export async function activatePlan(childId: number, planId: number): Promise<void> {
  await apiRequest('POST', `child_activity_plans/${planId}/activate`, { body: { child_id: childId } });
}

export async function fetchScores(childId: number): Promise<MeaningfulChangeScore[]> {
  const body = await apiRequest<{ meaningful_change_scores: MeaningfulChangeScore[] }>('GET', 'meaningful_change_scores', {
    query: { child_id: childId },
    quiet: [404],
  });
  return body.meaningful_change_scores;
}

export async function fetchTrends(childId: number): Promise<Trend[]> {
  const body = await apiRequest<{ trends: Trend[] }>('GET', 'trends', { query: { child_id: childId }, quiet: [404] });
  return body.trends;
}
