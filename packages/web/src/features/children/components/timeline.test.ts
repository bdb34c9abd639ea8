import type { Child, ChildActivityPlan } from '@attune/core/rules';
import { describe, expect, it } from 'vitest';
import { searchTimeline, timelineEvents } from './timeline';

const child = { name: 'Maya', birthday: '2017-04-12', created_at: '2024-01-05T09:00:00Z' } as Child;
const session = (position: number, extra: object) => ({
  id: position,
  title: `Session ${position}`,
  position,
  schedule_date: null,
  complete: false,
  completed_at: null,
  skipped: false,
  skipped_at: null,
  ...extra,
});
const plan = {
  id: 3,
  state: 'active',
  activity_plan: { title: 'Attune Essentials' },
  child_activity_sessions: [
    session(1, { complete: true, completed_at: '2026-11-10T08:00:00Z' }),
    session(2, { skipped: true, skipped_at: '2026-11-12T08:00:00Z' }),
    session(3, { schedule_date: '2026-11-23' }),
    session(4, { schedule_date: '2026-11-30' }),
    session(5, { schedule_date: '2026-12-07' }),
  ],
} as unknown as ChildActivityPlan;

describe('the timeline', () => {
  const events = timelineEvents(child, [plan], '2026-11-23');

  it('lists creation, completed, skipped, due and scheduled sessions and birthdays, newest first', () => {
    expect(events.map((e) => e.kind)).toEqual([
      'scheduled-session',
      'due-session',
      'skipped-session',
      'completed-session',
      'birthday',
      'birthday',
      'birthday',
      'child-created',
    ]);
    expect(events.filter((e) => e.kind === 'birthday').map((e) => e.date)).toEqual([
      '2026-04-12',
      '2025-04-12',
      '2024-04-12',
    ]);
  });

  it('shows only the next scheduled session of a plan', () => {
    expect(events.filter((e) => e.kind === 'scheduled-session').map((e) => e.date)).toEqual(['2026-11-30']);
  });

  it('is ordered by date, newest first, whatever the input order', () => {
    const dates = events.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps only the events whose text matches the search, ignoring case', () => {
    const text = (e: (typeof events)[number]) => ('title' in e ? e.title : e.kind);
    expect(searchTimeline(events, text, 'session 2').map((e) => e.kind)).toEqual(['skipped-session']);
    expect(searchTimeline(events, text, '  ')).toHaveLength(events.length);
  });
});
