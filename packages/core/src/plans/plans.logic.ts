/**
 * Rules of a child's activity plans: their order, the queue of plans waiting to be started, pausing,
 * the today list and how a plan's sessions appear on the timeline.
 *
 * Conventions: plans are named by their slug (lower-case words joined by dashes); a title such as
 * 'Coexisting Conditions' is turned into its slug first. Every function returns new arrays and never
 * changes its arguments.
 */

import {
  isPurchasedForChild,
  type ProductFacts,
  type PurchaseFacts,
  planAccessTarget,
} from '../access/access.logic';
import { addDays, calendarDayOf, isCalendarDay } from '../calendar/calendar.logic';
import { isSessionComplete, isSessionSkipped, planSlug, type SessionFacts } from '../sessions/sessions.logic';
import type { ChildActivityPlanState, PendingPlan } from './plans.schema';

/**
 * The plans of the catalogue, by key (the slugs the rules use). The essentials programme is the rodeo of
 * the spec's priority list, `attune-essentials` in the catalogue.
 */
export const PLAN_KEYS = [
  'attune-essentials',
  'rodeo-weekly-check-in',
  'vanderbilt',
  'adhd-insights',
  'social-emotional-strengths',
  'coexisting-conditions',
  'medication-insights',
  'coordinate-care',
  'inattentive-insights',
  'hyperactive-insights',
  'target-recognition',
  'dessa',
  'sleep',
  'food-sensitivity',
  'reading-attention-tutor',
] as const;

/** A catalogue plan's key. */
export type PlanKey = (typeof PLAN_KEYS)[number];

/** How often a plan's sessions come: weekly (7 days), fortnightly (14) or monthly (30). */
export const CADENCE_DAYS = { weekly: 7, fortnightly: 14, monthly: 30 } as const;

/**
 * Days between a plan's sessions, by plan: Social + Emotional (social-emotional strengths, DESSA) and the
 * Vanderbilt rating monthly; sleep, Target Recognition and the weekly programmes weekly; coexisting
 * conditions and coordinate care fortnightly; food sensitivity every 10 days (its results take about 10
 * business days).
 */
export const PLAN_CADENCE_DAYS: Readonly<Record<PlanKey, number>> = {
  'attune-essentials': CADENCE_DAYS.weekly,
  'rodeo-weekly-check-in': CADENCE_DAYS.weekly,
  vanderbilt: CADENCE_DAYS.monthly,
  'adhd-insights': CADENCE_DAYS.weekly,
  'social-emotional-strengths': CADENCE_DAYS.monthly,
  'coexisting-conditions': CADENCE_DAYS.fortnightly,
  'medication-insights': CADENCE_DAYS.weekly,
  'coordinate-care': CADENCE_DAYS.fortnightly,
  'inattentive-insights': CADENCE_DAYS.weekly,
  'hyperactive-insights': CADENCE_DAYS.weekly,
  'target-recognition': CADENCE_DAYS.weekly,
  dessa: CADENCE_DAYS.monthly,
  sleep: CADENCE_DAYS.weekly,
  'food-sensitivity': 10,
  'reading-attention-tutor': CADENCE_DAYS.weekly,
};

/** Whether `key` names a plan of the catalogue. */
export function isPlanKey(key: string): key is PlanKey {
  return (PLAN_KEYS as readonly string[]).includes(key);
}

/** Days between a plan's sessions ({@link PLAN_CADENCE_DAYS}); a plan the table does not know is weekly. `plan` is a slug or a title. */
export function planCadenceDays(plan: string): number {
  const slug = planSlug(plan);
  return isPlanKey(slug) ? PLAN_CADENCE_DAYS[slug] : CADENCE_DAYS.weekly;
}

/** When one session of a newly started plan is due, and whether it is primed (ready at once). */
export interface ScheduledSession {
  readonly position: number;
  /** The calendar day it is due, `YYYY-MM-DD`. */
  readonly schedule_date: string;
  /** Only the introduction (position 0) is primed. */
  readonly primed: boolean;
}

/**
 * The schedule of a plan started on `start` (the family's day): the introduction (position 0) is due that
 * day and primed; the session at position k is due k × `cadenceDays` days later.
 * @throws RangeError when `start` is not a calendar day, `cadenceDays` not a whole number of days above 0,
 * or a position not a whole number of 0 or more.
 */
export function scheduleSessions(
  start: string,
  cadenceDays: number,
  positions: readonly number[],
): ScheduledSession[] {
  if (!isCalendarDay(start)) throw new RangeError(`start must be a calendar day YYYY-MM-DD, got "${start}"`);
  if (!Number.isSafeInteger(cadenceDays) || cadenceDays < 1) {
    throw new RangeError(`cadenceDays must be a whole number above 0, got ${cadenceDays}`);
  }
  return positions.map((position) => {
    if (!Number.isSafeInteger(position) || position < 0) {
      throw new RangeError(`position must be a whole number of 0 or more, got ${position}`);
    }
    return { position, schedule_date: addDays(start, position * cadenceDays), primed: position === 0 };
  });
}

const PRIORITY: ReadonlyArray<readonly [number, readonly string[]]> = [
  [11, ['rodeo', 'attune-essentials', 'rodeo-weekly-check-in', 'rodeo-check-in']],
  [10, ['vanderbilt', 'adhd-insights', 'vanderbilt-adhd-insights']],
  [9, ['social-emotional-strengths']],
  [8, ['coexisting-conditions']],
  [7, ['medication', 'medication-insights']],
  [6, ['coordinate-care']],
  [5, ['inattentive-insights', 'hyperactive-insights', 'inattentive-and-hyperactive-insights']],
  [4, ['target-recognition', 'dessa', 'sleep', 'food-sensitivity', 'reading-attention-tutor']],
];

const PRIORITY_BY_SLUG: ReadonlyMap<string, number> = new Map(
  PRIORITY.flatMap(([priority, slugs]) => slugs.map((slug) => [slug, priority] as const)),
);

/**
 * A plan's sort priority (higher first): the rodeo (the essentials programme) and its weekly check-in 11; vanderbilt and ADHD
 * insights 10; social-emotional strengths 9; coexisting conditions 8; medication 7; coordinate care 6;
 * inattentive and hyperactive insights 5; target recognition, DESSA, sleep, food sensitivity and the
 * reading attention tutor 4; any other plan 0. `plan` is a slug or a title.
 */
export function planPriority(plan: string): number {
  return PRIORITY_BY_SLUG.get(planSlug(plan)) ?? 0;
}

/**
 * The name a plan is known by for the product's rules: a catalogue plan's `key`, a child plan's
 * `activity_plan.key`, else its `title`; '' when it has none of these.
 */
export function planName(plan: unknown): string {
  if (typeof plan !== 'object' || plan === null) return '';
  const {
    key,
    title,
    activity_plan: summary,
  } = plan as { key?: unknown; title?: unknown; activity_plan?: unknown };
  if (typeof key === 'string' && key !== '') return key;
  if (typeof summary === 'object' && summary !== null) {
    const nested = planName(summary);
    if (nested !== '') return nested;
  }
  return typeof title === 'string' ? title : '';
}

/**
 * Plans in display order: higher priority first; plans of equal priority keep the order they came in.
 * `nameOf` gives each plan's slug or title (by default {@link planName}: its key, else its title).
 */
export function sortPlans<Plan>(plans: readonly Plan[], nameOf: (plan: Plan) => string = planName): Plan[] {
  return plans
    .map((plan, index) => ({ plan, index, priority: planPriority(nameOf(plan)) }))
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .map(({ plan }) => plan);
}

/** A plan waiting to be started for a child (a {@link PendingPlan} or anything holding its two ids). */
export type PendingPlanFacts = Pick<PendingPlan, 'child_id' | 'activity_plan_id'>;

function samePendingPlan(a: PendingPlanFacts, b: PendingPlanFacts): boolean {
  return a.child_id === b.child_id && a.activity_plan_id === b.activity_plan_id;
}

/**
 * Queues a plan to be started for a child. The queue holds each child and plan at most once: queueing
 * one already there leaves the queue as it was. Order of first queueing is kept.
 */
export function enqueuePendingPlan<Pending extends PendingPlanFacts>(
  queue: readonly Pending[],
  pending: Pending,
): Pending[] {
  if (queue.some((queued) => samePendingPlan(queued, pending))) return [...queue];
  return [...queue, pending];
}

/** The result of taking plans off the queue: those to start now, and those left waiting. */
export interface DrainedPendingPlans<Pending> {
  readonly start: Pending[];
  readonly remaining: Pending[];
}

/**
 * Takes the queued plans to be started together, each child and plan once: all of them, or only those
 * of one child when `childId` is given (the others stay queued). Once started they leave the queue.
 */
export function drainPendingPlans<Pending extends PendingPlanFacts>(
  queue: readonly Pending[],
  childId?: number,
): DrainedPendingPlans<Pending> {
  const start: Pending[] = [];
  const remaining: Pending[] = [];
  for (const pending of queue) {
    if (childId !== undefined && pending.child_id !== childId) remaining.push(pending);
    else if (!start.some((taken) => samePendingPlan(taken, pending))) start.push(pending);
  }
  return { start, remaining };
}

/** The state of a child's plan: 'active' counts as current, anything else as not running. */
export interface PlanStateFacts {
  readonly state: ChildActivityPlanState | (string & {}) | null;
}

/** A plan in state 'active' counts as the child's current plan. */
export function isPlanActive(plan: PlanStateFacts): boolean {
  return plan.state === 'active';
}

/**
 * What the pause control does: an active plan can be paused; a paused plan is unpaused; a plan not yet
 * activated ('inactive') is activated. The value names the call to make
 * (`POST child_activity_plans/{id}/pause`, `/unpause` or `/activate`).
 */
export function planToggle(plan: PlanStateFacts): 'pause' | 'unpause' | 'activate' {
  if (isPlanActive(plan)) return 'pause';
  return plan.state === 'paused' ? 'unpause' : 'activate';
}

/**
 * The state a plan shows right after the parent toggles it, before plans reload: pausing an active plan
 * gives 'paused'; unpausing or activating any other gives 'active'.
 */
export function toggledPlanState(plan: PlanStateFacts): 'paused' | 'active' {
  return isPlanActive(plan) ? 'paused' : 'active';
}

/**
 * Whether the child's today list is loaded: yes when at least one of the child's plans is active;
 * otherwise the today list is emptied.
 */
export function loadsTodayList(plans: readonly PlanStateFacts[]): boolean {
  return plans.some(isPlanActive);
}

/** The fields of a child's session the today list reads. */
export interface TodayListSessionFacts {
  readonly complete: boolean;
  readonly skipped: boolean;
  /** The family's calendar day it is scheduled for (`YYYY-MM-DD`), or null when not scheduled. */
  readonly scheduleDate: string | null;
}

/**
 * Whether a child's session is in the today list on `today` (the family's calendar day): its plan is
 * active, and the session is neither complete nor skipped and is scheduled for today or earlier (a session
 * missed on its day stays due). The server's query states the same filter in SQL.
 */
export function isInTodayList(session: TodayListSessionFacts, plan: PlanStateFacts, today: string): boolean {
  return (
    isPlanActive(plan) &&
    !session.complete &&
    !session.skipped &&
    session.scheduleDate !== null &&
    session.scheduleDate <= today
  );
}

/** The fields of a today-list session its order reads. */
export interface TodayListOrderFacts {
  /** The plan's sort priority ({@link planPriority} of its key). */
  readonly priority: number;
  /** The child plan's id: plans of equal priority keep the order they were started in. */
  readonly planId: number;
  /** The session's position in its plan. */
  readonly position: number;
}

/** The today list's order: higher plan priority first, then the earlier started plan, then position. */
export function compareTodayList(a: TodayListOrderFacts, b: TodayListOrderFacts): number {
  return b.priority - a.priority || a.planId - b.planId || a.position - b.position;
}

/** A questionnaire step of a child's session as the check-in rule reads it (with its session and plan). */
export interface CheckInItemFacts {
  readonly id: number;
  /** The item's kind: only `'questionnaire'` items are check-ins. */
  readonly kind: string;
  /** The questionnaire's key the item asks for. */
  readonly content: string | null;
  readonly complete: boolean;
  readonly skipped: boolean;
  readonly sessionComplete: boolean;
  readonly sessionSkipped: boolean;
  /** The session's calendar day, or null when not scheduled. */
  readonly scheduleDate: string | null;
  /** The plan's state. */
  readonly planState: PlanStateFacts['state'];
}

/**
 * Whether an item is an open check-in of the questionnaire `questionnaireKey`: a questionnaire item for
 * it, neither it nor its session complete or skipped (whatever its plan's state or its day).
 */
export function isOpenCheckInItem(item: CheckInItemFacts, questionnaireKey: string): boolean {
  return (
    item.kind === 'questionnaire' &&
    item.content === questionnaireKey &&
    !item.complete &&
    !item.skipped &&
    !item.sessionComplete &&
    !item.sessionSkipped
  );
}

/**
 * The check-in an assessment of `questionnaireKey` completes when the family names none: the open item
 * ({@link isOpenCheckInItem}) of an active plan due on `today` or earlier, the earliest day first (then
 * the lowest id); null when there is none.
 */
export function dueCheckInItem<Item extends CheckInItemFacts>(
  items: readonly Item[],
  questionnaireKey: string,
  today: string,
): Item | null {
  let best: Item | null = null;
  for (const item of items) {
    if (!isOpenCheckInItem(item, questionnaireKey) || item.planState !== 'active') continue;
    if (item.scheduleDate === null || item.scheduleDate > today) continue;
    if (
      best === null ||
      item.scheduleDate < (best.scheduleDate ?? '') ||
      (item.scheduleDate === best.scheduleDate && item.id < best.id)
    )
      best = item;
  }
  return best;
}

/**
 * How a plan's session appears on the timeline: a due session dated today when the session is in the
 * child's today list, otherwise a scheduled session ('Session Scheduled') on its schedule date. Only
 * sessions that are neither complete nor skipped and have a schedule date appear (`null` otherwise).
 */
export type PlanSessionTimelineStatus =
  | { readonly kind: 'dueSession'; readonly date: string }
  | { readonly kind: 'scheduledSession'; readonly date: string };

/**
 * The timeline status of a plan session (see {@link PlanSessionTimelineStatus}). `todayListIds` are the
 * ids of the sessions in the child's today list.
 */
export function planSessionTimelineStatus(
  session: SessionFacts & { readonly id: number },
  todayListIds: readonly number[],
  today: string,
): PlanSessionTimelineStatus | null {
  const scheduled = session.schedule_date;
  if (isSessionComplete(session) || isSessionSkipped(session)) return null;
  if (scheduled === null || scheduled === '') return null;
  if (todayListIds.includes(session.id)) return { kind: 'dueSession', date: calendarDayOf(today) };
  return { kind: 'scheduledSession', date: calendarDayOf(scheduled) };
}

/** The fields of a catalogue plan {@link startablePlans} reads. */
export interface StartablePlanFacts {
  readonly id: number;
  /** `'intervention'` marks an add-on's plan. */
  readonly kind?: string | null;
}

/**
 * The catalogue plans a family may start for a child: those not started yet for the child; an add-on's
 * plan (kind `'intervention'`) only once it is bought for this child, by core's access rule
 * (`isPurchasedForChild` of the plan's products on `today`: per child, for the parent, never through a
 * bundle, not after its trial or paid period; a plan no product sells counts as bought). The catalogue's order is kept.
 */
export function startablePlans<Plan extends StartablePlanFacts>(
  catalogue: readonly Plan[],
  family: {
    /** Catalogue ids of the plans the child already has. */
    readonly startedPlanIds: readonly number[];
    readonly products: readonly ProductFacts[];
    readonly purchases: readonly PurchaseFacts[];
    readonly childId: number;
    /** The family's calendar day: a purchase whose trial or paid period has ended no longer counts. */
    readonly today: string;
  },
): Plan[] {
  const started = new Set(family.startedPlanIds);
  return catalogue.filter(
    (plan) =>
      !started.has(plan.id) &&
      (plan.kind !== 'intervention' ||
        isPurchasedForChild(
          planAccessTarget(family.products, plan.id),
          family.purchases,
          family.childId,
          family.today,
        )),
  );
}

/**
 * The plans a purchase starts for a child: buying an add-on starts what it bought, so a child can use a
 * tool as soon as it is paid for (a Target Recognition task played after buying is saved, not refused).
 * The product's plans the child does not have yet, in the product's order, and only for a purchase made
 * for one child of a product that is not a bundle; none otherwise (a family-wide purchase starts nothing:
 * the parent chooses the child).
 */
export function plansStartedByPurchase(
  product: { readonly activity_plan_ids: readonly number[]; readonly bundle: boolean },
  purchase: { readonly child_id: number | null },
  startedPlanIds: readonly number[],
): number[] {
  if (purchase.child_id === null || product.bundle) return [];
  const started = new Set(startedPlanIds);
  return [...new Set(product.activity_plan_ids)].filter((id) => !started.has(id));
}

/**
 * Whether a child may start a catalogue plan now: not when the child already has it (a second start of
 * the same plan is refused, 409, and the screen says it is already started).
 */
export function planAlreadyStarted(activityPlanId: number, startedPlanIds: readonly number[]): boolean {
  return startedPlanIds.includes(activityPlanId);
}
