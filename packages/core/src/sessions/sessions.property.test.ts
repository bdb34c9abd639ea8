import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.logic';
import { isoDateArb, sessionArb } from '../testing';
import {
  isCardExpandable,
  isSessionPending,
  nextItem,
  planSlug,
  quickActionChanges,
  quickActions,
  remainingItems,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
} from './sessions.logic';

// Sessions come from the shared entity arbitraries (`@attune/core/testing`), scheduled around DEFAULT_TODAY;
// `today` ranges a little wider, so sessions are seen as overdue, due today and pending.
const dayArb = isoDateArb({ offset: { min: -40, max: 40 } });
const anySessionArb = sessionArb();
const openSessionArb = sessionArb({ state: 'open' });

describe('session rules (properties)', () => {
  it('the status of a completed session is always completed, whatever its items and dates', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        const completed = { ...s, complete: true };
        expect(sessionStatus(completed, today)).toEqual({ kind: 'completed', date: s.completed_at });
      }),
    );
  });

  it('a skipped session that is not complete always says skipped', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
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
        const untouched = {
          ...s,
          child_activity_items: s.child_activity_items.map((i) => ({ ...i, complete: false })),
        };
        const status = sessionStatus(untouched, today);
        expect(status.kind).toBe(isSessionPending(untouched, today) ? 'scheduled' : 'due');
      }),
    );
  });

  it('a session is pending exactly when its schedule date is later than today', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        expect(isSessionPending(s, today)).toBe(s.schedule_date !== null && s.schedule_date > today);
      }),
    );
  });

  it('a card can be expanded exactly when the session is neither complete nor skipped, and only such a card starts expanded', () => {
    fc.assert(
      fc.property(anySessionArb, (s) => {
        const done = s.complete || s.completed_at !== null || s.skipped || s.skipped_at !== null;
        expect(isCardExpandable(s)).toBe(!done);
        expect(startsExpanded(s)).toBe(!done && s.primed);
      }),
    );
  });

  it('remaining items are exactly the items neither complete nor skipped, in rising position, and the next item is the first of them', () => {
    fc.assert(
      fc.property(anySessionArb, (s) => {
        const remaining = remainingItems(s);
        const positions = remaining.map((i) => i.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(remaining)).toEqual(
          new Set(s.child_activity_items.filter((i) => !i.complete && !i.skipped)),
        );
        expect(nextItem(s)).toBe(remaining[0] ?? null);
      }),
    );
  });

  it('the start button asks for confirmation only when starting early, which happens only for a pending session', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        const button = startButton(s, today);
        expect(button.confirm).toBe(button.label === 'start-early');
        if (button.label === 'start-early') expect(isSessionPending(s, today)).toBe(true);
        if (button.label === 'continue') expect(nextItem(s)?.position ?? 0).toBeGreaterThan(1);
        if (button.label === 'get-started') expect(s.position).toBe(0);
      }),
    );
  });

  it('a session with some item complete says partly done until it is completed or skipped, whatever its date', () => {
    fc.assert(
      fc.property(openSessionArb, fc.integer({ min: -40, max: 40 }), (s, shift) => {
        fc.pre(s.child_activity_items.some((i) => i.complete));
        // Whether the session is overdue, due today or pending does not matter once work has begun.
        const today = addDays(s.schedule_date ?? '2026-03-15', shift);
        expect(sessionStatus(s, today).kind).toBe('partial');
      }),
    );
  });

  it('the start button says Continue Session exactly when the next item to do is past position 1, whatever the date', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        const next = nextItem(s);
        expect(startButton(s, today).label === 'continue').toBe(next !== null && next.position > 1);
      }),
    );
  });

  it('a pending session not yet under way always says Start Early and asks first; a due one never does', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        const button = startButton(s, today);
        if (button.label === 'continue') return;
        const pending = isSessionPending(s, today);
        expect(button.label === 'start-early').toBe(pending);
        expect(button.confirm).toBe(pending);
        if (!pending) expect(button.label).toBe(s.position === 0 ? 'get-started' : 'start');
      }),
    );
  });

  it('the start button goes to the plan intro for position 0, otherwise to the next item (or nowhere)', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        const { target } = startButton(s, today);
        const next = nextItem(s);
        if (s.position === 0) expect(target).toEqual({ kind: 'intro' });
        else expect(target).toEqual(next === null ? null : { kind: 'item', position: next.position });
      }),
    );
  });

  it('quick actions never show for a pending session and never go beyond what the session allows', () => {
    fc.assert(
      fc.property(anySessionArb, dayArb, (s, today) => {
        const actions = quickActions(s, today);
        if (isSessionPending(s, today)) expect(actions).toEqual({ skip: false, complete: false });
        if (actions.skip) expect(s.actions.skip).toBe(true);
        if (actions.complete) expect(s.actions.complete).toBe(true);
      }),
    );
  });

  it('a due session that is neither complete nor skipped offers exactly the quick actions it allows', () => {
    fc.assert(
      fc.property(openSessionArb, dayArb, (s, today) => {
        fc.pre(!isSessionPending(s, today));
        expect(quickActions(s, today)).toEqual({ skip: s.actions.skip, complete: s.actions.complete });
      }),
    );
  });

  it('completing or skipping touches every remaining item once and no item already done', () => {
    fc.assert(
      fc.property(anySessionArb, fc.constantFrom('complete' as const, 'skip' as const), (s, action) => {
        const changes = quickActionChanges(s, action);
        expect(changes.map((c) => c.id)).toEqual(remainingItems(s).map((i) => i.id));
        const afterwards = {
          ...s,
          child_activity_items: s.child_activity_items.map((i) =>
            changes.some((c) => c.id === i.id) ? { ...i, ...changes.find((c) => c.id === i.id)?.change } : i,
          ),
        };
        expect(remainingItems(afterwards)).toEqual([]);
      }),
    );
  });

  it('a skipped session comes back 14 days later in coexisting conditions, 7 in medication insights, and never earlier than today', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.constantFrom('coexisting-conditions', 'medication-insights', 'sleep', 'rodeo'),
        (today, plan) => {
          const result = skipReschedule(plan, today);
          if (plan === 'coexisting-conditions')
            expect(result).toEqual({ kind: 'rescheduled', days: 14, date: addDays(today, 14) });
          else if (plan === 'medication-insights')
            expect(result).toEqual({ kind: 'rescheduled', days: 7, date: addDays(today, 7) });
          else expect(result).toEqual({ kind: 'generic' });
          if (result.kind === 'rescheduled') expect(result.date > today).toBe(true);
        },
      ),
    );
  });

  it('a plan slug is lower-case words joined by single dashes, and the slug of a slug is itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        const slug = planSlug(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(planSlug(slug)).toBe(slug);
      }),
    );
  });
});
