/**
 * A child's timeline (add-ons spec sections 2 and 4): the events shown on the child view's Timeline tab,
 * newest first, and the text search over them.
 *
 * Conventions:
 * - Events are data with a `date` (a calendar day or an ISO date-time) and an `id` unique in the timeline;
 *   the UI picks the words. The search matches the words the UI shows, passed in as `textOf`.
 * - Order: newest calendar day first (a date-time counts as the day of its first ten characters). Within
 *   one day, things to do come first (due and scheduled sessions), then prompts (enable notifications,
 *   discover cards), then what happened (managed-care summary, achieved goals, completed and skipped
 *   sessions, latest first), then birthdays, then the child's creation. Upcoming scheduled sessions
 *   therefore sit above today's events.
 * - Prompts (discover cards, enable notifications) are dated today, so they stay at the top of the past.
 * - Birthdays are shown from the day the child was added up to today: a new child's timeline does not
 *   fill with birthdays from before the family joined.
 */

import { anniversary, calendarDayOf as dayOf } from '../calendar/calendar.logic';
import { type ClientVariant, showsDiscoverCards } from '../clients/clients.logic';
import { type GoalDirection, improvementGoalsAchieved } from '../goals/goals.logic';
import type { MeaningfulChangeEntry } from '../goals/goals.schema';
import {
  type NotificationsPromptFacts,
  notificationsPromptVisible,
} from '../notifications/notifications.logic';
import { planSessionTimelineStatus } from '../plans/plans.logic';
import type { ChildActivityPlan } from '../plans/plans.schema';
import type { Session } from '../sessions/sessions.schema';

/** A session as a timeline event refers to it. */
export interface TimelineSessionRef {
  readonly planId: number;
  readonly planKey: string;
  readonly planTitle: string;
  readonly sessionId: number;
  readonly position: number;
  readonly title: string;
}

/** One event of a child's timeline. */
export type TimelineEvent =
  | { readonly id: string; readonly kind: 'child-created'; readonly date: string }
  | {
      readonly id: string;
      readonly kind: 'session-completed';
      readonly date: string;
      readonly session: TimelineSessionRef;
    }
  | {
      readonly id: string;
      readonly kind: 'session-skipped';
      readonly date: string;
      readonly session: TimelineSessionRef;
    }
  | {
      readonly id: string;
      readonly kind: 'due-session';
      readonly date: string;
      readonly session: TimelineSessionRef;
    }
  | {
      readonly id: string;
      readonly kind: 'scheduled-session';
      readonly date: string;
      readonly session: TimelineSessionRef;
    }
  | {
      readonly id: string;
      readonly kind: 'goal-achieved';
      readonly date: string;
      readonly measure: string;
      readonly previousTarget: number;
      readonly target: number;
    }
  | { readonly id: string; readonly kind: 'birthday'; readonly date: string; readonly age: number }
  | {
      readonly id: string;
      readonly kind: 'discover-product';
      readonly date: string;
      readonly product: string;
    }
  | { readonly id: string; readonly kind: 'discover-add-ons'; readonly date: string }
  | { readonly id: string; readonly kind: 'adhd-activities'; readonly date: string }
  | { readonly id: string; readonly kind: 'enable-notifications'; readonly date: string }
  | { readonly id: string; readonly kind: 'managed-care-summary'; readonly date: string };

/** The kinds of timeline events. */
export type TimelineEventKind = TimelineEvent['kind'];

/** The child's data the timeline is built from. */
export interface TimelineChild {
  readonly birthday: string;
  readonly created_at: string;
  readonly plans: readonly Pick<
    ChildActivityPlan,
    'id' | 'state' | 'activity_plan' | 'child_activity_sessions'
  >[];
  readonly todayList: readonly Pick<Session, 'id'>[];
  readonly meaningfulChanges: Readonly<Record<string, readonly MeaningfulChangeEntry[]>>;
}

/** The three plans whose required sessions unlock the managed-care summary, by plan key, in order. */
export type ManagedCarePlanKeys = readonly [string, string, string];

/** The session positions each managed-care plan must have complete: first 1 and 2, second 1, third 0 and 1. */
export const MANAGED_CARE_SUMMARY_POSITIONS: readonly [
  readonly number[],
  readonly number[],
  readonly number[],
] = [[1, 2], [1], [0, 1]];

/** Everything besides the child that decides the timeline. */
export interface TimelineFacts {
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  readonly variant: ClientVariant;
  /** Improvement direction of each measure kind (from the improvement areas); kinds missing here show no goal events. */
  readonly directions: Readonly<Record<string, GoalDirection>>;
  /** The discover cards the app would offer (default client only, and not hidden by the parent). */
  readonly discover?: {
    readonly hidden: boolean;
    readonly products: readonly string[];
    readonly addOns: boolean;
    readonly activities: boolean;
  };
  /** What decides the enable-notifications prompt; absent means no prompt. */
  readonly notifications?: NotificationsPromptFacts;
  /** The plan keys of the managed-care summary; absent means no summary. */
  readonly managedCarePlans?: ManagedCarePlanKeys;
}

/**
 * When the managed-care summary appears: only when the required sessions of the three plans are all
 * complete (first plan positions 1 and 2, second position 1, third positions 0 and 1), dated at the
 * earliest of their completions. Null while any is missing or not complete.
 */
export function managedCareSummaryDate(
  plans: TimelineChild['plans'],
  planKeys: ManagedCarePlanKeys,
): string | null {
  let earliest: string | null = null;
  for (const [index, key] of planKeys.entries()) {
    const plan = plans.find((p) => p.activity_plan.key === key);
    if (!plan) return null;
    for (const position of MANAGED_CARE_SUMMARY_POSITIONS[index] ?? []) {
      const session = plan.child_activity_sessions.find((s) => s.position === position);
      if (!session?.complete || session.completed_at === null) return null;
      if (earliest === null || Date.parse(session.completed_at) < Date.parse(earliest))
        earliest = session.completed_at;
    }
  }
  return earliest;
}

const RANK: Readonly<Record<TimelineEventKind, number>> = {
  'scheduled-session': 0,
  'due-session': 1,
  'enable-notifications': 2,
  'discover-product': 3,
  'discover-add-ons': 4,
  'adhd-activities': 5,
  'managed-care-summary': 6,
  'goal-achieved': 7,
  'session-completed': 7,
  'session-skipped': 7,
  birthday: 8,
  'child-created': 9,
};

/** Orders timeline events newest first (see the module conventions). */
export function compareTimelineEvents(a: TimelineEvent, b: TimelineEvent): number {
  const dayA = dayOf(a.date);
  const dayB = dayOf(b.date);
  if (dayA !== dayB) return dayA < dayB ? 1 : -1;
  const rank = RANK[a.kind] - RANK[b.kind];
  if (rank !== 0) return rank;
  const time = (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0);
  if (time !== 0) return time;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function sessionRef(plan: TimelineChild['plans'][number], session: Session): TimelineSessionRef {
  return {
    planId: plan.id,
    planKey: plan.activity_plan.key,
    planTitle: plan.activity_plan.title,
    sessionId: session.id,
    position: session.position,
    title: session.title,
  };
}

/**
 * A child's timeline events, newest first:
 * - the child's creation, and each birthday since then up to today;
 * - each completed and each skipped session (at its completion or skip time);
 * - each incomplete, non-skipped session with a schedule date: a due session (dated today) when it is in
 *   the today list, otherwise a scheduled session on its schedule date ('Session Scheduled'). Open rule,
 *   decided: scheduled sessions show only for active plans, since a paused plan's sessions will not happen
 *   on their dates; the history (completed, skipped) of every plan shows;
 * - each achieved improvement goal (a later goal's target further in the improvement direction);
 * - in the default client only, and unless the parent hid them: discover cards (each product, add-ons,
 *   ADHD activities), dated today;
 * - the enable-notifications prompt while it is visible, dated today;
 * - the managed-care summary (managed-care parenting client) once its sessions are complete.
 */
export function timelineEvents(child: TimelineChild, facts: TimelineFacts): TimelineEvent[] {
  const today = dayOf(facts.today);
  const events: TimelineEvent[] = [{ id: 'child-created', kind: 'child-created', date: child.created_at }];

  const joined = dayOf(child.created_at);
  for (let age = 1; age < 200; age += 1) {
    const date = anniversary(child.birthday, age);
    if (date > today) break;
    if (date >= joined) events.push({ id: `birthday:${age}`, kind: 'birthday', date, age });
  }

  const todayIds = child.todayList.map((s) => s.id);
  for (const plan of child.plans) {
    for (const session of plan.child_activity_sessions) {
      const ref = sessionRef(plan, session);
      if (session.complete && session.completed_at) {
        events.push({
          id: `session-completed:${plan.id}:${session.id}`,
          kind: 'session-completed',
          date: session.completed_at,
          session: ref,
        });
      } else if (session.skipped && session.skipped_at) {
        events.push({
          id: `session-skipped:${plan.id}:${session.id}`,
          kind: 'session-skipped',
          date: session.skipped_at,
          session: ref,
        });
      }
      const status = planSessionTimelineStatus(session, todayIds, today);
      if (status?.kind === 'dueSession') {
        events.push({
          id: `due-session:${plan.id}:${session.id}`,
          kind: 'due-session',
          date: status.date,
          session: ref,
        });
      } else if (status?.kind === 'scheduledSession' && plan.state === 'active') {
        events.push({
          id: `scheduled-session:${plan.id}:${session.id}`,
          kind: 'scheduled-session',
          date: status.date,
          session: ref,
        });
      }
    }
  }

  for (const [measure, entries] of Object.entries(child.meaningfulChanges)) {
    const direction = facts.directions[measure];
    if (!direction) continue;
    for (const achieved of improvementGoalsAchieved(entries, direction)) {
      events.push({
        id: `goal-achieved:${measure}:${achieved.entry.id}`,
        kind: 'goal-achieved',
        date: achieved.entry.created_at,
        measure,
        previousTarget: achieved.previous.target,
        target: achieved.entry.target,
      });
    }
  }

  const discover = facts.discover;
  if (discover && !discover.hidden && showsDiscoverCards(facts.variant)) {
    for (const product of discover.products) {
      events.push({ id: `discover-product:${product}`, kind: 'discover-product', date: today, product });
    }
    if (discover.addOns) events.push({ id: 'discover-add-ons', kind: 'discover-add-ons', date: today });
    if (discover.activities) events.push({ id: 'adhd-activities', kind: 'adhd-activities', date: today });
  }

  if (facts.notifications && notificationsPromptVisible(facts.notifications)) {
    events.push({ id: 'enable-notifications', kind: 'enable-notifications', date: today });
  }

  if (facts.variant === 'parenting' && facts.managedCarePlans) {
    const date = managedCareSummaryDate(child.plans, facts.managedCarePlans);
    if (date) events.push({ id: 'managed-care-summary', kind: 'managed-care-summary', date });
  }

  return events.sort(compareTimelineEvents);
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The events whose text matches a search: every word of the query appears in the event's text as the UI
 * shows it (`textOf`), ignoring case and accents ('cumpleanos' finds 'Cumpleaños'). An empty query keeps
 * every event. Order is kept.
 */
export function searchTimeline<E>(events: readonly E[], query: string, textOf: (event: E) => string): E[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...events];
  return events.filter((event) => {
    const text = normalise(textOf(event));
    return words.every((word) => text.includes(word));
  });
}

/** How many discover-{product} cards a timeline offers at most. */
export const DISCOVER_PRODUCT_LIMIT = 2;

/** The plan whose absence brings the ADHD activities card. */
export const ADHD_ACTIVITIES_PLAN_KEY = 'adhd-insights';

/** The one-off task recorded when the parent dismisses an add-on's discover card: `discoverTripleP` for `triple-p`. */
export function discoverTaskName(name: string): string {
  return `discover${name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

/**
 * The discover cards of a child's timeline (`TimelineFacts['discover']`, default client only): a
 * discover-{product} card for each available add-on the family does not have for this child (at most
 * {@link DISCOVER_PRODUCT_LIMIT}, in the catalogue's order; one whose `discover{Name}` task is done is not
 * offered again), the discover add-ons card while there is any such add-on, and the ADHD activities card
 * while the child has no ADHD Insights plan.
 */
export function discoverCards(facts: {
  /** The add-on catalogue, in its order: name, whether it is sold now, whether this child has it. */
  readonly addOns: readonly {
    readonly name: string;
    readonly available: boolean;
    readonly purchased: boolean;
  }[];
  /** The child's plans' catalogue keys. */
  readonly planKeys: readonly string[];
  /** The parent's one-off tasks (`discover{Name}` when a card was dismissed). */
  readonly userTasks: Readonly<Record<string, string>>;
  /** The parent hid discover cards. */
  readonly hidden: boolean;
}): NonNullable<TimelineFacts['discover']> {
  const missing = facts.addOns.filter((addOn) => addOn.available && !addOn.purchased);
  return {
    hidden: facts.hidden,
    products: missing
      .filter((addOn) => !Object.hasOwn(facts.userTasks, discoverTaskName(addOn.name)))
      .slice(0, DISCOVER_PRODUCT_LIMIT)
      .map((addOn) => addOn.name),
    addOns: missing.length > 0,
    activities: !facts.planKeys.includes(ADHD_ACTIVITIES_PLAN_KEY),
  };
}
