import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDay, DEFAULT_TIME_ZONE } from '../calendar/calendar.logic';
import {
  notificationsPromptVisible,
  requestsPushTokenAtStart,
  sessionsToRemind,
  unreadNotificationCount,
} from './notifications.logic';

const none = { pushEnabled: false, emailEnabled: false, smsEnabled: false, userTasks: {} };

describe('notificationsPromptVisible', () => {
  it.each([
    ['nothing enabled', none, true],
    ['push enabled', { ...none, pushEnabled: true }, false],
    ['email enabled', { ...none, emailEnabled: true }, false],
    ['SMS enabled', { ...none, smsEnabled: true }, false],
    ['setup task done', { ...none, userTasks: { notificationsSetup: '2026-01-01T00:00:00Z' } }, false],
    ['another task done', { ...none, userTasks: { discoverAddOns: '2026-01-01T00:00:00Z' } }, true],
    ['hidden by the parent', { ...none, promptHidden: true }, false],
  ])('%s -> %s', (_name, facts, visible) => {
    expect(notificationsPromptVisible(facts)).toBe(visible);
  });

  it('the prompt shows exactly while no channel is enabled, setup is not done and it was not hidden', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (push, email, sms, setup, hidden) => {
          const facts = {
            pushEnabled: push,
            emailEnabled: email,
            smsEnabled: sms,
            userTasks: (setup ? { notificationsSetup: '2026-01-01T00:00:00Z' } : {}) as Record<
              string,
              string
            >,
            promptHidden: hidden,
          };
          expect(notificationsPromptVisible(facts)).toBe(!push && !email && !sms && !setup && !hidden);
        },
      ),
    );
  });

  it('requests a push token at start once the prompt was seen', () => {
    expect(requestsPushTokenAtStart('true')).toBe(true);
    expect(requestsPushTokenAtStart(true)).toBe(true);
    expect(requestsPushTokenAtStart(null)).toBe(false);
  });
});

describe('sessionsToRemind', () => {
  const base = { complete: false, skipped: false, planState: 'active' } as const;
  const noonUtc = new Date('2026-03-10T12:00:00Z');
  it('reminds of sessions due today or earlier of active plans, once', () => {
    const candidates = [
      { ...base, sessionId: 1, scheduleDate: '2026-03-10' },
      { ...base, sessionId: 2, scheduleDate: '2026-03-09' },
      { ...base, sessionId: 3, scheduleDate: '2026-03-11' },
      { ...base, sessionId: 4, scheduleDate: '2026-03-10', complete: true },
      { ...base, sessionId: 5, scheduleDate: '2026-03-10', skipped: true },
      { ...base, sessionId: 6, scheduleDate: '2026-03-10', planState: 'paused' },
      { ...base, sessionId: 7, scheduleDate: null },
      { ...base, sessionId: 8, scheduleDate: '2026-03-10' },
    ];
    expect(sessionsToRemind(candidates, new Set([8]), noonUtc)).toEqual([1, 2]);
  });

  it("reads each family's today in its own time zone (UTC when it has none or an unknown one)", () => {
    const tomorrow = (sessionId: number, timeZone: string | null) => ({
      ...base,
      sessionId,
      scheduleDate: '2026-11-27',
      timeZone,
    });
    const candidates = [
      tomorrow(1, 'America/Los_Angeles'),
      tomorrow(2, 'Asia/Tokyo'),
      tomorrow(3, null),
      tomorrow(4, 'Mars/Olympus_Mons'),
    ];
    // 16:00 UTC on the 26th: 1 am on the 27th in Tokyo, 8 am on the 26th in Los Angeles.
    expect(sessionsToRemind(candidates, new Set(), new Date('2026-11-26T16:00:00Z'))).toEqual([2]);
    // 05:00 UTC on the 27th: 9 pm on the 26th in Los Angeles.
    expect(sessionsToRemind(candidates, new Set(), new Date('2026-11-27T05:00:00Z'))).toEqual([2, 3, 4]);
    // 09:00 UTC on the 27th: 1 am on the 27th in Los Angeles.
    expect(sessionsToRemind(candidates, new Set(), new Date('2026-11-27T09:00:00Z'))).toEqual([1, 2, 3, 4]);
  });

  const zone = fc.option(
    fc.constantFrom('UTC', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Kiritimati'),
  );
  const candidate = fc.record({
    sessionId: fc.integer({ min: 1, max: 30 }),
    scheduleDate: fc.option(
      fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`),
    ),
    complete: fc.boolean(),
    skipped: fc.boolean(),
    planState: fc.constantFrom('active', 'paused', 'inactive'),
    timeZone: zone,
  });
  const instant = fc.date({
    min: new Date('2026-02-27T00:00:00Z'),
    max: new Date('2026-03-30T00:00:00Z'),
    noInvalidDate: true,
  });

  it('a session gets at most one reminder: never one already reminded of, never twice in one run', () => {
    fc.assert(
      fc.property(
        fc.array(candidate),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 })),
        instant,
        (candidates, ids, now) => {
          const reminded = new Set(ids);
          const first = sessionsToRemind(candidates, reminded, now);
          expect(new Set(first).size).toBe(first.length);
          for (const id of first) expect(reminded.has(id)).toBe(false);
          // a second run after the first's reminders are recorded reminds of nothing more
          const again = sessionsToRemind(candidates, new Set([...reminded, ...first]), now);
          expect(again).toEqual([]);
        },
      ),
    );
  });

  it("never reminds a session whose date is after the family's today", () => {
    fc.assert(
      fc.property(fc.array(candidate), instant, (candidates, now) => {
        for (const id of sessionsToRemind(candidates, new Set(), now)) {
          expect(
            candidates.some(
              (c) =>
                c.sessionId === id &&
                !c.complete &&
                !c.skipped &&
                c.planState === 'active' &&
                c.scheduleDate !== null &&
                c.scheduleDate <= calendarDay(now, c.timeZone ?? DEFAULT_TIME_ZONE),
            ),
          ).toBe(true);
        }
      }),
    );
  });

  it("an open session of an active plan is reminded of once the family's day has reached its date, and stays due", () => {
    fc.assert(
      fc.property(candidate, instant, fc.integer({ min: 0, max: 5 * 86_400_000 }), (c, now, later) => {
        const open = { ...c, complete: false, skipped: false, planState: 'active' };
        const today = calendarDay(now, open.timeZone ?? DEFAULT_TIME_ZONE);
        const due = open.scheduleDate !== null && open.scheduleDate <= today;
        expect(sessionsToRemind([open], new Set(), now)).toEqual(due ? [open.sessionId] : []);
        if (due) {
          const after = new Date(now.getTime() + later);
          expect(sessionsToRemind([open], new Set(), after)).toEqual([open.sessionId]);
        }
      }),
    );
  });
});

describe('unreadNotificationCount', () => {
  it('counts the notifications without read_at', () => {
    expect(unreadNotificationCount([{ read_at: null }, { read_at: '2026-01-01T00:00:00.000Z' }, {}])).toBe(2);
  });
});
