import { describe, expect, it } from 'vitest';
import type { Session } from '../sessions/sessions.schema';
import {
  drainPendingPlans,
  enqueuePendingPlan,
  isPlanActive,
  loadsTodayList,
  PLAN_CADENCE_DAYS,
  PLAN_KEYS,
  planCadenceDays,
  planName,
  planPriority,
  planSessionTimelineStatus,
  planToggle,
  scheduleSessions,
  sortPlans,
  toggledPlanState,
} from './plans.logic';

describe('planPriority', () => {
  it.each([
    ['rodeo', 11],
    ['rodeo-weekly-check-in', 11],
    ['attune-essentials', 11],
    ['vanderbilt', 10],
    ['ADHD Insights', 10],
    ['social-emotional-strengths', 9],
    ['Coexisting Conditions', 8],
    ['medication', 7],
    ['medication-insights', 7],
    ['coordinate-care', 6],
    ['inattentive-insights', 5],
    ['hyperactive-insights', 5],
    ['target-recognition', 4],
    ['dessa', 4],
    ['sleep', 4],
    ['food-sensitivity', 4],
    ['reading-attention-tutor', 4],
    ['weekly-check-in', 0],
    ['something-new', 0],
    ['', 0],
  ])('%s has priority %i', (plan, priority) => expect(planPriority(plan)).toBe(priority));
});

describe('planName', () => {
  it.each([
    [{ key: 'sleep', title: 'Better Sleep' }, 'sleep'],
    [{ activity_plan: { key: 'rodeo', title: 'Rodeo' } }, 'rodeo'],
    [{ title: 'Coexisting Conditions' }, 'Coexisting Conditions'],
    [{ key: '', title: 'Sleep' }, 'Sleep'],
    [null, ''],
    [{}, ''],
  ])('%o is known as %s', (plan, name) => expect(planName(plan)).toBe(name));
});

describe('sortPlans', () => {
  it('puts higher priority first and keeps the API order between equals', () => {
    const plans = [
      { key: 'sleep', id: 1 },
      { key: 'unknown-a', id: 2 },
      { key: 'rodeo', id: 3 },
      { key: 'dessa', id: 4 },
      { key: 'coexisting-conditions', id: 5 },
      { key: 'unknown-b', id: 6 },
    ];
    expect(sortPlans(plans).map((p) => p.id)).toEqual([3, 5, 1, 4, 2, 6]);
  });

  it('sorts child plans by their catalogue key and takes a custom name', () => {
    const childPlans = [{ activity_plan: { key: 'sleep' } }, { activity_plan: { key: 'vanderbilt' } }];
    expect(sortPlans(childPlans).map((p) => p.activity_plan.key)).toEqual(['vanderbilt', 'sleep']);
    expect(sortPlans(['sleep', 'rodeo'], (name) => name)).toEqual(['rodeo', 'sleep']);
  });

  it('does not change the list it is given', () => {
    const plans = [{ key: 'sleep' }, { key: 'rodeo' }];
    sortPlans(plans);
    expect(plans).toEqual([{ key: 'sleep' }, { key: 'rodeo' }]);
  });
});

describe('pending-plan queue', () => {
  it('queues a child and plan once', () => {
    let queue = enqueuePendingPlan([], { child_id: 1, activity_plan_id: 10 });
    queue = enqueuePendingPlan(queue, { child_id: 1, activity_plan_id: 11 });
    queue = enqueuePendingPlan(queue, { child_id: 1, activity_plan_id: 10 });
    queue = enqueuePendingPlan(queue, { child_id: 2, activity_plan_id: 10 });
    expect(queue).toEqual([
      { child_id: 1, activity_plan_id: 10 },
      { child_id: 1, activity_plan_id: 11 },
      { child_id: 2, activity_plan_id: 10 },
    ]);
  });

  it('drains everything to start together, leaving an empty queue', () => {
    const queue = [
      { child_id: 1, activity_plan_id: 10 },
      { child_id: 2, activity_plan_id: 10 },
    ];
    expect(drainPendingPlans(queue)).toEqual({ start: queue, remaining: [] });
  });

  it('drains one child, leaving the others queued', () => {
    const queue = [
      { child_id: 1, activity_plan_id: 10 },
      { child_id: 2, activity_plan_id: 10 },
      { child_id: 1, activity_plan_id: 12 },
    ];
    expect(drainPendingPlans(queue, 1)).toEqual({
      start: [
        { child_id: 1, activity_plan_id: 10 },
        { child_id: 1, activity_plan_id: 12 },
      ],
      remaining: [{ child_id: 2, activity_plan_id: 10 }],
    });
  });

  it('starts a plan once even from a queue that holds it twice', () => {
    const twice = { child_id: 1, activity_plan_id: 10 };
    expect(drainPendingPlans([twice, { ...twice }]).start).toEqual([twice]);
  });
});

describe('plan state', () => {
  it.each([
    ['active', true, 'pause', 'paused'],
    ['paused', false, 'unpause', 'active'],
    ['inactive', false, 'activate', 'active'],
  ] as const)('a %s plan: current %s, the control calls %s and shows %s', (state, active, call, next) => {
    expect(isPlanActive({ state })).toBe(active);
    expect(planToggle({ state })).toBe(call);
    expect(toggledPlanState({ state })).toBe(next);
  });

  it.each([
    [[], false],
    [[{ state: 'paused' }, { state: 'inactive' }], false],
    [[{ state: 'paused' }, { state: 'active' }], true],
  ] as const)('plans %o load the today list: %s', (plans, loads) => {
    expect(loadsTodayList(plans)).toBe(loads);
  });
});

describe('planSessionTimelineStatus', () => {
  const base: Session = {
    id: 7,
    child_activity_plan_id: 1,
    activity_session_id: 1,
    title: 'Check-in',
    kind: 'activity',
    description: null,
    requirements: null,
    schedule_date: '2026-03-12',
    position: 1,
    complete: false,
    completed_at: null,
    skipped: false,
    skipped_at: null,
    primed: false,
    length: null,
    actions: { complete: true, skip: true },
    child_activity_items: [],
  };
  it.each([
    ['in the today list: a due session dated today', base, [7], { kind: 'dueSession', date: '2026-03-10' }],
    [
      'not in the today list: a scheduled session on its date',
      base,
      [8],
      { kind: 'scheduledSession', date: '2026-03-12' },
    ],
    ['complete: not on the timeline', { ...base, complete: true }, [7], null],
    ['skipped: not on the timeline', { ...base, skipped: true }, [7], null],
    ['no schedule date: not on the timeline', { ...base, schedule_date: null }, [7], null],
  ] as const)('%s', (_name, session, ids, expected) => {
    expect(planSessionTimelineStatus(session, ids, '2026-03-10')).toEqual(expected);
  });
});

describe('scheduling a plan', () => {
  it('the introduction is due the day the plan starts and primed; session k is due k × the cadence later', () => {
    expect(scheduleSessions('2026-03-10', 7, [0, 1, 2])).toEqual([
      { position: 0, schedule_date: '2026-03-10', primed: true },
      { position: 1, schedule_date: '2026-03-17', primed: false },
      { position: 2, schedule_date: '2026-03-24', primed: false },
    ]);
    expect(scheduleSessions('2026-01-31', 30, [1])[0]?.schedule_date).toBe('2026-03-02');
  });

  it('refuses a start that is not a day, a cadence that is not whole days, a negative position', () => {
    expect(() => scheduleSessions('2026-02-30', 7, [0])).toThrow(/start/);
    expect(() => scheduleSessions('2026-03-10', 0, [0])).toThrow(/cadenceDays/);
    expect(() => scheduleSessions('2026-03-10', 1.5, [0])).toThrow(/cadenceDays/);
    expect(() => scheduleSessions('2026-03-10', 7, [-1])).toThrow(/position/);
  });

  it.each([
    ['social-emotional-strengths', 30],
    ['dessa', 30],
    ['sleep', 7],
    ['target-recognition', 7],
    ['coexisting-conditions', 14],
    ['Coexisting Conditions', 14],
    ['something-new', 7],
  ])('%s comes every %i days', (plan, days) => expect(planCadenceDays(plan)).toBe(days));

  it('every plan of the catalogue has a cadence and a priority', () => {
    for (const key of PLAN_KEYS) {
      expect(PLAN_CADENCE_DAYS[key]).toBeGreaterThan(0);
      expect(planPriority(key)).toBeGreaterThan(0);
    }
  });
});
