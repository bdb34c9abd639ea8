/**
 * The app's one outer middleware, first for every request Hono answers, doing in one place what used to
 * be four layers (each layer of Hono's compose is a promise and a turn per request, and on a call
 * answered from memory they cost more than the answer):
 * - the request id (observability/request-context.ts): the caller's `X-Request-Id` when well formed,
 *   else a new UUID; echoed in the answer's `X-Request-Id` and filed on the call's context, whose logger
 *   (`ctx.logger`, as the router hands it to the services) writes it on every line;
 * - the health probes (`/health`, `/health/ready`, http/health.ts), answered here, before any route;
 * - after the routes: compression (http/compression.ts) and the security headers (http/security.ts) of
 *   answers not built with them ({@link isFinal}), HSTS over HTTPS, the request id (added to the plain
 *   headers of an answer built whole, so that @hono/node-server writes them as they are);
 * - a SERVER span when traces are exported (observability/tracing.ts), continuing the caller's
 *   `traceparent`, with the request's scope carried through the promises for the log's `trace_id`;
 * - the request's count and duration by route pattern, when `/metrics` is enabled (observability/metrics.ts);
 * - the request log's line (http/request-log.ts), when asked for, but for the probes ({@link PROBES}).
 *
 * The checks of requests that may carry a body or write (body limit, cookie writes: `writeGuards` in
 * security.ts) are mounted for those methods only: a read never passes through them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { processMetrics } from '../observability/metrics';
import { PROBES } from '../observability/observe';
import {
  fileRequestScope,
  inRequest,
  REQUEST_ID_HEADER,
  type RequestScope,
  requestIdOf,
  requestScopeOf,
} from '../observability/request-context';
import { activeTracing } from '../observability/tracing';
import type { Logger } from '../ports';
import { answerCompression, finalHeaders, isFinal } from './compression';
import type { HealthProbes } from './health';
import { logRequest } from './request-log';
import { addSecurityHeaders } from './security';

/** What {@link front} takes. */
export interface FrontOptions {
  readonly logger: Logger;
  /** Write the request log's line for each request. */
  readonly requestLog: boolean;
  /** Count requests for `/metrics`. */
  readonly metrics: boolean;
  /** Proxies whose `X-Forwarded-Proto` is believed (HSTS over HTTPS only). */
  readonly trustedProxies: readonly string[];
  /** The health paths' answers (http/health.ts). */
  readonly probes?: HealthProbes;
}

const headerGetter = {
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
  keys: (headers: Headers) => [...headers.keys()],
};

/**
 * Sends the request's id in the answer's `X-Request-Id`: in the plain headers of an answer built whole
 * (written as they are); else, on @hono/node-server, on Node's own response (merged with the answer's
 * when they are written); elsewhere (tests calling `app.request`) on the answer.
 */
function echoRequestId(c: Context, requestId: string): void {
  const plain = finalHeaders(c.res);
  if (plain) {
    plain[REQUEST_ID_HEADER] = requestId;
    return;
  }
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
    outgoing.setHeader(REQUEST_ID_HEADER, requestId);
    return;
  }
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // An answer with immutable headers (none of ours) goes out without it.
  }
}

/** The outer middleware (see the module's comment). */
export function front(options: FrontOptions): MiddlewareHandler {
  const metrics = options.metrics ? processMetrics() : null;
  const compress = answerCompression();
  const { trustedProxies, probes } = options;

  /** Everything after the answer is built: its headers, the request's count and its log line. */
  const finish = (
    c: Context,
    requestId: string,
    started: number,
    route: string | null,
    scope?: RequestScope,
  ) => {
    const traceId = scope ? traceIds.get(scope) : undefined;
    addSecurityHeaders(c, trustedProxies);
    echoRequestId(c, requestId);
    // The route pattern, not the URL: no ids, no query strings (tokens), no names.
    const pattern = route ?? (c.req.routePath || 'unmatched');
    const status = c.res.status;
    if (metrics) metrics.observeRequest(c.req.method, pattern, status, (performance.now() - started) / 1000);
    if (options.requestLog && !PROBES.has(c.req.path)) {
      logRequest(options.logger, {
        method: c.req.method,
        route: pattern,
        status,
        startedAt: started,
        requestId,
        ...(traceId ? { traceId } : {}),
      });
    }
  };
  /** Compression (for an answer not built whole), then {@link finish}: no promise for one built whole. */
  const after = (
    c: Context,
    requestId: string,
    started: number,
    route: string | null,
    scope?: RequestScope,
  ) => {
    if (isFinal(c.res)) return finish(c, requestId, started, route, scope);
    return compress(c).then(() => finish(c, requestId, started, route, scope));
  };

  /** The request without traces: a probe at once, else the routes, then {@link after}. */
  const answer = (c: Context, next: () => Promise<void>, requestId: string, started: number) => {
    const path = c.req.path;
    const probe = probes && path.startsWith('/health') ? probes(path) : null;
    if (probe) {
      if (!(probe instanceof Promise)) {
        c.res = probe;
        return after(c, requestId, started, path);
      }
      return probe.then((settled) => {
        c.res = settled;
        return after(c, requestId, started, path);
      });
    }
    return next().then(() => after(c, requestId, started, null));
  };

  return (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const scope: RequestScope = { requestId };
    fileRequestScope(c, scope);
    const tracing = activeTracing();
    if (!tracing) return answer(c, next, requestId, started) ?? Promise.resolve();
    return traced(tracing, c, async () => {
      await next();
      await after(c, requestId, started, null, scope);
    });
  };

  /** The request in a SERVER span, continuing the caller's trace, its scope carried through the promises. */
  async function traced(tracing: Tracing, c: Context, work: () => Promise<void>): Promise<void> {
    const { api, tracer } = tracing;
    const scope = requestScopeOf(c) as RequestScope;
    const parent = api.propagation.extract(api.context.active(), c.req.raw.headers, headerGetter);
    const span = tracer.startSpan(
      c.req.method,
      {
        kind: api.SpanKind.SERVER,
        attributes: { 'http.request.method': c.req.method, 'attune.request_id': scope.requestId },
      },
      parent,
    );
    traceIds.set(scope, span.spanContext().traceId);
    await api.context.with(api.trace.setSpan(parent, span), () => inRequest(scope, work));
    const route = c.req.routePath || 'unmatched';
    span.updateName(`${c.req.method} ${route}`);
    span.setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', c.res.status);
    if (c.res.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  }
}

type Tracing = NonNullable<ReturnType<typeof activeTracing>>;

/** The trace of a request answered in a span (the request log's `trace_id`). */
const traceIds = new WeakMap<RequestScope, string>();

/** A fetch handler as @hono/node-server calls it (`env`: Node's request and response). */
export type FetchHandler = (
  request: Request,
  env?: unknown,
  executionCtx?: never,
) => Response | Promise<Response>;

/**
 * `fetch` with the health probes answered before Hono when their answer is ready (the last probe fresh,
 * http/health.ts): the same answer {@link front} gives (security headers, the request id, counted for
 * `/metrics`; never in the request log), without routing, a context or a promise, so a load balancer's
 * probes cost about what a bare route does. Anything else, and a probe over HTTPS (HSTS), through a
 * trusted proxy, while traces are exported or while the probe is under way, goes to `fetch`.
 */
export function probesFirst(fetch: FetchHandler, options: FrontOptions): FetchHandler {
  const { probes } = options;
  if (!probes || options.trustedProxies.length > 0) return fetch;
  const metrics = options.metrics ? processMetrics() : null;
  return (request, env, executionCtx) => {
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const path = incoming?.url;
    if (
      (path === '/health' || path === '/health/ready') &&
      incoming?.method === 'GET' &&
      !(incoming.socket as { encrypted?: boolean } | undefined)?.encrypted &&
      !activeTracing()
    ) {
      const started = metrics ? performance.now() : 0;
      const answer = probes(path);
      const headers = answer instanceof Promise || !answer ? undefined : finalHeaders(answer);
      if (answer && headers) {
        const sent = incoming.headers[REQUEST_ID_HEADER];
        headers[REQUEST_ID_HEADER] = requestIdOf(typeof sent === 'string' ? sent : undefined);
        metrics?.observeRequest(
          'GET',
          path,
          (answer as Response).status,
          (performance.now() - started) / 1000,
        );
        return answer as Response;
      }
    }
    return fetch(request, env, executionCtx);
  };
}
