import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChildActivityPlan } from '../plans/plans.schema';
import type { Session } from '../sessions/sessions.schema';
import { childActivityPlanArb } from '../testing/entities.arbitraries';
import { session as sessionFixture } from '../testing/fixtures';
import {
  compareTimelineEvents,
  DISCOVER_PRODUCT_LIMIT,
  discoverCards,
  discoverTaskName,
  managedCareSummaryDate,
  searchTimeline,
  type TimelineChild,
  type TimelineEvent,
  timelineEvents,
} from './timeline.logic';

const TODAY = '2026-03-15';

function session(id: number, patch: Partial<Session> = {}): Session {
  return sessionFixture({
    id,
    child_activity_plan_id: 1,
    activity_session_id: id,
    title: `Session ${id}`,
    schedule_date: null,
    position: id,
    child_activity_items: [],
    ...patch,
  });
}

function plan(
  id: number,
  key: string,
  sessions: Session[],
  state: 'active' | 'paused' = 'active',
): TimelineChild['plans'][number] {
  return {
    id,
    state,
    activity_plan: {
      id,
      key,
      title: key,
      kind: 'plan',
      short_description: null,
      primary_color: '#000000',
      icon: null,
      translations: {},
    },
    child_activity_sessions: sessions,
  } as TimelineChild['plans'][number];
}

const child: TimelineChild = {
  birthday: '2018-03-10',
  created_at: '2024-01-05T10:00:00Z',
  plans: [
    plan(1, 'adhd-insights', [
      session(1, { complete: true, completed_at: '2026-03-14T09:00:00Z', schedule_date: '2026-03-14' }),
      session(2, { skipped: true, skipped_at: '2026-03-13T09:00:00Z', schedule_date: '2026-03-13' }),
      session(3, { schedule_date: '2026-03-15' }),
      session(4, { schedule_date: '2026-03-20' }),
      session(5),
    ]),
  ],
  todayList: [{ id: 3 }],
  meaningfulChanges: {
    inattentive: [
      {
        id: 1,
        kind: 'inattentive',
        start: 20,
        current: 15,
        target: 15,
        min: 0,
        max: 27,
        cutOff: 11.5,
        score: 15,
        accepted: true,
        milestone_id: null,
        created_at: '2026-01-01T00:00:00Z',
      },
      {
        id: 2,
        kind: 'inattentive',
        start: 15,
        current: 15,
        target: 12,
        min: 0,
        max: 27,
        cutOff: 11.5,
        score: 15,
        accepted: true,
        milestone_id: null,
        created_at: '2026-02-01T00:00:00Z',
      },
    ],
    unknown_kind: [],
  },
};

const notifications = { pushEnabled: false, emailEnabled: false, smsEnabled: false, userTasks: {} };
const discover = { hidden: false, products: ['sleep'], addOns: true, activities: true };

describe('timelineEvents', () => {
  it('lists the events of a child newest first, things to do and prompts first within a day', () => {
    const events = timelineEvents(child, {
      today: TODAY,
      variant: 'default',
      directions: { inattentive: 'reduce' },
      discover,
      notifications,
    });
    expect(events.map((e) => e.date.slice(0, 10))).toEqual([
      '2026-03-20',
      '2026-03-15',
      '2026-03-15',
      '2026-03-15',
      '2026-03-15',
      '2026-03-15',
      '2026-03-14',
      '2026-03-13',
      '2026-03-10',
      '2026-02-01',
      '2025-03-10',
      '2024-03-10',
      '2024-01-05',
    ]);
    expect(events.map((e) => e.kind)).toEqual([
      'scheduled-session',
      'due-session',
      'enable-notifications',
      'discover-product',
      'discover-add-ons',
      'adhd-activities',
      'session-completed',
      'session-skipped',
      'birthday',
      'goal-achieved',
      'birthday',
      'birthday',
      'child-created',
    ]);
    expect(events.find((e) => e.kind === 'goal-achieved')).toMatchObject({
      measure: 'inattentive',
      previousTarget: 15,
      target: 12,
    });
    expect(
      events.filter((e) => e.kind === 'birthday').map((e) => (e.kind === 'birthday' ? e.age : 0)),
    ).toEqual([8, 7, 6]);
  });

  it('shows no discover cards outside the default client or when hidden, and no prompt once notifications are on', () => {
    for (const facts of [
      { variant: 'parenting' as const, discover, notifications: { ...notifications, smsEnabled: true } },
      {
        variant: 'default' as const,
        discover: { ...discover, hidden: true },
        notifications: { ...notifications, pushEnabled: true },
      },
    ]) {
      const kinds = timelineEvents(child, { today: TODAY, directions: {}, ...facts }).map((e) => e.kind);
      expect(kinds).not.toContain('discover-product');
      expect(kinds).not.toContain('discover-add-ons');
      expect(kinds).not.toContain('enable-notifications');
      expect(kinds).not.toContain('goal-achieved');
    }
  });
});

describe('paused plans', () => {
  it('show their history but not their scheduled sessions', () => {
    const paused = plan(
      9,
      'sleep',
      [
        session(91, { complete: true, completed_at: '2026-03-01T09:00:00Z' }),
        session(92, { schedule_date: '2026-03-20' }),
      ],
      'paused',
    );
    const kinds = timelineEvents(
      { ...child, plans: [paused], todayList: [] },
      { today: TODAY, variant: 'default', directions: {} },
    ).map((e) => e.kind);
    expect(kinds).toContain('session-completed');
    expect(kinds).not.toContain('scheduled-session');
  });
});

describe('managed-care summary', () => {
  const keys = ['first', 'second', 'third'] as const;
  const done = (id: number, position: number, at: string) =>
    session(id, { position, complete: true, completed_at: at });
  const plans = [
    plan(1, 'first', [done(1, 1, '2026-03-02T00:00:00Z'), done(2, 2, '2026-03-05T00:00:00Z')]),
    plan(2, 'second', [done(3, 1, '2026-03-01T12:00:00Z'), session(4, { position: 2 })]),
    plan(3, 'third', [done(5, 0, '2026-03-03T00:00:00Z'), done(6, 1, '2026-03-04T00:00:00Z')]),
  ];

  it('appears when every required session is complete, dated at the earliest completion', () => {
    expect(managedCareSummaryDate(plans, keys)).toBe('2026-03-01T12:00:00Z');
  });

  it('does not appear while a required session is incomplete or a plan is missing', () => {
    const incomplete = plans.map((p) =>
      p.id === 3 ? plan(3, 'third', [done(5, 0, '2026-03-03T00:00:00Z'), session(6, { position: 1 })]) : p,
    );
    expect(managedCareSummaryDate(incomplete, keys)).toBeNull();
    expect(managedCareSummaryDate(plans.slice(0, 2), keys)).toBeNull();
  });

  it('shows on the timeline of the managed-care parenting client only', () => {
    const withPlans = { ...child, plans };
    const parenting = timelineEvents(withPlans, {
      today: TODAY,
      variant: 'parenting',
      directions: {},
      managedCarePlans: keys,
    });
    expect(parenting.filter((e) => e.kind === 'managed-care-summary')).toEqual([
      { id: 'managed-care-summary', kind: 'managed-care-summary', date: '2026-03-01T12:00:00Z' },
    ]);
    const other = timelineEvents(withPlans, {
      today: TODAY,
      variant: 'default',
      directions: {},
      managedCarePlans: keys,
    });
    expect(other.some((e) => e.kind === 'managed-care-summary')).toBe(false);
  });
});

describe('searchTimeline', () => {
  const events = [
    { id: 'a', text: 'Cumpleaños de Ana' },
    { id: 'b', text: 'Completed Morning Routine' },
    { id: 'c', text: 'Session Scheduled: Evening Routine' },
  ];
  it.each([
    ['', ['a', 'b', 'c']],
    ['routine', ['b', 'c']],
    ['cumpleanos', ['a']],
    ['ROUTINE evening', ['c']],
    ['bedtime', []],
  ])('%j finds %o', (query, ids) => {
    expect(searchTimeline(events, query, (e) => e.text).map((e) => e.id)).toEqual(ids);
  });
});

describe('timeline laws', () => {
  const plansArb = fc.array(childActivityPlanArb({ today: TODAY }), { maxLength: 3 });

  it('timeline events are always sorted newest day first and have unique ids', () => {
    fc.assert(
      fc.property(plansArb, (plans: ChildActivityPlan[]) => {
        const events = timelineEvents(
          { ...child, plans },
          {
            today: TODAY,
            variant: 'default',
            directions: { inattentive: 'reduce' },
            discover,
            notifications,
          },
        );
        for (let i = 1; i < events.length; i += 1) {
          const prev = events[i - 1] as TimelineEvent;
          const next = events[i] as TimelineEvent;
          expect(prev.date.slice(0, 10) >= next.date.slice(0, 10)).toBe(true);
          expect(compareTimelineEvents(prev, next)).toBeLessThanOrEqual(0);
        }
        expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
      }),
    );
  });

  it('every completed or skipped session with a time shows once, and no done session shows as due or scheduled', () => {
    fc.assert(
      fc.property(plansArb, (plans: ChildActivityPlan[]) => {
        const events = timelineEvents(
          { ...child, plans, todayList: [] },
          { today: TODAY, variant: 'default', directions: {} },
        );
        for (const p of plans) {
          for (const s of p.child_activity_sessions) {
            const mine = events.filter(
              (e) => 'session' in e && e.session.planId === p.id && e.session.sessionId === s.id,
            );
            const done = s.complete || s.skipped;
            if (done)
              expect(mine.map((e) => e.kind)).toEqual([s.complete ? 'session-completed' : 'session-skipped']);
            else
              expect(mine.map((e) => e.kind)).toEqual(
                s.schedule_date && p.state === 'active' ? ['scheduled-session'] : [],
              );
          }
        }
      }),
    );
  });

  it('the managed-care summary appears exactly when the required sessions are all complete, dated at the earliest of them', () => {
    const keys = ['first', 'second', 'third'] as const;
    const required: Record<string, number[]> = { first: [1, 2], second: [1], third: [0, 1] };
    let shown = 0;
    // Each plan has sessions at positions 0..n-1: mostly all completed (so the summary often shows), else in
    // any state and sometimes too few to hold the required positions.
    const planArb = (key: string) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: childActivityPlanArb({
            today: TODAY,
            key,
            sessions: { min: 3, max: 4 },
            session: { state: 'completed' },
          }),
        },
        { weight: 1, arbitrary: childActivityPlanArb({ today: TODAY, key, sessions: { min: 1, max: 4 } }) },
      );
    fc.assert(
      fc.property(
        fc.tuple(planArb('first'), planArb('second'), planArb('third')),
        fc.oneof({ weight: 3, arbitrary: fc.constant(3) }, fc.integer({ min: 0, max: 2 })),
        (plans, dropped) => {
          // Sometimes one of the three plans is missing altogether.
          const present = dropped === 3 ? plans : plans.filter((_, index) => index !== dropped);
          const requiredSessions = keys.map((key) => {
            const plan = present.find((p) => p.activity_plan.key === key);
            return (required[key] ?? []).map((position) =>
              plan?.child_activity_sessions.find((s) => s.position === position),
            );
          });
          const all = requiredSessions.flat();
          const date = managedCareSummaryDate(present, keys);
          const allComplete = all.every((s) => s?.complete === true && s.completed_at !== null);
          expect(date !== null).toBe(allComplete);
          shown += date === null ? 0 : 1;
          if (date === null) return;
          const times = all.map((s) => Date.parse(s?.completed_at ?? ''));
          expect(times).toContain(Date.parse(date));
          for (const time of times) expect(Date.parse(date)).toBeLessThanOrEqual(time);
        },
      ),
    );
    // The law was checked on summaries that show, not only on ones that do not.
    expect(shown).toBeGreaterThan(0);
  });

  it('a search keeps the order of the events, and searching for the text of an event always finds it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.string({ maxLength: 5 }),
        (texts, pick, query) => {
          const found = searchTimeline(texts, query, (t) => t);
          let cursor = 0;
          for (const t of found) {
            cursor = texts.indexOf(t, cursor) + 1;
            expect(cursor).toBeGreaterThan(0);
          }
          if (query.trim() === '') expect(found).toEqual(texts);
          const own = texts[pick % texts.length] as string;
          expect(searchTimeline(texts, own, (t) => t)).toContain(own);
        },
      ),
    );
  });
});

describe('discoverCards', () => {
  const addOns = [
    { name: 'sleep', available: true, purchased: true },
    { name: 'triple-p', available: true, purchased: false },
    { name: 'bark', available: false, purchased: false },
    { name: 'heartmath-hrv', available: true, purchased: false },
    { name: 'greenlight', available: true, purchased: false },
  ];
  it('offers the first add-ons the child does not have, add-ons while any, activities without ADHD Insights', () => {
    expect(discoverCards({ addOns, planKeys: ['sleep'], userTasks: {}, hidden: false })).toEqual({
      hidden: false,
      products: ['triple-p', 'heartmath-hrv'],
      addOns: true,
      activities: true,
    });
    expect(
      discoverCards({
        addOns,
        planKeys: ['adhd-insights'],
        userTasks: { discoverTripleP: '2026-01-01T00:00:00Z' },
        hidden: true,
      }),
    ).toEqual({ hidden: true, products: ['heartmath-hrv', 'greenlight'], addOns: true, activities: false });
  });

  it('names the task of a dismissed card after the add-on', () => {
    expect(discoverTaskName('triple-p')).toBe('discoverTripleP');
    expect(discoverTaskName('sleep')).toBe('discoverSleep');
  });

  it('never offers an add-on the child has or one not sold, and at most the limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom('a', 'b-c', 'd', 'e', 'f'),
            available: fc.boolean(),
            purchased: fc.boolean(),
          }),
        ),
        (list) => {
          const cards = discoverCards({ addOns: list, planKeys: [], userTasks: {}, hidden: false });
          expect(cards.products.length).toBeLessThanOrEqual(DISCOVER_PRODUCT_LIMIT);
          for (const name of cards.products)
            expect(list.some((a) => a.name === name && a.available && !a.purchased)).toBe(true);
        },
      ),
    );
  });
});
