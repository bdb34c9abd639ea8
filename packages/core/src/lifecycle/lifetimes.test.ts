/**
 * The lifetimes and windows the server applies, stated once in core: a confirmation link (3 days), a
 * collaborator's questionnaire link (14 days), a device link's OAuth state (30 minutes), the window in
 * which the same answers are the same submission (2 minutes), the log-in back-off, and the units they are
 * counted in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '../calendar/calendar.logic';
import { LOGIN_BACK_OFF, loginBackOffDelayMs, TOKEN_CACHE_TTL_MS } from '../privacy/privacy.logic';
import {
  COLLABORATOR_LINK_DAYS,
  collaboratorLinkExpiresAt,
  isRepeatSubmission,
  REPEAT_WINDOW_MS,
  repeatWindowStart,
} from '../questionnaires/questionnaires.logic';
import { OAUTH_STATE_LIFETIME_MS, oauthStateExpiresAt } from '../sleep/sleep-import.logic';
import {
  CONFIRMATION_LIFETIME_DAYS,
  CONFIRMATION_LIFETIME_MS,
  confirmationExpiresAt,
  oneTimeTokenState,
} from './lifecycle.logic';

const at = new Date('2026-03-01T09:30:00Z');
const instantArb = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('units', () => {
  it('a day is 24 hours of 60 minutes of 60 seconds', () => {
    expect(MS_PER_SECOND).toBe(1000);
    expect(MS_PER_MINUTE).toBe(60_000);
    expect(MS_PER_HOUR).toBe(3_600_000);
    expect(MS_PER_DAY).toBe(86_400_000);
  });
});

describe('lifetimes (examples)', () => {
  it('a confirmation link works for 3 days, to the millisecond', () => {
    expect(CONFIRMATION_LIFETIME_DAYS).toBe(3);
    const expiresAt = confirmationExpiresAt(at);
    expect(expiresAt.toISOString()).toBe('2026-03-04T09:30:00.000Z');
    expect(oneTimeTokenState({ expiresAt, usedAt: null }, new Date(expiresAt.getTime() - 1))).toBe('usable');
    expect(oneTimeTokenState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
  });

  it("a collaborator's link works for 14 days", () => {
    expect(COLLABORATOR_LINK_DAYS).toBe(14);
    expect(collaboratorLinkExpiresAt(at).toISOString()).toBe('2026-03-15T09:30:00.000Z');
  });

  it("a device link's OAuth state works for 30 minutes", () => {
    expect(OAUTH_STATE_LIFETIME_MS).toBe(30 * MS_PER_MINUTE);
    expect(oauthStateExpiresAt(at).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('the same answers within 2 minutes are the same submission; at 2 minutes they are a new one', () => {
    expect(REPEAT_WINDOW_MS).toBe(2 * MS_PER_MINUTE);
    const later = (ms: number) => new Date(at.getTime() + ms);
    expect(isRepeatSubmission(at, at)).toBe(true);
    expect(isRepeatSubmission(at, later(119_999))).toBe(true);
    expect(isRepeatSubmission(at, later(120_000))).toBe(false);
    expect(isRepeatSubmission(at, later(-1))).toBe(false);
    expect(repeatWindowStart(later(120_000)).toISOString()).toBe(at.toISOString());
  });

  it('a revoked log-in is trusted from memory for at most a minute', () => {
    expect(TOKEN_CACHE_TTL_MS).toBe(MS_PER_MINUTE);
  });

  it('the log-in back-off: 5 free attempts in 15 minutes, then 1, 2, 4, 8 minutes, at most the window', () => {
    expect(LOGIN_BACK_OFF).toEqual({
      maxFailures: 5,
      windowMs: 15 * MS_PER_MINUTE,
      baseDelayMs: MS_PER_MINUTE,
    });
    const wait = (failures: number) => loginBackOffDelayMs(failures, 5, LOGIN_BACK_OFF) / MS_PER_MINUTE;
    expect([1, 4, 5, 6, 7, 8, 9, 10, 60].map(wait)).toEqual([0, 0, 1, 2, 4, 8, 15, 15, 15]);
  });
});

describe('lifetimes (properties)', () => {
  it('a confirmation link made at any instant expires exactly 3 calendar days later in UTC, at the same time of day', () => {
    fc.assert(
      fc.property(instantArb, (issued) => {
        const end = confirmationExpiresAt(issued);
        expect(end.toISOString().slice(11)).toBe(issued.toISOString().slice(11));
        expect(end.toISOString().slice(0, 10)).toBe(addDays(issued.toISOString().slice(0, 10), 3));
        expect(end.getTime() - issued.getTime()).toBe(CONFIRMATION_LIFETIME_MS);
      }),
    );
  });

  it("a collaborator's link and an OAuth state always end after they start, by exactly their lifetime", () => {
    fc.assert(
      fc.property(instantArb, (made) => {
        expect(collaboratorLinkExpiresAt(made).getTime() - made.getTime()).toBe(
          COLLABORATOR_LINK_DAYS * MS_PER_DAY,
        );
        expect(oauthStateExpiresAt(made).getTime() - made.getTime()).toBe(OAUTH_STATE_LIFETIME_MS);
      }),
    );
  });

  it('a submission repeats an earlier one exactly when it falls after the window start and not before it', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: -5 * MS_PER_MINUTE, max: 5 * MS_PER_MINUTE }),
        (previous, gap) => {
          const now = new Date(previous.getTime() + gap);
          const inWindow = previous.getTime() > repeatWindowStart(now).getTime() && gap >= 0;
          expect(isRepeatSubmission(previous, now)).toBe(inWindow);
          expect(isRepeatSubmission(previous, now)).toBe(gap >= 0 && gap < REPEAT_WINDOW_MS);
        },
      ),
    );
  });

  it('the back-off wait is none while attempts are free, never shrinks as failures grow, and never passes its cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10 * MS_PER_MINUTE }),
        fc.integer({ min: 1, max: 24 * MS_PER_HOUR }),
        (failures, free, base, window) => {
          const settings = { baseDelayMs: base, windowMs: window };
          const wait = loginBackOffDelayMs(failures, free, settings);
          if (failures < free) expect(wait).toBe(0);
          else expect(wait).toBe(Math.min(base * 2 ** (failures - free), window));
          expect(wait).toBeLessThanOrEqual(window);
          expect(loginBackOffDelayMs(failures + 1, free, settings)).toBeGreaterThanOrEqual(wait);
        },
      ),
    );
  });
});
