/**
 * The security headers of every answer, stated once: two sets and the one rule that picks between them
 * ({@link securityHeadersFor}), plus HSTS (over HTTPS only, added by `securityHeaders` in security.ts to
 * every answer, those built whole included). Documents and the web app's files carry the full browser set
 * ({@link SECURITY_HEADERS}); JSON API answers carry the short API set ({@link API_SECURITY_HEADERS}). A
 * module without imports, so that the answers the server builds itself (compression.ts, cached bodies)
 * can carry the headers from the start.
 */

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

/** `defaultSrc` -> `default-src 'self'`, directives joined with `; ` (as hono/secure-headers writes it). */
function policyValue(policy: Record<string, readonly string[]>): string {
  return Object.entries(policy)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

/**
 * The security headers of documents and the web app's files (HTML pages, prerendered pages, scripts,
 * styles, images, robots.txt, `/dev/*`; HSTS aside), as one plain object computed once: the same set
 * hono/secure-headers sends with {@link SECURE_HEADERS_OPTIONS} (a test holds the two equal).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // a page names its address to its own site only (the client variant of a link tapped before the app
  // started: web/src/lib/session-client.ts), never to another site
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'content-security-policy': policyValue(CONTENT_SECURITY_POLICY),
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
});

/**
 * The security headers of JSON API answers (everything under `/v1/`, and `/health`; HSTS aside), as one
 * frozen plain object, following the OWASP REST Security Cheat Sheet ("Security headers"): an API answer
 * is data read by a script, not a document, so the document policies of {@link SECURITY_HEADERS} have
 * nothing to act on there, and on a small catalogue answer the kilobyte they add costs more than a
 * third of the throughput. What stays guards the one way a JSON answer can still be misused, being opened or embedded
 * as a document:
 * - `content-security-policy: default-src 'none'; frame-ancestors 'none'`: a JSON answer opened as a
 *   document loads nothing and runs nothing, and no page may frame it (the web app's long policy, with
 *   its script, style, font and Stripe sources, is for the app's own pages);
 * - `x-content-type-options: nosniff`: the browser keeps `application/json` and never sniffs it as HTML
 *   or script;
 * - `x-frame-options: DENY`: no framing, for browsers that do not read `frame-ancestors`;
 * - `cross-origin-resource-policy: same-origin`: another site's page cannot load the answer as an
 *   image, script or other no-cors resource (a family's data read by a side channel);
 * - `referrer-policy: no-referrer`: nothing opened from an answer names the API address it came from.
 *
 * Left out, as document-only policies with no effect on an answer no browser renders:
 * `cross-origin-opener-policy` and `origin-agent-cluster` (they concern browsing contexts and windows),
 * `x-dns-prefetch-control` (links in a page), `x-download-options` (old Internet Explorer's opening of
 * downloads), `x-xss-protection` (sent as `0`, switching off a filter browsers no longer have),
 * `x-permitted-cross-domain-policies` (Flash and Acrobat policy files, which the API does not serve) and
 * `permissions-policy` (features a document may use: a JSON answer uses none, and
 * `default-src 'none'` already lets it load and run nothing).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});

/**
 * The one rule for which security headers an answer carries, by the request's path: the API set
 * ({@link API_SECURITY_HEADERS}) for the JSON API, everything under `/v1/` (the contract's routes, their
 * errors, cached and kept answers, the not-found of an unknown `/v1/` path) and `/health`; the full set
 * ({@link SECURITY_HEADERS}) for everything else (pages, the web app's files, `/dev/*`, robots.txt).
 * By path rather than by content type, so that an API answer without a body (204, 304) or an error
 * carries the same set as the route's answers. Returns one of the two frozen objects: no allocation.
 */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  return path.startsWith('/v1/') || path === '/health' || path.startsWith('/health/')
    ? API_SECURITY_HEADERS
    : SECURITY_HEADERS;
}

/** The hono/secure-headers options {@link SECURITY_HEADERS} stands for (kept for the test that compares them). */
export const SECURE_HEADERS_OPTIONS = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: 'DENY' as const,
  referrerPolicy: 'same-origin' as const,
  strictTransportSecurity: false,
  permissionsPolicy: {
    camera: [] as string[],
    microphone: [] as string[],
    geolocation: [] as string[],
    payment: [] as string[],
  },
};
