import { type TimelineEvent, timelineEvents } from '@attune/core/rules';
import { describe, expect, it } from 'vitest';
import { groupTimeline } from './timeline-sections';

const ref = (planId: number, position: number) => ({
  planId,
  planKey: `plan-${planId}`,
  planTitle: `Plan ${planId}`,
  sessionId: planId * 100 + position,
  position,
  title: `Session ${position}`,
});
const scheduled = (planId: number, position: number, date: string): TimelineEvent => ({
  id: `scheduled-session:${planId}:${position}`,
  kind: 'scheduled-session',
  date,
  session: ref(planId, position),
});

describe('groupTimeline', () => {
  // core's order: newest day first, upcoming sessions above today's
  const events: TimelineEvent[] = [
    scheduled(1, 4, '2026-12-28'),
    scheduled(1, 3, '2026-12-21'),
    scheduled(2, 2, '2026-12-14'),
    scheduled(1, 2, '2026-11-30'),
    { id: 'due-session:1:1', kind: 'due-session', date: '2026-11-23', session: ref(1, 1) },
    { id: 'enable-notifications', kind: 'enable-notifications', date: '2026-11-23' },
    { id: 'discover-add-ons', kind: 'discover-add-ons', date: '2026-11-23' },
    {
      id: 'session-completed:2:1',
      kind: 'session-completed',
      date: '2026-11-20T09:00:00Z',
      session: ref(2, 1),
    },
    { id: 'child-created', kind: 'child-created', date: '2026-11-01T08:00:00Z' },
  ];

  it('puts what is due today first, then the next session of each plan soonest first, then the past newest first', () => {
    const sections = groupTimeline(events);
    expect(sections.due.map((e) => e.id)).toEqual(['due-session:1:1']);
    expect(sections.upcoming.map((e) => e.id)).toEqual(['scheduled-session:1:2', 'scheduled-session:2:2']);
    expect(sections.laterUpcoming.map((e) => e.id)).toEqual([
      'scheduled-session:1:3',
      'scheduled-session:1:4',
    ]);
    expect(sections.prompts.map((e) => e.kind)).toEqual(['enable-notifications', 'discover-add-ons']);
    expect(sections.past.map((e) => e.id)).toEqual(['session-completed:2:1', 'child-created']);
  });

  it('shows all upcoming in date order: the next of each plan and the later ones merged by day', () => {
    const sections = groupTimeline(events);
    const days = sections.allUpcoming.map((e) => e.date.slice(0, 10));
    expect(days).toEqual([...days].sort());
    expect(sections.allUpcoming.map((e) => e.id).sort()).toEqual(
      [...sections.upcoming, ...sections.laterUpcoming].map((e) => e.id).sort(),
    );
  });

  it('keeps every event exactly once', () => {
    const sections = groupTimeline(events);
    const all = [
      ...sections.due,
      ...sections.upcoming,
      ...sections.laterUpcoming,
      ...sections.prompts,
      ...sections.past,
    ].map((e) => e.id);
    expect(all.sort()).toEqual(events.map((e) => e.id).sort());
  });

  it('groups what core returns for a child with a due and later sessions, due before upcoming', () => {
    const session = (id: number, position: number, date: string | null) => ({
      id,
      position,
      title: `Session ${position}`,
      complete: false,
      skipped: false,
      completed_at: null,
      skipped_at: null,
      schedule_date: date,
    });
    const child = {
      birthday: '2018-05-01',
      created_at: '2026-11-01T08:00:00Z',
      plans: [
        {
          id: 7,
          state: 'active',
          activity_plan: { key: 'focus', title: 'Focus' },
          child_activity_sessions: [
            session(71, 1, '2026-11-23'),
            session(72, 2, '2026-11-30'),
            session(73, 3, '2026-12-07'),
          ],
        },
      ],
      todayList: [{ id: 71 }],
      meaningfulChanges: {},
    } as unknown as Parameters<typeof timelineEvents>[0];
    const sections = groupTimeline(
      timelineEvents(child, { today: '2026-11-23', variant: 'default', directions: {} }),
    );
    expect(sections.due.map((e) => e.session.sessionId)).toEqual([71]);
    expect(sections.upcoming.map((e) => e.session.sessionId)).toEqual([72]);
    expect(sections.laterUpcoming.map((e) => e.session.sessionId)).toEqual([73]);
  });
});
