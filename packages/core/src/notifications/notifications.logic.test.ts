import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
    expect(sessionsToRemind(candidates, new Set([8]), '2026-03-10')).toEqual([1, 2]);
  });

  const candidate = fc.record({
    sessionId: fc.integer({ min: 1, max: 30 }),
    scheduleDate: fc.option(
      fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`),
    ),
    complete: fc.boolean(),
    skipped: fc.boolean(),
    planState: fc.constantFrom('active', 'paused', 'inactive'),
  });

  it('a session gets at most one reminder: never one already reminded of, never twice in one run', () => {
    fc.assert(
      fc.property(fc.array(candidate), fc.uniqueArray(fc.integer({ min: 1, max: 30 })), (candidates, ids) => {
        const reminded = new Set(ids);
        const first = sessionsToRemind(candidates, reminded, '2026-03-14');
        expect(new Set(first).size).toBe(first.length);
        for (const id of first) expect(reminded.has(id)).toBe(false);
        // a second run after the first's reminders are recorded reminds of nothing more
        const again = sessionsToRemind(candidates, new Set([...reminded, ...first]), '2026-03-14');
        expect(again).toEqual([]);
      }),
    );
  });

  it('only due, open sessions of active plans are reminded of', () => {
    fc.assert(
      fc.property(fc.array(candidate), (candidates) => {
        for (const id of sessionsToRemind(candidates, new Set(), '2026-03-14')) {
          expect(
            candidates.some(
              (c) =>
                c.sessionId === id &&
                !c.complete &&
                !c.skipped &&
                c.planState === 'active' &&
                c.scheduleDate !== null &&
                c.scheduleDate <= '2026-03-14',
            ),
          ).toBe(true);
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
