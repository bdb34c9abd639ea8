import { describe, expect, it } from 'vitest';
import {
  auditActionOf,
  keptAt,
  LOGIN_IDLE_LIMIT_MS,
  LOGIN_LIFETIME_MS,
  loginUsable,
  monthsBefore,
  rateLimitStep,
  retentionCutoffs,
  shouldRecordLoginUse,
} from './privacy.logic';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('log-in expiry', () => {
  const createdAt = at('2026-03-01T09:00:00Z');
  it('works while used within 7 days, for at most 30 days', () => {
    const token = { createdAt, lastUsedAt: at('2026-03-20T09:00:00Z'), revokedAt: null };
    expect(loginUsable(token, at('2026-03-26T09:00:00Z'))).toBe(true);
    expect(loginUsable(token, at('2026-03-27T09:00:00Z'))).toBe(false); // 7 days idle
    const busy = { createdAt, lastUsedAt: at('2026-03-30T08:00:00Z'), revokedAt: null };
    expect(loginUsable(busy, at('2026-03-31T08:59:59Z'))).toBe(true);
    expect(loginUsable(busy, at('2026-03-31T09:00:00Z'))).toBe(false); // 30 days old
  });
  it('never works once revoked; a never-used token is idle from its creation', () => {
    expect(loginUsable({ createdAt, lastUsedAt: null, revokedAt: createdAt }, createdAt)).toBe(false);
    expect(
      loginUsable({ createdAt, lastUsedAt: null, revokedAt: null }, new Date(createdAt.getTime() + 6 * DAY)),
    ).toBe(true);
    expect(
      loginUsable({ createdAt, lastUsedAt: null, revokedAt: null }, new Date(createdAt.getTime() + 7 * DAY)),
    ).toBe(false);
    expect(LOGIN_IDLE_LIMIT_MS).toBe(7 * DAY);
    expect(LOGIN_LIFETIME_MS).toBe(30 * DAY);
  });
  it('writes a use down at most once per 15 minutes', () => {
    expect(shouldRecordLoginUse(null, createdAt)).toBe(true);
    expect(shouldRecordLoginUse(createdAt, at('2026-03-01T09:14:59Z'))).toBe(false);
    expect(shouldRecordLoginUse(createdAt, at('2026-03-01T09:15:00Z'))).toBe(true);
  });
});

describe('retention', () => {
  it('keeps audit rows 24 calendar months, mail 30 days, failed log-ins and dead tokens 1 day', () => {
    const cut = retentionCutoffs(at('2026-11-23T10:00:00Z'));
    expect(cut.audit.toISOString()).toBe('2024-11-23T10:00:00.000Z');
    expect(cut.sentMail.toISOString()).toBe('2026-10-24T10:00:00.000Z');
    expect(cut.failedLogins.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(cut.deadTokens.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(keptAt(at('2024-11-23T10:00:00Z'), cut.audit)).toBe(true);
    expect(keptAt(at('2024-11-23T09:59:59Z'), cut.audit)).toBe(false);
  });
  it('moves the 31st to the last day of a shorter month', () => {
    expect(monthsBefore(at('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(at('2026-01-15T00:00:00Z'), 24).toISOString()).toBe('2024-01-15T00:00:00.000Z');
  });
});

describe('rate limits', () => {
  const limit = { max: 3, windowMs: 60_000 };
  it('allows max attempts per window, then refuses until the window ends', () => {
    const t0 = at('2026-01-01T00:00:00Z');
    let window: { count: number; startedAt: Date } | null = null;
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const step = rateLimitStep(limit, window, new Date(t0.getTime() + i * 1000));
      answers.push(step.allowed);
      window = step;
    }
    expect(answers).toEqual([true, true, true, false, false]);
    const later = rateLimitStep(limit, window, new Date(t0.getTime() + 60_000));
    expect(later).toMatchObject({ count: 1, allowed: true });
  });
});

describe('audit actions', () => {
  it('names what an HTTP method does to a record', () => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map(auditActionOf)).toEqual([
      'read',
      'create',
      'update',
      'update',
      'delete',
    ]);
  });
});
