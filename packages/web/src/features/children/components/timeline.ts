/**
 * The child's timeline events, newest first: child created, completed and skipped sessions, due (today)
 * sessions and the next scheduled session of each plan, birthdays. Search keeps the events whose text matches.
 */
import type { Child, ChildActivityPlan } from '@attune/core/rules';

export type TimelineEvent =
  | { kind: 'child-created'; date: string }
  | { kind: 'completed-session'; date: string; title: string; planId: number; position: number; plan: string }
  | { kind: 'skipped-session'; date: string; title: string; planId: number; position: number; plan: string }
  | { kind: 'due-session'; date: string; title: string; planId: number; position: number; plan: string }
  | { kind: 'scheduled-session'; date: string; title: string; planId: number; position: number; plan: string }
  | { kind: 'birthday'; date: string; age: number };

export function timelineEvents(
  child: Child,
  plans: readonly ChildActivityPlan[],
  today: string,
): TimelineEvent[] {
  const events: TimelineEvent[] = [{ kind: 'child-created', date: child.created_at.slice(0, 10) }];
  for (const plan of plans) {
    for (const session of plan.child_activity_sessions) {
      const base = {
        title: session.title,
        planId: plan.id,
        position: session.position,
        plan: plan.activity_plan.title,
      };
      if (session.complete && session.completed_at)
        events.push({ kind: 'completed-session', date: session.completed_at.slice(0, 10), ...base });
      else if (session.skipped && session.skipped_at)
        events.push({ kind: 'skipped-session', date: session.skipped_at.slice(0, 10), ...base });
      else if (session.schedule_date && plan.state === 'active')
        events.push({
          kind: session.schedule_date <= today ? 'due-session' : 'scheduled-session',
          date: session.schedule_date,
          ...base,
        });
    }
  }
  // Only the next scheduled session of each plan: the timeline is about what happened and what is next.
  const nextScheduled = new Map<number, TimelineEvent>();
  for (const event of events)
    if (event.kind === 'scheduled-session') {
      const known = nextScheduled.get(event.planId);
      if (!known || event.date < known.date) nextScheduled.set(event.planId, event);
    }
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event?.kind === 'scheduled-session' && nextScheduled.get(event.planId) !== event) events.splice(i, 1);
  }
  const born = Number(child.birthday.slice(0, 4));
  const created = Number(child.created_at.slice(0, 4));
  const thisYear = Number(today.slice(0, 4));
  for (let year = Math.max(born + 1, created); year <= thisYear; year++) {
    const date = `${year}${child.birthday.slice(4)}`;
    if (date <= today && date >= child.created_at.slice(0, 10))
      events.push({ kind: 'birthday', date, age: year - born });
  }
  return events.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Events whose visible text contains the search (case-insensitive). */
export function searchTimeline<E>(events: readonly E[], text: (event: E) => string, query: string): E[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...events];
  return events.filter((event) => text(event).toLowerCase().includes(q));
}
