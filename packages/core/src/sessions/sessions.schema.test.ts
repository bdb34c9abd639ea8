import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { sessionArb, sessionItemArb } from '../testing/entities.arbitraries';
import { frozenFamily } from '../testing/fixtures';
import {
  type Session,
  SessionItemSchema,
  SessionItemUpdateBodySchema,
  SessionSchema,
} from './sessions.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

/** A realistic session as `GET today_list_sessions` sends it: Leo's, half done, from the fixtures. */
const bedtimeSession: Session = frozenFamily.sessions.partial;

describe('SessionSchema', () => {
  it('reads a realistic session unchanged, dropping keys it does not know', () => {
    expect(SessionSchema.parse({ ...bedtimeSession, legacy_flag: 1 })).toEqual(bedtimeSession);
  });

  it('accepts an intro at position 0, with no length, requirements or schedule date', () => {
    const intro = { ...bedtimeSession, position: 0, length: null, requirements: null, schedule_date: null };
    expect(SessionSchema.safeParse(intro).success).toBe(true);
  });

  it('rejects a negative position, naming the field', () => {
    expect(badFields(parseWith(SessionSchema, { ...bedtimeSession, position: -1 }))).toEqual(['position']);
  });

  it('rejects an item at position 0, naming the item and its field', () => {
    const [first, second] = bedtimeSession.child_activity_items;
    const bad = { ...bedtimeSession, child_activity_items: [first, { ...second, position: 0 }] };
    expect(badFields(parseWith(SessionSchema, bad))).toEqual(['child_activity_items.1.position']);
  });

  it('rejects a schedule date that is not YYYY-MM-DD and a missing completed_at (null is required, not absent)', () => {
    const { completed_at: _, ...withoutCompletedAt } = bedtimeSession;
    expect(
      badFields(parseWith(SessionSchema, { ...withoutCompletedAt, schedule_date: '15/03/2026' })),
    ).toEqual(['schedule_date', 'completed_at']);
  });

  it('rejects actions without skip, and an item without its activity item kind', () => {
    const [first] = bedtimeSession.child_activity_items;
    const bad = {
      ...bedtimeSession,
      actions: { complete: true },
      child_activity_items: [
        { ...first, activity_item: { id: 1, content: '', require_confirmation: false } },
      ],
    };
    expect(badFields(parseWith(SessionSchema, bad))).toEqual([
      'actions.skip',
      'child_activity_items.0.activity_item.kind',
    ]);
  });
});

describe('SessionItemUpdateBodySchema', () => {
  it('takes either complete: true or skipped: true', () => {
    expect(
      SessionItemUpdateBodySchema.safeParse({ child_id: 3, child_activity_item: { complete: true } }).success,
    ).toBe(true);
    expect(
      SessionItemUpdateBodySchema.safeParse({ child_id: 3, child_activity_item: { skipped: true } }).success,
    ).toBe(true);
    expect(
      badFields(parseWith(SessionItemUpdateBodySchema, { child_id: 3, child_activity_item: {} })),
    ).toEqual(['child_activity_item']);
  });
});

describe('session arbitraries', () => {
  it('every generated session parses with SessionSchema', () => {
    fc.assert(
      fc.property(sessionArb(), (session) => {
        expect(SessionSchema.parse(session)).toEqual(session);
      }),
    );
  });

  it('every generated item parses with SessionItemSchema, and is complete exactly when it has completed_at', () => {
    fc.assert(
      fc.property(sessionItemArb(), (item) => {
        expect(SessionItemSchema.parse(item)).toEqual(item);
        expect(item.completed_at !== null).toBe(item.complete);
        expect(item.complete && item.skipped).toBe(false);
      }),
    );
  });

  it('the items of a generated session have positions exactly 1..n and distinct ids', () => {
    fc.assert(
      fc.property(sessionArb({ items: { min: 0, max: 8 } }), (session) => {
        const items = session.child_activity_items;
        const positions = items.map((item) => item.position).sort((a, b) => a - b);
        expect(positions).toEqual(items.map((_, index) => index + 1));
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      }),
    );
  });

  it('a generated session is completed or skipped exactly when its date says so, never both, and not after today', () => {
    const today = '2026-07-01';
    fc.assert(
      fc.property(sessionArb({ today }), (session) => {
        expect(session.complete).toBe(session.completed_at !== null);
        expect(session.skipped).toBe(session.skipped_at !== null);
        expect(session.complete && session.skipped).toBe(false);
        for (const at of [session.completed_at, session.skipped_at]) {
          if (at !== null) expect(at.slice(0, 10) <= today).toBe(true);
        }
      }),
    );
  });

  it('sessions generated with a schedule offset are scheduled within it, relative to today', () => {
    fc.assert(
      fc.property(
        sessionArb({ today: '2026-12-30', scheduleOffset: { min: 1, max: 5 }, state: 'open' }),
        (session) => {
          const day = session.schedule_date ?? 'unscheduled';
          expect(day >= '2026-12-31' && day <= '2027-01-04').toBe(true);
          expect(session.complete || session.skipped).toBe(false);
        },
      ),
    );
  });
});
