/**
 * The child every `/app/child/:child_id/...` page is about, with its plans, loaded once by the child layout
 * and read by the pages through `useChildData()`.
 */
import type { Child, ChildActivityPlan } from '@attune/core/rules';
import { useRouteLoaderData } from 'react-router';

export interface ChildData {
  readonly child: Child;
  readonly plans: readonly ChildActivityPlan[];
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
