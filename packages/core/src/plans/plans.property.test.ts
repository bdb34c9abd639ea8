import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childActivityPlanArb, isoDateArb, pendingPlanArb, sessionArb } from '../testing';
import {
  drainPendingPlans,
  enqueuePendingPlan,
  loadsTodayList,
  planCadenceDays,
  planName,
  planPriority,
  planSessionTimelineStatus,
  planToggle,
  scheduleSessions,
  sortPlans,
  toggledPlanState,
} from './plans.logic';
import type { PendingPlan } from './plans.schema';

// Plans come from the shared entity arbitraries (`@attune/core/testing`); catalogue keys include every
// key the priority list knows and some it does not. Sessions are left out of the child plans to keep runs fast.
const planArb = childActivityPlanArb({ sessions: { max: 0 } });
const pendingArb = pendingPlanArb;
const stateArb = fc.constantFrom('active' as const, 'paused' as const, 'inactive' as const);
const key = (p: PendingPlan) => `${p.child_id}/${p.activity_plan_id}`;

describe('plan rules (properties)', () => {
  it('sorted plans never put a lower priority before a higher one, keep equals in their order, and lose none', () => {
    fc.assert(
      fc.property(fc.uniqueArray(planArb, { selector: (p) => p.id, maxLength: 20 }), (plans) => {
        const sorted = sortPlans(plans);
        expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...plans].sort((a, b) => a.id - b.id));
        for (let i = 1; i < sorted.length; i += 1) {
          const before = sorted[i - 1];
          const after = sorted[i];
          if (!before || !after) continue;
          expect(planPriority(planName(before))).toBeGreaterThanOrEqual(planPriority(planName(after)));
          if (planPriority(planName(before)) === planPriority(planName(after))) {
            expect(plans.indexOf(before)).toBeLessThan(plans.indexOf(after));
          }
        }
      }),
    );
  });

  it('sorting sorted plans changes nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(planArb, { selector: (p) => p.id, maxLength: 20 }), (plans) => {
        expect(sortPlans(sortPlans(plans))).toEqual(sortPlans(plans));
      }),
    );
  });

  it('the pending queue never holds the same child and plan twice, and holds every plan queued', () => {
    fc.assert(
      fc.property(fc.array(pendingArb, { maxLength: 30 }), (adds) => {
        const queue = adds.reduce<PendingPlan[]>((q, p) => enqueuePendingPlan(q, p), []);
        const keys = queue.map(key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(adds.map(key)));
      }),
    );
  });

  it('draining starts each queued child and plan exactly once and what is left is only other children', () => {
    fc.assert(
      fc.property(
        fc.array(pendingArb, { maxLength: 30 }),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        (queue, childId) => {
          const { start, remaining } = drainPendingPlans(queue, childId);
          const startKeys = start.map(key);
          expect(new Set(startKeys).size).toBe(startKeys.length);
          const wanted = queue.filter((p) => childId === undefined || p.child_id === childId);
          expect(new Set(startKeys)).toEqual(new Set(wanted.map(key)));
          expect(remaining).toEqual(queue.filter((p) => childId !== undefined && p.child_id !== childId));
          if (childId === undefined) expect(remaining).toEqual([]);
        },
      ),
    );
  });

  it('toggling a plan twice leaves an active plan active, and only an active plan is paused', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const once = toggledPlanState({ state });
        expect(once === 'paused').toBe(state === 'active');
        expect(planToggle({ state }) === 'pause').toBe(state === 'active');
        if (state === 'active') expect(toggledPlanState({ state: once })).toBe('active');
      }),
    );
  });

  it('the today list loads exactly when some plan is active', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ state: stateArb }), { maxLength: 6 }), (plans) => {
        expect(loadsTodayList(plans)).toBe(plans.some((p) => p.state === 'active'));
      }),
    );
  });

  it('a session on the timeline is open and scheduled; it is due today exactly when it is in the today list', () => {
    const dayArb = isoDateArb({ offset: { min: -40, max: 40 } });
    fc.assert(
      fc.property(
        sessionArb(),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 5 })),
        dayArb,
        (session, listed, others, today) => {
          const ids = listed ? [...others, session.id] : others.filter((id) => id !== session.id);
          const status = planSessionTimelineStatus(session, ids, today);
          const shown = !session.complete && !session.skipped && session.schedule_date !== null;
          expect(status !== null).toBe(shown);
          if (status) expect(status.kind === 'dueSession').toBe(listed);
          if (status?.kind === 'dueSession') expect(status.date).toBe(today);
          if (status?.kind === 'scheduledSession') expect(status.date).toBe(session.schedule_date);
        },
      ),
    );
  });

  it('a plan is known by its key first, then its catalogue key, then its title', () => {
    const text = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(fc.option(text), fc.option(text), fc.option(text), (key, nestedKey, title) => {
        const plan = { key, title, activity_plan: nestedKey === null ? null : { key: nestedKey } };
        const expected = key ? key : nestedKey ? nestedKey : (title ?? '');
        expect(planName(plan)).toBe(expected);
      }),
    );
  });
});

describe('scheduling laws', () => {
  const startArb = isoDateArb({ offset: { min: -400, max: 400 } });
  const positionsArb = fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 12 });

  it('only the introduction is primed, and it is due the day the plan starts', () => {
    fc.assert(
      fc.property(startArb, fc.integer({ min: 1, max: 60 }), positionsArb, (start, cadence, positions) => {
        for (const session of scheduleSessions(start, cadence, positions)) {
          expect(session.primed).toBe(session.position === 0);
          if (session.position === 0) expect(session.schedule_date).toBe(start);
        }
      }),
    );
  });

  it('sessions one position apart are exactly one cadence apart, and later positions are never due earlier', () => {
    fc.assert(
      fc.property(
        startArb,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (start, cadence, k) => {
          const [a, b] = scheduleSessions(start, cadence, [k, k + 1]);
          const gap = (Date.parse(b?.schedule_date ?? '') - Date.parse(a?.schedule_date ?? '')) / 86_400_000;
          expect(gap).toBe(cadence);
        },
      ),
    );
  });

  it('a plan scheduled with its own cadence spreads its sessions by that many days, whatever the plan', () => {
    fc.assert(
      fc.property(startArb, fc.string(), (start, plan) => {
        const cadence = planCadenceDays(plan);
        const [, second] = scheduleSessions(start, cadence, [0, 1]);
        expect((Date.parse(second?.schedule_date ?? '') - Date.parse(start)) / 86_400_000).toBe(cadence);
      }),
    );
  });
});
