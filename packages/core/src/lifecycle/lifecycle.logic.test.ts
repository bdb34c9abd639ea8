import { describe, expect, it } from 'vitest';
import {
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_MAX_RETRY_MS,
  mailRetried,
  mailRetryDelayMs,
  oneTimeTokenState,
  RESET_PASSWORD_LIFETIME_MS,
  resetPasswordExpiresAt,
} from './lifecycle.logic';

const at = (iso: string) => new Date(iso);

describe('one-time links', () => {
  it('a reset link mailed at noon works until 13:59:59.999 and not at 14:00', () => {
    const expiresAt = resetPasswordExpiresAt(at('2026-03-01T12:00:00Z'));
    expect(RESET_PASSWORD_LIFETIME_MS).toBe(2 * 60 * 60 * 1000);
    expect(oneTimeTokenState({ expiresAt, usedAt: null }, at('2026-03-01T13:59:59.999Z'))).toBe('usable');
    expect(oneTimeTokenState({ expiresAt, usedAt: null }, at('2026-03-01T14:00:00Z'))).toBe('expired');
  });
  it('a used link reads as used, even after its end', () => {
    const expiresAt = at('2026-03-01T14:00:00Z');
    const usedAt = at('2026-03-01T12:30:00Z');
    expect(oneTimeTokenState({ expiresAt, usedAt }, at('2026-03-01T12:31:00Z'))).toBe('used');
    expect(oneTimeTokenState({ expiresAt, usedAt }, at('2026-03-02T00:00:00Z'))).toBe('used');
  });
});

describe('mail retries', () => {
  it('waits 30 s, 1 min, 2 min... and never more than an hour', () => {
    expect(mailRetryDelayMs(1)).toBe(MAIL_FIRST_RETRY_MS);
    expect(mailRetryDelayMs(2)).toBe(60_000);
    expect(mailRetryDelayMs(3)).toBe(120_000);
    expect(mailRetryDelayMs(50)).toBe(MAIL_MAX_RETRY_MS);
  });
  it('tries a message at most 8 times', () => {
    expect(mailRetried(MAIL_MAX_ATTEMPTS - 1)).toBe(true);
    expect(mailRetried(MAIL_MAX_ATTEMPTS)).toBe(false);
  });
});
