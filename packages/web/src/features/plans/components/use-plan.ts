import type { ChildActivityPlan, Session } from '@attune/core/rules';
import { useParams } from 'react-router';
import { findPlan, useChildData } from '../../../lib/child-data';

/** The plan, session and item named by the route (plan by id, session and item by position). */
export function usePlanRoute(): {
  plan: ChildActivityPlan | null;
  session: Session | null;
  itemPosition: number | null;
} {
  const params = useParams();
  const { plans } = useChildData();
  const plan = findPlan(plans, params.plan_id);
  const sessionPosition = params.session_position === undefined ? null : Number(params.session_position);
  const session =
    plan && sessionPosition !== null
      ? (plan.child_activity_sessions.find((s) => s.position === sessionPosition) ?? null)
      : null;
  const itemPosition = params.item_position === undefined ? null : Number(params.item_position);
  return { plan, session, itemPosition };
}

export function planTitle(plan: ChildActivityPlan, language: string): string {
  return plan.activity_plan.translations[`title_${language}`] ?? plan.activity_plan.title;
}
