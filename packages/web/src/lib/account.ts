/**
 * The signed-in account, kept in a cookie for 30 days (secure and same-site strict; `Secure` is dropped only
 * on http://127.0.0.1 and http://localhost so development works without TLS). A tiny external store so
 * React reads it through `useSyncExternalStore`.
 *
 * The log-in token is NOT here: the server keeps it in its own `HttpOnly` cookie (`attune_session`), which
 * no script can read, and the browser sends it with every call. This cookie only tells the app who is
 * logged in (name, language, confirmation); it never holds the token, even when an answer carries one.
 */
import {
  isAccountFinished as isCoreAccountFinished,
  LOGIN_LIFETIME_MS,
  MS_PER_SECOND,
} from '@attune/core/rules';
import { useSyncExternalStore } from 'react';

/** The fields of the account the app relies on (the wire `user`). */
export interface Account {
  readonly id: number | string;
  readonly token: string;
  readonly name?: string | null;
  readonly email?: string | null;
  readonly language?: string | null;
  readonly clinical?: boolean | null;
  readonly devSubscription?: boolean | null;
  readonly template_user?: boolean | null;
  readonly confirmed_at?: string | null;
  readonly client?: string | null;
  /** The account receives emails (decides the enable-notifications prompt). */
  readonly email_subscription?: boolean | null;
  /** The account receives text messages. */
  readonly sms_subscription?: boolean | null;
}

export const ACCOUNT_COOKIE = 'attune_account';
/** The account cookie lasts as long as a log-in can (core's `LOGIN_LIFETIME_MS`), in seconds. */
export const ACCOUNT_COOKIE_MAX_AGE_S = LOGIN_LIFETIME_MS / MS_PER_SECOND;

/** Builds the `Set-Cookie`-style string for `document.cookie`. */
export function accountCookie(
  account: Account | null,
  location: { protocol: string; hostname: string },
): string {
  const local = location.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(location.hostname);
  const secure = local ? '' : '; Secure';
  if (!account) return `${ACCOUNT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`;
  const value = encodeURIComponent(JSON.stringify({ ...account, token: '' }));
  return `${ACCOUNT_COOKIE}=${value}; Max-Age=${ACCOUNT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict${secure}`;
}

/** Reads the account from a `document.cookie` string; a damaged cookie counts as logged out. */
export function parseAccountCookie(cookie: string): Account | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== ACCOUNT_COOKIE) continue;
    const raw = rest.join('=');
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(raw));
      if (
        parsed &&
        typeof parsed === 'object' &&
        'id' in parsed &&
        (typeof parsed.id === 'number' || typeof parsed.id === 'string')
      ) {
        // A token left by an older version is dropped: the session cookie carries it now.
        return { ...(parsed as Account), token: '' };
      }
    } catch {
      return null;
    }
  }
  return null;
}

/** 'Finished' means not a template user and confirmed (core's `isAccountFinished` on the stored account). */
export function isAccountFinished(account: Account | null): boolean {
  return isCoreAccountFinished(
    account && { template_user: account.template_user === true, confirmed_at: account.confirmed_at || null },
  );
}

let current: Account | null = typeof document === 'undefined' ? null : parseAccountCookie(document.cookie);
const listeners = new Set<() => void>();

export function getAccount(): Account | null {
  return current;
}

/**
 * Reads the account again from its cookie. The app's entry does it when it starts, so that the account is
 * the cookie's as it is then, whatever loaded this module before.
 */
export function reloadAccount(): void {
  if (typeof document === 'undefined') return;
  current = parseAccountCookie(document.cookie);
  for (const listener of listeners) listener();
}

export function setAccount(account: Account | null): void {
  current = account && { ...account, token: '' };
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the account in a cookie (30 days, same-site strict)
  if (typeof document !== 'undefined') document.cookie = accountCookie(account, window.location);
  for (const listener of listeners) listener();
}

export function subscribeAccount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in account, or null when logged out. */
export function useAccount(): Account | null {
  return useSyncExternalStore(subscribeAccount, getAccount, getAccount);
}
