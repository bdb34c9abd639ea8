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
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
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

/** Sets the session cookie to `token`. */
export function setSessionCookie(c: Context, ctx: Pick<AppContext, 'trustedProxies'>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c, ctx),
    maxAge: Math.floor(TOKEN_LIFETIME_MS / 1000),
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(c: Context, ctx: Pick<AppContext, 'trustedProxies'>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c, ctx));
}

/**
 * An answer carrying a fresh token (`{ user: { token } }`) sets the session cookie; the body keeps the
 * token only for callers that are neither the browser's own page nor cookie-authenticated.
 */
export function deliverToken(
  c: Context,
  ctx: Pick<AppContext, 'trustedProxies'>,
  result: unknown,
  caller: { token: string | null; viaCookie: boolean },
): unknown {
  if (!result || typeof result !== 'object' || !('user' in result)) return result;
  const user = (result as { user: unknown }).user;
  if (!user || typeof user !== 'object' || !('token' in user)) return result;
  const token = (user as { token: unknown }).token;
  if (typeof token !== 'string' || token === '') return result;
  // A fresh token (not the one the call came with) becomes the session cookie.
  if (token !== caller.token) setSessionCookie(c, ctx, token);
  const browser = caller.viaCookie || c.req.header('sec-fetch-site') === 'same-origin';
  return browser ? { ...result, user: { ...user, token: '' } } : result;
}
