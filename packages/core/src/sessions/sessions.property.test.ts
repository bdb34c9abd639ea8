import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day';
import {
  isCardExpandable,
  isSessionPending,
  nextItem,
  quickActionChanges,
  quickActions,
  remainingItems,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
} from './sessions.logic';
import type { Session, SessionItem } from './sessions.schema';

const BASE = '2026-03-01';
const dayArb = fc.integer({ min: -400, max: 400 }).map((offset) => addDays(BASE, offset));
const instantArb = dayArb.map((day) => `${day}T09:30:00Z`);

/** Items with distinct positions from 1, in any order, each complete, skipped, both or neither. */
const itemsArb: fc.Arbitrary<SessionItem[]> = fc
  .array(fc.record({ complete: fc.boolean(), skipped: fc.boolean() }), { maxLength: 9 })
  .chain((flags) =>
    fc.shuffledSubarray(
      flags.map(
        (f, index): SessionItem => ({
          id: 1000 + index,
          position: index + 1,
          activity_item: { id: 1, content: '', kind: 'text', require_confirmation: false },
          complete: f.complete,
          skipped: f.skipped,
          completed_at: f.complete ? '2026-03-01T10:00:00Z' : null,
        }),
      ),
      { minLength: flags.length },
    ),
  );

const sessionArb: fc.Arbitrary<Session> = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  child_activity_plan_id: fc.constant(1),
  activity_session_id: fc.constant(1),
  title: fc.constant('Session'),
  kind: fc.constant('activity'),
  description: fc.constant(null),
  requirements: fc.constant(null),
  schedule_date: fc.option(dayArb),
  position: fc.integer({ min: 0, max: 12 }),
  complete: fc.boolean(),
  completed_at: fc.option(instantArb),
  skipped: fc.boolean(),
  skipped_at: fc.option(instantArb),
  primed: fc.boolean(),
  length: fc.option(fc.constantFrom('10 min', '5 minutes', '', ' ')),
  actions: fc.record({ complete: fc.boolean(), skip: fc.boolean() }),
  child_activity_items: itemsArb,
});

const openSessionArb = sessionArb.map((s) => ({ ...s, complete: false, completed_at: null, skipped: false, skipped_at: null }));

describe('session rules (properties)', () => {
  it('the status of a completed session is always completed, whatever its items and dates', () => {
    fc.assert(
      fc.property(sessionArb, dayArb, (s, today) => {
        const completed = { ...s, complete: true };
        expect(sessionStatus(completed, today)).toEqual({ kind: 'completed', date: s.completed_at });
      }),
    );
  });

  it('a skipped session that is not complete always says skipped', () => {
    fc.assert(
      fc.property(sessionArb, dayArb, (s, today) => {
        const skipped = { ...s, complete: false, completed_at: null, skipped: true };
        expect(sessionStatus(skipped, today).kind).toBe('skipped');
      }),
    );
  });

  it('a partly done percent is the share of complete items rounded down: from 1 to 100, never more', () => {
    fc.assert(
      fc.property(openSessionArb, dayArb, (s, today) => {
        const status = sessionStatus(s, today);
        const complete = s.child_activity_items.filter((i) => i.complete).length;
        if (complete === 0) {
          expect(status.kind).not.toBe('partial');
        } else {
          expect(status.kind).toBe('partial');
          if (status.kind !== 'partial') return;
          expect(status.percent).toBe(Math.floor((100 * complete) / s.child_activity_items.length));
          expect(status.percent).toBeGreaterThanOrEqual(1);
          expect(status.percent).toBeLessThanOrEqual(100);
          expect(status.percent * s.child_activity_items.length).toBeLessThanOrEqual(100 * complete);
        }
      }),
    );
  });

  it('an open session with no complete item is scheduled exactly when it is pending, else due', () => {
    fc.assert(
      fc.property(openSessionArb, dayArb, (s, today) => {
        const untouched = { ...s, child_activity_items: s.child_activity_items.map((i) => ({ ...i, complete: false })) };
        const status = sessionStatus(untouched, today);
        expect(status.kind).toBe(isSessionPending(untouched, today) ? 'scheduled' : 'due');
      }),
    );
  });

  it('a session is pending exactly when its schedule date is later than today', () => {
    fc.assert(
      fc.property(sessionArb, dayArb, (s, today) => {
        expect(isSessionPending(s, today)).toBe(s.schedule_date !== null && s.schedule_date > today);
      }),
    );
  });

  it('a card can be expanded exactly when the session is neither complete nor skipped, and only such a card starts expanded', () => {
    fc.assert(
      fc.property(sessionArb, (s) => {
        const done = s.complete || s.completed_at !== null || s.skipped || s.skipped_at !== null;
        expect(isCardExpandable(s)).toBe(!done);
        expect(startsExpanded(s)).toBe(!done && s.primed);
      }),
    );
  });

  it('remaining items are exactly the items neither complete nor skipped, in rising position, and the next item is the first of them', () => {
    fc.assert(
      fc.property(sessionArb, (s) => {
        const remaining = remainingItems(s);
        const positions = remaining.map((i) => i.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(remaining)).toEqual(new Set(s.child_activity_items.filter((i) => !i.complete && !i.skipped)));
        expect(nextItem(s)).toBe(remaining[0] ?? null);
      }),
    );
  });

  it('the start button asks for confirmation only when starting early, which happens only for a pending session', () => {
    fc.assert(
      fc.property(sessionArb, dayArb, (s, today) => {
        const button = startButton(s, today);
        expect(button.confirm).toBe(button.label === 'start-early');
        if (button.label === 'start-early') expect(isSessionPending(s, today)).toBe(true);
        if (button.label === 'continue') expect(nextItem(s)?.position ?? 0).toBeGreaterThan(1);
        if (button.label === 'get-started') expect(s.position).toBe(0);
      }),
    );
  });

  it('the start button goes to the plan intro for position 0, otherwise to the next item (or nowhere)', () => {
    fc.assert(
      fc.property(sessionArb, dayArb, (s, today) => {
        const { target } = startButton(s, today);
        const next = nextItem(s);
        if (s.position === 0) expect(target).toEqual({ kind: 'intro' });
        else expect(target).toEqual(next === null ? null : { kind: 'item', position: next.position });
      }),
    );
  });

  it('quick actions never show for a pending session and never go beyond what the session allows', () => {
    fc.assert(
      fc.property(sessionArb, dayArb, (s, today) => {
        const actions = quickActions(s, today);
        if (isSessionPending(s, today)) expect(actions).toEqual({ skip: false, complete: false });
        if (actions.skip) expect(s.actions.skip).toBe(true);
        if (actions.complete) expect(s.actions.complete).toBe(true);
      }),
    );
  });

  it('completing or skipping touches every remaining item once and no item already done', () => {
    fc.assert(
      fc.property(sessionArb, fc.constantFrom('complete' as const, 'skip' as const), (s, action) => {
        const changes = quickActionChanges(s, action);
        expect(changes.map((c) => c.id)).toEqual(remainingItems(s).map((i) => i.id));
        const afterwards = { ...s, child_activity_items: s.child_activity_items.map((i) => (changes.some((c) => c.id === i.id) ? { ...i, ...changes.find((c) => c.id === i.id)?.change } : i)) };
        expect(remainingItems(afterwards)).toEqual([]);
      }),
    );
  });

  it('a skipped session comes back 14 days later in coexisting conditions, 7 in medication insights, and never earlier than today', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom('coexisting-conditions', 'medication-insights', 'sleep', 'rodeo'), (today, plan) => {
        const result = skipReschedule(plan, today);
        if (plan === 'coexisting-conditions') expect(result).toEqual({ kind: 'rescheduled', days: 14, date: addDays(today, 14) });
        else if (plan === 'medication-insights') expect(result).toEqual({ kind: 'rescheduled', days: 7, date: addDays(today, 7) });
        else expect(result).toEqual({ kind: 'generic' });
        if (result.kind === 'rescheduled') expect(result.date > today).toBe(true);
      }),
    );
  });

  it('adding days and taking them away again gives back the same calendar day', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -5000, max: 5000 }), (day, days) => {
        expect(addDays(addDays(day, days), -days)).toBe(day);
        expect(addDays(day, days) > day).toBe(days > 0);
      }),
    );
  });
});
