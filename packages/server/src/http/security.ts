/**
 * The server's HTTP defences, each one middleware, wired once in app.ts:
 * - `requestLimits`: every request body is read through Hono's `bodyLimit`, which counts the bytes as
 *   they arrive (with or without Content-Length, chunked or not) and answers 413 past `MAX_BODY_BYTES`
 *   without reading the rest;
 * - `securityHeaders`: on pages and files, the set Hono's `secureHeaders` would send with a strict
 *   Content-Security-Policy (scripts and styles from the app's own origin only, no inline script),
 *   `frame-ancestors 'none'` and `X-Frame-Options: DENY`, nosniff, `Referrer-Policy: same-origin`; on
 *   JSON API answers (`/v1/`, `/health`) the short API set (`default-src 'none'`, no framing, nosniff,
 *   same-origin resource policy, no referrer), see security-headers.ts; `Strict-Transport-Security`
 *   on both, only on a call that came over HTTPS (its own URL, or `X-Forwarded-Proto` from a trusted
 *   proxy);
 * - `cookieWriteCheck`: a write (POST, PUT, PATCH, DELETE) authenticated by the session cookie (not by
 *   the `X-User-Token` header) must come from the app's own origin (`Origin`, `Sec-Fetch-Site`): another
 *   site cannot make the family's browser write with its cookie (403).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../context';
import { overHttps, ownOrigin } from './client-address';
import { finalHeaders, isFinal } from './compression';
import { STRICT_TRANSPORT_SECURITY, securityHeadersFor } from './security-headers';

export {
  API_SECURITY_HEADERS,
  CONTENT_SECURITY_POLICY,
  SECURE_HEADERS_OPTIONS,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  securityHeadersFor,
} from './security-headers';

import { HttpError } from './errors';
import { SESSION_COOKIE, sessionCookieToken } from './session-cookie';

/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1_000_000;

/** How long a client may take to send a whole request (headers and body) before the server hangs up. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a client may take to send a request's headers. */
export const HEADERS_TIMEOUT_MS = 15_000;

const tooLarge = () => new HttpError(413, { base: ['The request body is too large'] });

/**
 * 413 for a body over `maxBytes`, counted while it streams in (never read whole first). GET and HEAD
 * carry no body (the Fetch API drops it): they are passed by without asking for one, which would make
 * @hono/node-server build a full `Request` and cost more than answering a cached call.
 */
export const requestLimits = (maxBytes = MAX_BODY_BYTES): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};

/**
 * The security headers of every answer, the set its path calls for ({@link securityHeadersFor}: the API
 * set on `/v1/` and `/health`, the full set on pages and files), HSTS over HTTPS only. An answer the
 * server built with them already ({@link isFinal}: `jsonResponse`, cached bodies) is passed by; any
 * other (files, pages, errors) gets them set here, with `Cache-Control: no-store` on `/v1/` answers
 * that say nothing of their caching.
 */
export function securityHeaders(ctx: Pick<AppContext, 'trustedProxies'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    addSecurityHeaders(c, ctx.trustedProxies);
  };
}

/**
 * The security headers of one answer, once it is built (what {@link securityHeaders} does after
 * `next()`, and the outer middleware, http/front.ts, in the same place). An answer built with them
 * ({@link isFinal}) gets only HSTS over HTTPS, added to its own plain headers when it has them.
 */
export function addSecurityHeaders(c: Context, trustedProxies: readonly string[]): void {
  const res = c.res;
  if (!isFinal(res)) {
    const headers = res.headers;
    const wanted = securityHeadersFor(c.req.path);
    for (const name in wanted) headers.set(name, wanted[name] as string);
    // A family's answers are never kept by the browser's or a proxy's cache (the catalogue answers say
    // their own caching, with an ETag).
    if (c.req.path.startsWith('/v1/') && !headers.has('cache-control'))
      headers.set('cache-control', 'no-store');
  }
  if (overHttps(c, trustedProxies)) {
    const plain = finalHeaders(res);
    if (plain) plain['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
    else c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a write carried by the session cookie that does not come from the app's own origin: an
 * `Origin` other than the server's own (or PUBLIC_URL's), or a `Sec-Fetch-Site` other than
 * `same-origin`. Calls that send `X-User-Token` (the native wrapper) are not cookie calls: another site
 * cannot add that header without the browser asking the server first, and the server never says yes.
 */
export function cookieWriteCheck(ctx: Pick<AppContext, 'trustedProxies' | 'publicUrl'>): MiddlewareHandler {
  const publicOrigin = ctx.publicUrl ? safeOrigin(ctx.publicUrl) : null;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header('x-user-token') || !sessionCookieToken(c)) {
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const allowedOrigin =
      origin === undefined || origin === ownOrigin(c, ctx.trustedProxies) || origin === publicOrigin;
    if ((site !== undefined && site !== 'same-origin') || !allowedOrigin) {
      throw new HttpError(403, {
        base: [`A change sent with the ${SESSION_COOKIE} cookie must come from the app itself`],
      });
    }
    return next();
  };
}

/** The methods that may carry a body or write: the only ones {@link writeGuards} is mounted for. */
export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * {@link requestLimits} then {@link cookieWriteCheck}, as one middleware for the methods that may carry a
 * body or write ({@link WRITE_METHODS}): a read (GET, HEAD) never passes through it.
 */
export function writeGuards(ctx: Pick<AppContext, 'trustedProxies' | 'publicUrl'>): MiddlewareHandler {
  const limits = requestLimits();
  const cookieWrites = cookieWriteCheck(ctx);
  return (c, next) =>
    limits(c, async () => {
      await cookieWrites(c, next);
    });
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
