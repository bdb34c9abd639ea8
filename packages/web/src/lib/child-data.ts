/**
 * The child every `/app/child/:child_id/...` page is about, with its plans and the sessions due today,
 * loaded once by the child layout's loader and read by the pages through `useChildData()`. Any mutation
 * (an action, a fetcher, `revalidate()`) reloads it, so a plan just started shows today's session at once.
 */
import type { Child, ChildActivityPlan, Session } from '@attune/core/rules';
import { useRouteLoaderData } from 'react-router';

export interface ChildData {
  readonly child: Child;
  readonly plans: readonly ChildActivityPlan[];
  /** The child's today list (`GET today_list_sessions`): the sessions due today. */
  readonly todayList: readonly Session[];
}

export function useChildData(): ChildData {
  const data = useRouteLoaderData('child') as ChildData | undefined;
  if (!data) throw new Error('useChildData() used outside a child route');
  return data;
}

/** The child plan with this id among the child's plans (ids compare as numbers). */
export function findPlan(
  plans: readonly ChildActivityPlan[],
  planId: string | undefined,
): ChildActivityPlan | null {
  return plans.find((plan) => String(plan.id) === planId) ?? null;
}
