import { describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE_MAX_AGE_S, accountCookie, isAccountFinished, parseAccountCookie } from './account';

const account = {
  id: 7,
  token: 'tok-123',
  name: 'Alex',
  confirmed_at: '2026-11-01T10:00:00Z',
  template_user: false,
};

describe('the account cookie', () => {
  it('keeps the account for 30 days, same-site strict and secure on a real host', () => {
    const cookie = accountCookie(account, { protocol: 'https:', hostname: 'app.attune.example' });
    expect(cookie).toContain(`Max-Age=${ACCOUNT_COOKIE_MAX_AGE_S}`);
    expect(ACCOUNT_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('; Secure');
  });

  it('drops Secure only for plain http on 127.0.0.1 and localhost (development)', () => {
    expect(accountCookie(account, { protocol: 'http:', hostname: '127.0.0.1' })).not.toContain('Secure');
    expect(accountCookie(account, { protocol: 'http:', hostname: 'localhost' })).not.toContain('Secure');
    expect(accountCookie(account, { protocol: 'http:', hostname: 'attune.example' })).toContain('Secure');
  });

  it('reads back what it wrote, among other cookies, without the log-in token', () => {
    const written = accountCookie(account, { protocol: 'https:', hostname: 'x' }).split(';')[0];
    expect(written).not.toContain('tok-123');
    expect(parseAccountCookie(`theme=dark; ${written}; other=1`)).toEqual({ ...account, token: '' });
  });

  it('drops a token an older version kept in the cookie', () => {
    const old = `attune_account=${encodeURIComponent(JSON.stringify(account))}`;
    expect(parseAccountCookie(old)?.token).toBe('');
  });

  it('treats a missing or damaged cookie as logged out, and log out clears it', () => {
    expect(parseAccountCookie('')).toBeNull();
    expect(parseAccountCookie('attune_account=%7Bnot-json')).toBeNull();
    expect(parseAccountCookie('attune_account=%7B%22name%22%3A%22A%22%7D')).toBeNull();
    expect(accountCookie(null, { protocol: 'https:', hostname: 'x' })).toContain('Max-Age=0');
  });

  it('counts an account as finished only when confirmed and not a template user', () => {
    expect(isAccountFinished(account)).toBe(true);
    expect(isAccountFinished({ ...account, confirmed_at: null })).toBe(false);
    expect(isAccountFinished({ ...account, template_user: true })).toBe(false);
    expect(isAccountFinished(null)).toBe(false);
  });
});
