/**
 * The server's HTTP defences, each one middleware, wired once in app.ts:
 * - `requestLimits`: every request body is read through Hono's `bodyLimit`, which counts the bytes as
 *   they arrive (with or without Content-Length, chunked or not) and answers 413 past `MAX_BODY_BYTES`
 *   without reading the rest;
 * - `securityHeaders`: Hono's `secureHeaders` with a strict Content-Security-Policy (scripts and styles
 *   from the app's own origin only, no inline script), `frame-ancestors 'none'` and `X-Frame-Options:
 *   DENY`, nosniff, `Referrer-Policy: no-referrer`; `Strict-Transport-Security` only on a call that came
 *   over HTTPS (its own URL, or `X-Forwarded-Proto` from a trusted proxy);
 * - `cookieWriteCheck`: a write (POST, PUT, PATCH, DELETE) authenticated by the session cookie (not by
 *   the `X-User-Token` header) must come from the app's own origin (`Origin`, `Sec-Fetch-Site`): another
 *   site cannot make the family's browser write with its cookie (403).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext } from '../context';
import { overHttps, ownOrigin } from './client-address';
import { HttpError } from './errors';
import { SESSION_COOKIE, sessionCookieToken } from './session-cookie';

/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1_000_000;

/** How long a client may take to send a whole request (headers and body) before the server hangs up. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a client may take to send a request's headers. */
export const HEADERS_TIMEOUT_MS = 15_000;

const tooLarge = () => new HttpError(413, { base: ['The request body is too large'] });

/** 413 for a body over `maxBytes`, counted while it streams in (never read whole first). */
export const requestLimits = (maxBytes = MAX_BODY_BYTES): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });

/**
 * The Content-Security-Policy of every answer: the web app loads its scripts, styles, fonts and data from
 * its own origin (and Stripe.js from Stripe for the card form); images and videos may come from HTTPS
 * hosts (content, help videos); nothing may frame it, no plug-ins, no `<base>` rewriting. Styles allow
 * inline `style` attributes (React's and prerendered pages'); scripts never run inline.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // Stripe.js (the card form's adapter in packages/ui) is the one outside script, from Stripe's own host.
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** HSTS as sent over HTTPS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The security headers of every answer (pages, files and API), HSTS over HTTPS only. */
export function securityHeaders(ctx: Pick<AppContext, 'trustedProxies'>): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async (c, next) => {
    await headers(c, next);
    if (overHttps(c, ctx.trustedProxies)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // A family's answers are never kept by the browser's or a proxy's cache (the catalogue answers say
    // their own caching, with an ETag).
    if (c.req.path.startsWith('/v1/') && !c.res.headers.has('cache-control'))
      c.header('Cache-Control', 'no-store');
  };
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

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
