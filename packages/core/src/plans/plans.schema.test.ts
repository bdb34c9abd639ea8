import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { activityPlanArb, childActivityPlanArb } from '../testing/entities.arbitraries';
import {
  type ActivityPlan,
  ActivityPlanSchema,
  type ChildActivityPlan,
  ChildActivityPlanSchema,
  PathInputSchema,
  PathSchema,
  PendingPlanSchema,
  SessionItemUpdateResponseSchema,
} from './plans.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const sleepPlan: ActivityPlan = {
  id: 12,
  key: 'sleep',
  title: 'Childhood Sleep Improvement',
  kind: 'intervention',
  description: 'Weekly check-ins towards a 20:00 bedtime.',
  short_description: 'Better sleep, one week at a time',
  primary_color: '#3b5bdb',
  icon: 'moon',
  translations: { title_es: 'Mejora del sueño infantil' },
  questionnaire: null,
  actions: [
    {
      id: 3,
      title: 'Log a night',
      description: null,
      activity_items: [
        { id: 90, position: 1, content: 'How did it go?', kind: 'checklist', require_confirmation: false },
      ],
    },
  ],
  sessions: [
    {
      id: 120,
      title: 'Welcome',
      kind: 'intro',
      description: null,
      requirements: 'A Fitbit',
      length: null,
      position: 0,
      actions: { complete: false, skip: false },
      activity_items: [],
    },
  ],
};

const childSleepPlan: ChildActivityPlan = {
  id: 41,
  child_id: 7,
  activity_plan_id: 12,
  activity_plan: {
    id: 12,
    key: 'sleep',
    title: 'Childhood Sleep Improvement',
    kind: 'intervention',
    short_description: 'Better sleep, one week at a time',
    primary_color: '#3b5bdb',
    icon: 'moon',
    translations: { title_es: 'Mejora del sueño infantil' },
  },
  state: 'active',
  complete: false,
  created_at: '2026-03-01T10:00:00Z',
  child_activity_sessions: [
    {
      id: 500,
      child_activity_plan_id: 41,
      activity_session_id: 120,
      title: 'Welcome',
      kind: 'intro',
      description: null,
      requirements: 'A Fitbit',
      schedule_date: '2026-03-01',
      position: 0,
      complete: true,
      completed_at: '2026-03-01T10:05:00Z',
      skipped: false,
      skipped_at: null,
      primed: false,
      length: null,
      actions: { complete: false, skip: false },
      child_activity_items: [],
    },
  ],
};

describe('ActivityPlanSchema', () => {
  it('reads a realistic catalogue plan unchanged', () => {
    expect(ActivityPlanSchema.parse(sleepPlan)).toEqual(sleepPlan);
  });

  it('rejects a plan without a key and a session template item at position 0, naming both fields', () => {
    const { key: _, ...withoutKey } = sleepPlan;
    const bad = {
      ...withoutKey,
      actions: [
        {
          ...sleepPlan.actions[0],
          activity_items: [{ ...sleepPlan.actions[0]?.activity_items[0], position: 0 }],
        },
      ],
    };
    expect(badFields(parseWith(ActivityPlanSchema, bad))).toEqual([
      'key',
      'actions.0.activity_items.0.position',
    ]);
  });
});

describe('ChildActivityPlanSchema', () => {
  it('reads a realistic child plan unchanged, with the catalogue summary for its title and Add On badge', () => {
    expect(ChildActivityPlanSchema.parse(childSleepPlan)).toEqual(childSleepPlan);
  });

  it('rejects an unknown state, naming the field', () => {
    expect(badFields(parseWith(ChildActivityPlanSchema, { ...childSleepPlan, state: 'unpaused' }))).toEqual([
      'state',
    ]);
  });

  it('rejects a session with a bad completed_at, naming the session and the field', () => {
    const [session] = childSleepPlan.child_activity_sessions;
    const bad = { ...childSleepPlan, child_activity_sessions: [{ ...session, completed_at: 'yesterday' }] };
    expect(badFields(parseWith(ChildActivityPlanSchema, bad))).toEqual([
      'child_activity_sessions.0.completed_at',
    ]);
  });
});

describe('pending plans, paths and item updates', () => {
  it('a pending plan is a child and a catalogue plan', () => {
    expect(PendingPlanSchema.parse({ child_id: 7, activity_plan_id: 12 })).toEqual({
      child_id: 7,
      activity_plan_id: 12,
    });
    expect(badFields(parseWith(PendingPlanSchema, { child_id: 7 }))).toEqual(['activity_plan_id']);
  });

  it('a path holds its group and areas; creating one needs at least one area slug', () => {
    const path = {
      id: 2,
      child_id: 7,
      group_id: 1,
      areas: [{ slug: 'inattentive', name: 'Inattention' }],
      created_at: '2026-03-01T10:00:00Z',
    };
    expect(PathSchema.parse(path)).toEqual(path);
    expect(badFields(parseWith(PathInputSchema, { child_id: 7, group_id: 1, areas: [] }))).toEqual(['areas']);
  });

  it('the answer to an item update carries the item, its session and its plan', () => {
    const [session] = childSleepPlan.child_activity_sessions;
    const answer = {
      child_activity_item: {
        id: 1,
        position: 1,
        activity_item: { id: 2, content: 'x', kind: 'text', require_confirmation: false },
        complete: true,
        skipped: false,
        completed_at: '2026-03-02T09:00:00Z',
      },
      child_activity_session: session,
      child_activity_plan: childSleepPlan,
    };
    expect(SessionItemUpdateResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('plan arbitraries', () => {
  it('every generated catalogue plan parses, with session templates at positions 0..n-1', () => {
    fc.assert(
      fc.property(activityPlanArb(), (plan) => {
        expect(ActivityPlanSchema.parse(plan)).toEqual(plan);
        expect(plan.sessions.map((session) => session.position)).toEqual(
          plan.sessions.map((_, index) => index),
        );
      }),
    );
  });

  it('every generated child plan parses with ChildActivityPlanSchema', () => {
    fc.assert(
      fc.property(childActivityPlanArb({ today: '2026-05-20' }), (plan) => {
        expect(ChildActivityPlanSchema.parse(plan)).toEqual(plan);
      }),
    );
  });

  it('the sessions of a generated child plan have positions exactly 0..n-1, distinct ids, and belong to the plan', () => {
    fc.assert(
      fc.property(childActivityPlanArb({ sessions: { min: 0, max: 7 }, childId: 9 }), (plan) => {
        const sessions = plan.child_activity_sessions;
        expect(sessions.map((s) => s.position).sort((a, b) => a - b)).toEqual(
          sessions.map((_, index) => index),
        );
        expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
        for (const session of sessions) expect(session.child_activity_plan_id).toBe(plan.id);
        expect(plan.activity_plan.id).toBe(plan.activity_plan_id);
        expect(plan.child_id).toBe(9);
      }),
    );
  });
});
