/**
 * `node --conditions=@attune/source --import tsx bench/middleware.ts`: what the server's own
 * compression and security-header middleware cost per answer next to Hono's (hono/compress,
 * hono/secure-headers, configured for the same two header sets by path), in CPU time per request,
 * measured in-process with `app.request` (no network, no database), so that a busy machine moves the
 * figures little: the web app's kept plans (220 KB, sent from memory, brotli), a small JSON answer the
 * router builds whole (`users/me`-like), a JSON answer Hono builds (`c.json`, as errors are) and a
 * JSON answer over the compression threshold built per request (20 KB).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { answerCached, cachedBody } from '../src/cache/cached-body';
import { PRIVATE } from '../src/cache/kept-answers';
import { compression, jsonResponse } from '../src/http/compression';
import { securityHeaders } from '../src/http/security';
import { API_SECURITY_HEADERS, SECURE_HEADERS_OPTIONS } from '../src/http/security-headers';

const ROUNDS = Number(process.env.BENCH_REQUESTS ?? 3000);
const plans = JSON.stringify({
  plans: Array.from({ length: 5 }, (_, plan) => ({
    id: plan,
    sessions: Array.from({ length: 30 }, (_, session) => ({
      id: session,
      title: `Session ${session} of the plan ${plan}, with a description of what the family does`,
      items: Array.from({ length: 5 }, (_, item) => ({
        id: item,
        content: `Step ${item} of ${session}`,
        complete: false,
      })),
    })),
  })),
});
const kept = await cachedBody(new TextEncoder().encode(plans));
const me = {
  user: { id: 1, name: 'Test Parent', email: 'parent@example.test', token: '', time_zone: 'UTC' },
};
const medium = {
  items: Array.from({ length: 200 }, (_, id) => ({ id, name: `Medication ${id}`, dosage: '10 mg' })),
};

/** Hono's secure-headers with the server's two sets: the API set under /v1/ and /health, else the full set. */
function honoSecureHeaders(): MiddlewareHandler {
  const api = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
  });
  const full = secureHeaders(SECURE_HEADERS_OPTIONS);
  return (c, next) =>
    c.req.path.startsWith('/v1/') || c.req.path === '/health' ? api(c, next) : full(c, next);
}

function appWith(kind: 'own' | 'hono'): Hono {
  const app = new Hono();
  if (kind === 'own') {
    app.use('*', compression());
    app.use('*', securityHeaders({ trustedProxies: [] }));
  } else {
    app.use('*', compress());
    app.use('*', honoSecureHeaders());
  }
  app.get('/v1/child_activity_plans', (c) => answerCached(c, kept, PRIVATE));
  app.get('/v1/users/me', (c) => jsonResponse(c.req.path, c.req.header('accept-encoding'), me));
  app.get('/v1/error', (c) => c.json({ errors: { base: ['Not found'] } }, 404));
  app.get('/v1/medium', (c) =>
    kind === 'own'
      ? jsonResponse(c.req.path, c.req.header('accept-encoding'), medium)
      : c.json(medium, 200, { ...API_SECURITY_HEADERS }),
  );
  return app;
}

const headers = { 'accept-encoding': 'gzip, deflate, br', cookie: 'attune_session=x' };
async function measure(app: Hono, path: string) {
  for (let i = 0; i < 200; i += 1) await (await app.request(path, { headers })).arrayBuffer();
  const before = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i += 1)
    bytes += (await (await app.request(path, { headers })).arrayBuffer()).byteLength;
  const used = process.cpuUsage(before);
  return { cpu: Math.round((used.user + used.system) / ROUNDS), bytes: Math.round(bytes / ROUNDS) };
}

const rows: Record<string, string | number>[] = [];
const apps = { own: appWith('own'), hono: appWith('hono') };
/** The least of three measurements, taken in alternating order (the JIT warms to whichever runs first). */
async function least(
  kind: 'own' | 'hono',
  path: string,
  results: Map<string, { cpu: number; bytes: number }>,
) {
  const result = await measure(apps[kind], path);
  const best = results.get(kind);
  if (!best || result.cpu < best.cpu) results.set(kind, result);
}
for (const path of ['/v1/child_activity_plans', '/v1/users/me', '/v1/error', '/v1/medium']) {
  const results = new Map<string, { cpu: number; bytes: number }>();
  for (const order of [
    ['own', 'hono'],
    ['hono', 'own'],
    ['own', 'hono'],
  ] as const) {
    for (const kind of order) await least(kind, path, results);
  }
  const own = results.get('own') ?? { cpu: 0, bytes: 0 };
  const hono = results.get('hono') ?? { cpu: 0, bytes: 0 };
  rows.push({
    path,
    'own µs/req': own.cpu,
    'own bytes': own.bytes,
    'hono µs/req': hono.cpu,
    'hono bytes': hono.bytes,
    'hono/own CPU': Number((hono.cpu / own.cpu).toFixed(2)),
  });
}
console.table(rows);
