import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keptAt,
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
});
