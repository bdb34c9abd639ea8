import type {
  ActivityPlan,
  AddOnCategory,
  ChildActivityPlan,
  MeaningfulChangeScore,
  Session,
  Trend,
} from '@attune/core/rules';
import { call } from '../../../lib/api-client';

/** The catalogue of plans (`GET activity_plans`), cached 24 h per app version by the client. */
export const fetchActivityPlans = (): Promise<ActivityPlan[]> => call((api) => api.listActivityPlans());

export const startPlan = (childId: number, activityPlanId: number): Promise<ChildActivityPlan> =>
  call((api) => api.startPlan({ body: { child_id: childId, activity_plan_id: activityPlanId } }));

export const activatePlan = (childId: number, planId: number): Promise<unknown> =>
  call((api) => api.activatePlan({ params: { id: planId }, body: { child_id: childId } }));

export const fetchScores = (childId: number): Promise<MeaningfulChangeScore[]> =>
  call((api) => api.listMeaningfulChangeScores({ query: { child_id: childId } }));

export const fetchTrends = (childId: number): Promise<Trend[]> =>
  call((api) => api.listTrends({ query: { child_id: childId } }));

export const fetchAddOnCategories = (): Promise<AddOnCategory[]> => call((api) => api.listAddOnCategories());

/** The sessions due today (`GET today_list_sessions`): the timeline shows them as due. */
export const fetchTodaySessions = (childId: number): Promise<Session[]> =>
  call((api) => api.listTodaySessions({ query: { child_id: childId } }));
