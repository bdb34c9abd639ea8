/**
 * The child every `/app/child/:child_id/...` page is about, with its plans, loaded once by the child layout
 * and read by the pages through `useChildData()`.
 */
import {
  type Child,
  type ChildActivityPlan,
  type CollaboratorAction,
  type CollaboratorPermission,
  collaboratorMay,
  collaboratorMayCall,
} from '@attune/core/rules';
import { useRouteLoaderData } from 'react-router';

export interface ChildData {
  readonly child: Child;
  readonly plans: readonly ChildActivityPlan[];
  /**
   * What another family let this account do with the child when it is a collaborator's, or null when the
   * child is the family's own (`GET shared_children`).
   */
  readonly permission: CollaboratorPermission | null;
  /**
   * Whether one of the child's clinic appointments has ended (core's `hasFinishedAppointment`); false for
   * a family account, which has none.
   */
  readonly finishedAppointment: boolean;
}

/**
 * Whether the account may do `action` with the child on screen: the family may do anything; a collaborator
 * what core's `collaboratorMay` allows (the server's own rule, mirrored so no refused control shows).
 */
export function childMay(permission: CollaboratorPermission | null, action: CollaboratorAction): boolean {
  return permission === null || collaboratorMay(permission, action);
}

/** {@link childMay} for the child of the current `/app/child/:child_id` route. */
export function useChildMay(action: CollaboratorAction): boolean {
  return childMay(useChildData().permission, action);
}

/**
 * Whether the account may make the call named `call` (the contract's endpoint name) about the child on
 * screen: the family always; a collaborator as core's `collaboratorMayCall` judges it, the rule the server
 * applies to that very call. A control whose call would be refused is not offered.
 */
export function useChildMayCall(call: string): boolean {
  const { permission } = useChildData();
  return permission === null || collaboratorMayCall(permission, call);
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
