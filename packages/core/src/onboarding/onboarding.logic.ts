/**
 * Child onboarding (core-app.md sections 2 and 4): the recommended path for the improvement areas a parent
 * chose, and the plans that path starts (queued with `enqueuePendingPlan`, started together once the
 * onboarding questionnaires are answered).
 *
 * Conventions: areas are named by slug; groups come from `GET improvement_groups` with their areas' slugs.
 */
import type { PlanKey } from '../plans/plans.logic';

/** An improvement group as the recommendation needs it: its id and its areas' slugs. */
export interface GroupFacts {
  readonly id: number;
  readonly areas: readonly string[];
}

/**
 * The recommended path for the chosen areas: the improvement group holding the most of them; on a tie, the
 * one with fewer areas the parent did not choose, then the first in catalogue order. Null when no area is
 * chosen or no group holds any of them.
 */
export function recommendedGroup<G extends GroupFacts>(
  groups: readonly G[],
  chosen: readonly string[],
): G | null {
  const wanted = new Set(chosen);
  let best: { group: G; hits: number; extra: number } | null = null;
  for (const group of groups) {
    const hits = group.areas.filter((slug) => wanted.has(slug)).length;
    if (hits === 0) continue;
    const extra = group.areas.length - hits;
    if (!best || hits > best.hits || (hits === best.hits && extra < best.extra))
      best = { group, hits, extra };
  }
  return best?.group ?? null;
}

/** The areas of a path: the chosen areas the group holds, in the group's order. */
export function pathAreas(group: GroupFacts, chosen: readonly string[]): string[] {
  const wanted = new Set(chosen);
  return group.areas.filter((slug) => wanted.has(slug));
}

/**
 * The plan that works on each improvement area. Open rule, decided: the symptom areas without a plan of
 * their own share Coexisting Conditions; medication has Medication Insights.
 */
export const AREA_PLANS: Readonly<Record<string, PlanKey>> = {
  inattentive: 'inattentive-insights',
  hyperactive: 'hyperactive-insights',
  conduct: 'coexisting-conditions',
  oppositional: 'coexisting-conditions',
  anxiety: 'coexisting-conditions',
  emotional: 'coexisting-conditions',
  sleep: 'sleep',
  medication: 'medication-insights',
};

/**
 * The plans a path starts, each once, in the order of the areas: the Vanderbilt Check-In (the check-in
 * that scores a path's measures) first, then each area's plan ({@link AREA_PLANS}); the medication area's
 * plan only for a child on medication. Unknown areas start nothing of their own.
 */
export function pathPlanKeys(areas: readonly string[], onMedication: boolean): PlanKey[] {
  const keys: PlanKey[] = ['vanderbilt'];
  for (const slug of areas) {
    if (slug === 'medication' && !onMedication) continue;
    const key = AREA_PLANS[slug];
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}
