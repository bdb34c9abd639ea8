/**
 * The log-in token in a cookie the page's scripts cannot read. A call that issues a token (log-in,
 * sign-up, confirmation) sets `attune_session` with `HttpOnly; SameSite=Strict; Path=/` (and `Secure`
 * over HTTPS); log-out clears it. The server takes the token from the `X-User-Token` header (kept for the
 * native wrapper) or else from that cookie.
 *
 * A browser's own call (`Sec-Fetch-Site: same-origin`) and a cookie-authenticated call get the token only
 * in the cookie: the answer's `user.token` is empty, so no script on the page ever holds it.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { deleteCookie, generateCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { TOKEN_LIFETIME_MS } from '../accounts/accounts.service';
import { tokenHash } from '../accounts/tokens';
import type { AppContext } from '../context';
import { overHttps } from './client-address';

/** The session cookie's name. */
export const SESSION_COOKIE = 'attune_session';

/** A cookie value as hono/cookie accepts one: printable ASCII but `"`, `,`, `;` and `\`. */
const VALID_COOKIE_VALUE = /^[ !#-:<-[\]-~]*$/;

/** `value` without the spaces and tabs around it (as hono/cookie trims names and values). */
function trimCookieWhitespace(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && (value.charCodeAt(start) === 32 || value.charCodeAt(start) === 9)) start += 1;
  while (end > start && (value.charCodeAt(end - 1) === 32 || value.charCodeAt(end - 1) === 9)) end -= 1;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * The value of the cookie `name` in a `Cookie` header, read as hono/cookie's `getCookie(c, name)` reads
 * it (the first pair of that name whose value is valid, quotes taken off, percent-escapes decoded; a test
 * holds the two equal), without building an object of every cookie the browser sent: a dictionary keyed
 * by names read from the request cost a busy server more than the rest of the call's authentication.
 * A value with a percent-escape is left to hono/cookie itself.
 */
export function cookieValue(header: string, name: string): string | undefined {
  if (header.indexOf(name) === -1) return undefined;
  let start = 0;
  while (start <= header.length) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const equals = header.indexOf('=', start);
    if (equals !== -1 && equals < end && trimCookieWhitespace(header.slice(start, equals)) === name) {
      let value = trimCookieWhitespace(header.slice(equals + 1, end));
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      if (VALID_COOKIE_VALUE.test(value))
        return value.indexOf('%') === -1 ? value : parse(header, name)[name];
    }
    start = end + 1;
  }
  return undefined;
}

/** The token the session cookie carries, if any. */
export function sessionCookieToken(c: Context): string | null {
  const header = c.req.header('cookie');
  const value = header ? cookieValue(header, SESSION_COOKIE) : undefined;
  return value && value.length <= 200 ? value : null;
}

/** The last token each connection sent, and its hash (`tokenHash`). */
const connectionTokens = new WeakMap<object, { readonly token: string; readonly key: string }>();

/**
 * The hash a token is filed under (`tokenHash`), worked out once per connection for the token it keeps
 * sending (a browser and the app send one token over a kept-alive connection, call after call): a SHA-256
 * per call cost more than finding the caller in memory. Kept with the connection (gone with it) and
 * worked out again whenever the connection sends another token.
 */
export function tokenKey(c: Context, token: string): string {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket) return tokenHash(token);
  const known = connectionTokens.get(socket);
  if (known && known.token === token) return known.key;
  const key = tokenHash(token);
  connectionTokens.set(socket, { token, key });
  return key;
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
