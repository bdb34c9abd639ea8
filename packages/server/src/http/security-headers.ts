/**
 * The security headers every answer carries, stated once: the Content-Security-Policy, the rest of the
 * set hono/secure-headers would send, and HSTS (over HTTPS only, added by `securityHeaders` in
 * security.ts). A module without imports, so that the answers the server builds itself (compression.ts,
 * cached bodies) can carry the headers from the start.
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
 * The security headers every answer carries (HSTS aside), as one plain object computed once: the same
 * set hono/secure-headers sends with {@link SECURE_HEADERS_OPTIONS} (a test holds the two equal). The
 * answers the server builds itself (`jsonResponse`, cached bodies) are created with them, so nothing
 * has to turn @hono/node-server's light-weight response into a full one to add them afterwards.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'content-security-policy': policyValue(CONTENT_SECURITY_POLICY),
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
});

/** The hono/secure-headers options {@link SECURITY_HEADERS} stands for (kept for the test that compares them). */
export const SECURE_HEADERS_OPTIONS = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: 'DENY' as const,
  referrerPolicy: 'no-referrer' as const,
  strictTransportSecurity: false,
  permissionsPolicy: {
    camera: [] as string[],
    microphone: [] as string[],
    geolocation: [] as string[],
    payment: [] as string[],
  },
};
