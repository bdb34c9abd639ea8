/**
 * Rules of a child's activity session: what its card says, whether it opens, which button it shows and
 * what the quick actions do.
 *
 * Conventions:
 * - `today` is the family's calendar day `YYYY-MM-DD`; a session's `schedule_date` is compared by its
 *   calendar day (its first ten characters), so `2026-03-02T08:00:00Z` is "on 2026-03-02".
 * - A session is done when it is complete or skipped; the flag or its timestamp is enough.
 * - An item is remaining when it is neither complete nor skipped; items are taken in `position` order.
 * - Rules return data (`{ kind: 'scheduled', date }`); the UI turns it into words.
 */

import { addDays, calendarDayOf } from '../calendar/calendar.logic';
import type { Session, SessionItem } from './sessions.schema';

/** The fields of a session item these rules read (a {@link SessionItem} has them all). */
export type SessionItemFacts = Pick<SessionItem, 'id' | 'position' | 'complete' | 'skipped'>;

/** The fields of a session these rules read (a {@link Session} has them all). */
export interface SessionFacts<Item extends SessionItemFacts = SessionItemFacts>
  extends Pick<
    Session,
    | 'position'
    | 'schedule_date'
    | 'complete'
    | 'completed_at'
    | 'skipped'
    | 'skipped_at'
    | 'primed'
    | 'length'
    | 'actions'
  > {
  readonly child_activity_items: readonly Item[];
}

/**
 * What a session card's status line says, as data:
 * - `completed` ('Completed {date}'), `skipped` ('Skipped {date}'): `date` is the completion or skip
 *   timestamp, or null when the API marked the session done without one;
 * - `partial` ('{percent}% Complete'): the share of items complete, rounded down;
 * - `scheduled` ('Scheduled for {date}'): `date` is the schedule date;
 * - `due`: the session's length, or null for 'Ready to complete'.
 */
export type SessionStatus =
  | { readonly kind: 'completed'; readonly date: string | null }
  | { readonly kind: 'skipped'; readonly date: string | null }
  | { readonly kind: 'partial'; readonly percent: number }
  | { readonly kind: 'scheduled'; readonly date: string }
  | { readonly kind: 'due'; readonly length: string | null };

function isDoneItem(item: SessionItemFacts): boolean {
  return item.complete || item.skipped;
}

function byPosition<T extends SessionItemFacts>(items: readonly T[]): T[] {
  // Array.prototype.sort is stable, so items sharing a position keep the API's order.
  return [...items].sort((a, b) => a.position - b.position);
}

/** Whether the session has been completed: its `complete` flag is set or it has a completion time. */
export function isSessionComplete(session: SessionFacts): boolean {
  return session.complete || session.completed_at !== null;
}

/** Whether the session has been skipped: its `skipped` flag is set or it has a skip time. */
export function isSessionSkipped(session: SessionFacts): boolean {
  return session.skipped || session.skipped_at !== null;
}

/**
 * The status line of a session card, checked in this order: completed, skipped, partly done (at least
 * one item complete; the percent is the share of complete items, rounded down), scheduled (its date is
 * later than today), and otherwise due, showing its length or 'Ready to complete' when it has none.
 * Skipped items do not count towards the percent: only work the child did does.
 */
export function sessionStatus(session: SessionFacts, today: string): SessionStatus {
  if (isSessionComplete(session)) return { kind: 'completed', date: session.completed_at };
  if (isSessionSkipped(session)) return { kind: 'skipped', date: session.skipped_at };
  const items = session.child_activity_items;
  const complete = items.filter((item) => item.complete).length;
  if (complete > 0) return { kind: 'partial', percent: Math.floor((complete * 100) / items.length) };
  if (isSessionPending(session, today)) return { kind: 'scheduled', date: session.schedule_date ?? '' };
  const length = session.length ?? '';
  return { kind: 'due', length: length.trim() === '' ? null : length };
}

/**
 * A session is pending while its scheduled date is later than today. A session without a schedule
 * date is never pending (it can be done now). Pending depends on the date only, not on progress.
 */
export function isSessionPending(session: SessionFacts, today: string): boolean {
  const scheduled = session.schedule_date;
  if (scheduled === null || scheduled === '') return false;
  return calendarDayOf(scheduled) > calendarDayOf(today);
}

/** A session card can be expanded only while the session is neither complete nor skipped. */
export function isCardExpandable(session: SessionFacts): boolean {
  return !isSessionComplete(session) && !isSessionSkipped(session);
}

/**
 * A session card starts expanded when the session is primed (the one the plan wants the parent to do
 * next), unless it can no longer be expanded because it is complete or skipped.
 */
export function startsExpanded(session: SessionFacts): boolean {
  return session.primed && isCardExpandable(session);
}

/**
 * The items still to do: neither complete nor skipped, in position order. These are the items that
 * 'Mark as Complete' and 'Skip Session' apply to.
 */
export function remainingItems<Item extends SessionItemFacts>(session: SessionFacts<Item>): Item[] {
  return byPosition(session.child_activity_items).filter((item) => !isDoneItem(item));
}

/** The next item of a session: the first by position that is neither complete nor skipped, or null. */
export function nextItem<Item extends SessionItemFacts>(session: SessionFacts<Item>): Item | null {
  return remainingItems(session)[0] ?? null;
}

/** Which words the start button shows (keys of the locale files). */
export type StartButtonLabel = 'continue' | 'start-early' | 'get-started' | 'start';

/** Where the start button goes: the plan intro, an item of the session by position, or nowhere. */
export type StartTarget = { readonly kind: 'intro' } | { readonly kind: 'item'; readonly position: number };

/** The start button of a session card. */
export interface StartButton {
  readonly label: StartButtonLabel;
  /** Whether tapping it first asks the parent to confirm ('Start Early'). */
  readonly confirm: boolean;
  readonly target: StartTarget | null;
}

/**
 * The start button: 'Continue Session' when the next item to do has a position above 1; else 'Start
 * Early' when the session is pending; else 'Get Started' for the session at position 0; else 'Start
 * Session'. Starting early asks for confirmation first; continuing a session the parent already began
 * does not ask again, even when it is still pending. The session at position 0 goes to the plan intro;
 * any other goes to its next item, or nowhere (`null`) when no item is left to do.
 */
export function startButton(session: SessionFacts, today: string): StartButton {
  const next = nextItem(session);
  const pending = isSessionPending(session, today);
  let label: StartButtonLabel;
  if (next !== null && next.position > 1) label = 'continue';
  else if (pending) label = 'start-early';
  else if (session.position === 0) label = 'get-started';
  else label = 'start';
  let target: StartTarget | null = null;
  if (session.position === 0) target = { kind: 'intro' };
  else if (next !== null) target = { kind: 'item', position: next.position };
  return { label, confirm: label === 'start-early', target };
}

/** Which quick actions a session card offers. */
export interface QuickActions {
  /** 'Skip Session' shows. */
  readonly skip: boolean;
  /** 'Mark as Complete' shows. */
  readonly complete: boolean;
}

/**
 * 'Skip Session' and 'Mark as Complete' show only when the session's actions allow them and the
 * session is not pending. They also hide once the session is complete or skipped: there is nothing
 * left for them to do.
 */
export function quickActions(session: SessionFacts, today: string): QuickActions {
  const open = !isSessionPending(session, today) && isCardExpandable(session);
  return {
    skip: open && session.actions.skip,
    complete: open && session.actions.complete,
  };
}

/** A quick action on a session. */
export type QuickAction = 'complete' | 'skip';

/** One item change a quick action sends (`PATCH child_activity_items/{id}`). */
export interface ItemChange {
  readonly id: number;
  readonly change: { readonly complete: true } | { readonly skipped: true };
}

/**
 * What completing or skipping a session does: every remaining item (neither complete nor skipped) is
 * marked complete, or skipped, in position order. Items already done are left as they are.
 */
export function quickActionChanges(session: SessionFacts, action: QuickAction): ItemChange[] {
  const change = action === 'complete' ? ({ complete: true } as const) : ({ skipped: true } as const);
  return remainingItems(session).map((item) => ({ id: item.id, change }));
}

/**
 * What the parent is told after skipping a session, as data: the session comes back `days` later on
 * `date`, or a generic message.
 */
export type SkipReschedule =
  | {
      readonly kind: 'rescheduled';
      readonly days: (typeof SKIP_RESCHEDULE_DAYS)[keyof typeof SKIP_RESCHEDULE_DAYS];
      readonly date: string;
    }
  | { readonly kind: 'generic' };

/** Lower-case words joined by dashes: 'Coexisting Conditions' and 'coexisting_conditions' both give 'coexisting-conditions'. */
export function planSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * How many days after the day it is skipped a session comes back, by plan: coexisting conditions 14,
 * medication insights 7; a session of any other plan is skipped for good.
 */
export const SKIP_RESCHEDULE_DAYS = {
  'coexisting-conditions': 14,
  'medication-insights': 7,
} as const;

/**
 * Skip effects ({@link SKIP_RESCHEDULE_DAYS}): a skipped session of the coexisting-conditions plan comes back 14 days from today, one
 * of the medication-insights plan 7 days from today; skipping in any other plan gives a generic message.
 * `plan` is the plan's slug or title ('coexisting-conditions', 'Coexisting Conditions').
 * @throws RangeError when `today` is not a calendar day `YYYY-MM-DD`.
 */
export function skipReschedule(plan: string, today: string): SkipReschedule {
  const slug = planSlug(plan);
  if (!Object.hasOwn(SKIP_RESCHEDULE_DAYS, slug)) return { kind: 'generic' };
  const days = SKIP_RESCHEDULE_DAYS[slug as keyof typeof SKIP_RESCHEDULE_DAYS];
  return { kind: 'rescheduled', days, date: addDays(today, days) };
}
