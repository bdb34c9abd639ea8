/**
 * The log-in token in a cookie the page's scripts cannot read. A call that issues a token (log-in,
 * sign-up, confirmation) sets `attune_session` with `HttpOnly; SameSite=Strict; Path=/` (and `Secure`
 * over HTTPS); log-out clears it. The server takes the token from the `X-User-Token` header (kept for the
 * native wrapper) or else from that cookie.
 *
 * A browser's own call (`Sec-Fetch-Site: same-origin`) and a cookie-authenticated call get the token only
 * in the cookie: the answer's `user.token` is empty, so no script on the page ever holds it.
 */
import type { Context } from 'hono';
import { deleteCookie, generateCookie, getCookie, setCookie } from 'hono/cookie';
import { TOKEN_LIFETIME_MS } from '../accounts/accounts.service';
import type { AppContext } from '../context';
import { overHttps } from './client-address';

/** The session cookie's name. */
export const SESSION_COOKIE = 'attune_session';

/** The token the session cookie carries, if any. */
export function sessionCookieToken(c: Context): string | null {
  const value = getCookie(c, SESSION_COOKIE);
  return value && value.length <= 200 ? value : null;
}

/** The caller's token: the `X-User-Token` header, else the session cookie. */
export function requestToken(c: Context): { token: string | null; viaCookie: boolean } {
  const header = c.req.header('x-user-token');
  if (header) return { token: header, viaCookie: false };
  const cookie = sessionCookieToken(c);
  return { token: cookie, viaCookie: cookie !== null };
}

const cookieOptions = (c: Context, ctx: Pick<AppContext, 'trustedProxies'>) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: overHttps(c, ctx.trustedProxies),
  }) as const;

const sessionCookieOptions = (c: Context, ctx: Pick<AppContext, 'trustedProxies'>) => ({
  ...cookieOptions(c, ctx),
  maxAge: Math.floor(TOKEN_LIFETIME_MS / 1000),
});

/** Sets the session cookie to `token`. */
export function setSessionCookie(c: Context, ctx: Pick<AppContext, 'trustedProxies'>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(c, ctx));
}

/** The `Set-Cookie` value that makes `token` the session cookie (for an answer the router builds whole). */
export function sessionCookieHeader(
  c: Context,
  ctx: Pick<AppContext, 'trustedProxies'>,
  token: string,
): string {
  return generateCookie(SESSION_COOKIE, token, sessionCookieOptions(c, ctx));
}

/** Clears the session cookie. */
export function clearSessionCookie(c: Context, ctx: Pick<AppContext, 'trustedProxies'>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, ctx));
}

/**
 * An answer carrying a fresh token (`{ user: { token } }`) sets the session cookie (`setCookie`: the
 * `Set-Cookie` value for the answer, or `null`); the body keeps the token only for callers that are
 * neither the browser's own page nor cookie-authenticated.
 */
export function deliverToken(
  c: Context,
  ctx: Pick<AppContext, 'trustedProxies'>,
  result: unknown,
  caller: { token: string | null; viaCookie: boolean },
): { readonly body: unknown; readonly setCookie: string | null } {
  const unchanged = { body: result, setCookie: null };
  if (!result || typeof result !== 'object' || !('user' in result)) return unchanged;
  const user = (result as { user: unknown }).user;
  if (!user || typeof user !== 'object' || !('token' in user)) return unchanged;
  const token = (user as { token: unknown }).token;
  if (typeof token !== 'string' || token === '') return unchanged;
  // A fresh token (not the one the call came with) becomes the session cookie.
  const setCookie = token !== caller.token ? sessionCookieHeader(c, ctx, token) : null;
  return {
    body: tokenKeptFromPage(c, caller) ? { ...result, user: { ...user, token: '' } } : result,
    setCookie,
  };
}

/**
 * Whether an answer's token is kept out of the body for this caller: a cookie-authenticated call, or the
 * browser's own page (`Sec-Fetch-Site: same-origin`); the native wrapper's header calls get it.
 */
export function tokenKeptFromPage(c: Context, caller: { readonly viaCookie: boolean }): boolean {
  return caller.viaCookie || c.req.header('sec-fetch-site') === 'same-origin';
}
