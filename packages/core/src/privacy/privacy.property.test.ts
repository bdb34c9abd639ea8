import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keptAt,
  LOGIN_BACK_OFF,
  type LoginBackOffState,
  loginBackOffDelayMs,
  loginBackOffGiveBack,
  loginBackOffStep,
  loginUsable,
  monthsBefore,
  RETENTION,
  rateLimitStep,
  retentionCutoffs,
} from './privacy.logic';

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('privacy laws', () => {
  it('a record kept at a later time was kept at every earlier time (cut-offs never move back)', () => {
    fc.assert(
      fc.property(instant, instant, instant, (a, b, record) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const e = retentionCutoffs(early);
        const l = retentionCutoffs(late);
        for (const kind of ['audit', 'sentMail', 'failedLogins', 'deadTokens'] as const) {
          expect(e[kind].getTime()).toBeLessThanOrEqual(l[kind].getTime());
          if (keptAt(record, l[kind])) expect(keptAt(record, e[kind])).toBe(true);
        }
      }),
    );
  });

  it('audit rows are kept at least 24 months minus 3 days and at most 24 months plus 1 day, never more than now', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const cutoff = monthsBefore(now, RETENTION.auditMonths).getTime();
        const days = (now.getTime() - cutoff) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(727);
        expect(days).toBeLessThanOrEqual(732);
      }),
    );
  });

  it('a log-in never works past 30 days or after 7 days unused, however it was used', () => {
    fc.assert(
      fc.property(
        instant,
        fc.nat(40 * 86_400_000),
        fc.nat(40 * 86_400_000),
        (createdAt, usedAfter, checkAfter) => {
          const lastUsedAt = new Date(createdAt.getTime() + usedAfter);
          const now = new Date(lastUsedAt.getTime() + checkAfter);
          const usable = loginUsable({ createdAt, lastUsedAt, revokedAt: null }, now);
          if (now.getTime() - createdAt.getTime() >= 30 * 86_400_000) expect(usable).toBe(false);
          if (checkAfter >= 7 * 86_400_000) expect(usable).toBe(false);
          if (now.getTime() - createdAt.getTime() < 30 * 86_400_000 && checkAfter < 7 * 86_400_000)
            expect(usable).toBe(true);
        },
      ),
    );
  });

  it('a fixed-window rate limit never allows more than twice max attempts in any stretch as long as its window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.nat(5000), { maxLength: 60 }), (max, gaps) => {
        const limit = { max, windowMs: 10_000 };
        let window: { count: number; startedAt: Date } | null = null;
        let t = 0;
        const allowed: number[] = [];
        for (const gap of gaps) {
          t += gap;
          const step = rateLimitStep(limit, window, new Date(t));
          if (step.allowed) allowed.push(t);
          window = step;
        }
        // Within any window that started at an allowed attempt, at most max were allowed.
        for (const start of allowed) {
          expect(allowed.filter((x) => x >= start && x < start + limit.windowMs).length).toBeLessThanOrEqual(
            2 * max,
          );
        }
      }),
    );
  });

  describe('log-in back-off', () => {
    const settings = { windowMs: 15 * 60_000, baseDelayMs: 60_000 };
    /** Attempts as gaps in ms and whether the password was right. */
    const attemptsArb = fc.array(fc.record({ gap: fc.nat(20 * 60_000), right: fc.boolean() }), {
      maxLength: 40,
    });

    it('an attempt that comes too early is refused and changes nothing', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 6 }), attemptsArb, (free, attempts) => {
          let state: LoginBackOffState | null = null;
          let t = 0;
          for (const { gap, right } of attempts) {
            t += gap;
            const step = loginBackOffStep(settings, free, state, new Date(t));
            if (!step.admitted) {
              const { admitted: _, ...unchanged } = step;
              expect(unchanged).toEqual(state);
              expect(state?.nextAttemptAt.getTime()).toBeGreaterThan(t);
            }
            const { admitted: __, ...kept } = step;
            state = step.admitted && right ? loginBackOffGiveBack(kept, free) : kept;
          }
        }),
      );
    });

    it('no attempt is let through before the wait the last admitted attempt set', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 6 }), attemptsArb, (free, attempts) => {
          let state: LoginBackOffState | null = null;
          let t = 0;
          for (const { gap } of attempts) {
            t += gap;
            const before = state;
            const step = loginBackOffStep(settings, free, state, new Date(t));
            if (step.admitted && before && before.failures >= free) {
              expect(before.nextAttemptAt.getTime()).toBeLessThanOrEqual(t);
            }
            state = step;
          }
        }),
      );
    });

    it('within one window, the first free attempts always go through, and the wait after them is the delay rule', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 8 }), (free, extra) => {
          let state: LoginBackOffState | null = null;
          for (let i = 0; i < free + extra; i++) {
            const now = new Date(i);
            const step = loginBackOffStep(settings, free, state, now);
            if (i < free) expect(step.admitted).toBe(true);
            if (step.admitted) {
              expect(step.nextAttemptAt.getTime() - i).toBe(
                loginBackOffDelayMs(step.failures, free, settings),
              );
            }
            state = step;
          }
        }),
      );
    });

    it('a right password gives its slot back only while some attempts are free', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 12 }), (free, failures) => {
          const state = {
            failures,
            windowStartedAt: new Date(0),
            lastFailedAt: new Date(0),
            nextAttemptAt: new Date(0),
          };
          const after = loginBackOffGiveBack(state, free);
          expect(after.failures).toBe(failures < free ? Math.max(failures - 1, 0) : failures);
        }),
      );
    });
  });

  it('the product back-off: five guesses go through, the sixth waits a minute, then two, four ...', () => {
    let state: (LoginBackOffState & { admitted: boolean }) | null = null;
    const at = (minutes: number) => new Date(minutes * 60_000);
    for (let i = 0; i < 5; i++) {
      state = loginBackOffStep(LOGIN_BACK_OFF, LOGIN_BACK_OFF.maxFailures, state, at(0));
      expect(state.admitted).toBe(true);
    }
    expect(state?.nextAttemptAt).toEqual(at(1));
    expect(loginBackOffStep(LOGIN_BACK_OFF, 5, state, at(0.5)).admitted).toBe(false);
    state = loginBackOffStep(LOGIN_BACK_OFF, 5, state, at(1));
    expect(state).toMatchObject({ admitted: true, failures: 6, nextAttemptAt: at(3) });
    // Quiet for the window with no wait left: afresh.
    state = loginBackOffStep(LOGIN_BACK_OFF, 5, state, at(20));
    expect(state).toMatchObject({ admitted: true, failures: 1, nextAttemptAt: at(20) });
  });
});
