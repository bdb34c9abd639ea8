/**
 * How the child view's Timeline tab groups core's `timelineEvents` (which come newest first, upcoming
 * sessions on top) into what a parent reads on opening the app: what is due today, then the upcoming
 * scheduled sessions (soonest first, the next one of each plan shown, the rest behind a disclosure), then
 * the app's suggestions (enable notifications, discover cards), then what happened (newest first).
 */
import type { TimelineEvent } from '@attune/core/rules';

/** A timeline event of one kind. */
export type TimelineEventOf<K extends TimelineEvent['kind']> = Extract<TimelineEvent, { kind: K }>;

/** The Timeline tab's sections, each in reading order. */
export interface TimelineSections {
  /** Sessions in today's list, in core's order. */
  readonly due: readonly TimelineEventOf<'due-session'>[];
  /** The next scheduled session of each plan, soonest first. */
  readonly upcoming: readonly TimelineEventOf<'scheduled-session'>[];
  /** Every other scheduled session, soonest first. */
  readonly laterUpcoming: readonly TimelineEventOf<'scheduled-session'>[];
  /** Every scheduled session, soonest first: what "show all upcoming" shows, in date order. */
  readonly allUpcoming: readonly TimelineEventOf<'scheduled-session'>[];
  /** Enable-notifications prompt and discover cards, in core's order. */
  readonly prompts: readonly TimelineEvent[];
  /** What happened (sessions done or skipped, goals, birthdays, the child joining), newest first. */
  readonly past: readonly TimelineEvent[];
}

const PROMPTS = new Set<TimelineEvent['kind']>([
  'enable-notifications',
  'discover-product',
  'discover-add-ons',
  'adhd-activities',
]);

const day = (date: string) => date.slice(0, 10);

/** Soonest first; on the same day, by plan then session position. */
function soonestFirst(a: TimelineEventOf<'scheduled-session'>, b: TimelineEventOf<'scheduled-session'>) {
  const byDay = day(a.date).localeCompare(day(b.date));
  if (byDay !== 0) return byDay;
  if (a.session.planId !== b.session.planId) return a.session.planId - b.session.planId;
  return a.session.position - b.session.position;
}

/**
 * Groups timeline events (in core's order, possibly already filtered by the search) into the tab's
 * sections. Only the first scheduled session of each plan counts as upcoming; the others wait in
 * `laterUpcoming`. The past keeps core's newest-first order.
 */
export function groupTimeline(events: readonly TimelineEvent[]): TimelineSections {
  const due: TimelineEventOf<'due-session'>[] = [];
  const scheduled: TimelineEventOf<'scheduled-session'>[] = [];
  const prompts: TimelineEvent[] = [];
  const past: TimelineEvent[] = [];
  for (const event of events) {
    if (event.kind === 'due-session') due.push(event);
    else if (event.kind === 'scheduled-session') scheduled.push(event);
    else if (PROMPTS.has(event.kind)) prompts.push(event);
    else past.push(event);
  }
  scheduled.sort(soonestFirst);
  const seen = new Set<number>();
  const upcoming: TimelineEventOf<'scheduled-session'>[] = [];
  const laterUpcoming: TimelineEventOf<'scheduled-session'>[] = [];
  for (const event of scheduled) {
    if (seen.has(event.session.planId)) laterUpcoming.push(event);
    else {
      seen.add(event.session.planId);
      upcoming.push(event);
    }
  }
  return { due, upcoming, laterUpcoming, allUpcoming: scheduled, prompts, past };
}
