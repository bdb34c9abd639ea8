/**
 * The app's one observing middleware, outermost, for every request Hono answers:
 * - a request id: the caller's `X-Request-Id` when well formed, else a new UUID; echoed in the answer's
 *   `X-Request-Id`, and carried by every log line written while the request is answered;
 * - a SERVER span when traces are exported (tracing.ts), continuing the caller's `traceparent`;
 * - the request's count and duration by route pattern, when `/metrics` is enabled (metrics.ts);
 * - the request log's line (http/request-log.ts), when asked for, but for the probes ({@link PROBES}).
 *
 * And `/metrics`, Prometheus's text format, for a caller sending `Authorization: Bearer <METRICS_TOKEN>`;
 * without a configured token, or with another one, it answers 404 as an unknown path does.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { logRequest } from '../http/request-log';
import type { Logger } from './log';
import { type MailQueueCounts, processMetrics } from './metrics';
import { inRequest, REQUEST_ID_HEADER, requestIdOf } from './request-context';
import { activeTracing } from './tracing';

/** What {@link observe} takes. */
export interface ObserveOptions {
  readonly logger: Logger;
  /** Write the request log's line for each request. */
  readonly requestLog: boolean;
  /** Count requests for `/metrics`. */
  readonly metrics: boolean;
}

const headerGetter = {
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
  keys: (headers: Headers) => [...headers.keys()],
};

/**
 * The paths a load balancer or a scraper asks every few seconds: answered, timed and counted like any
 * other, but not written to the request log (one line per probe would bury the family's requests).
 */
export const PROBES: ReadonlySet<string> = new Set(['/health', '/health/ready', '/metrics']);

/**
 * Sends the request's id in the answer's `X-Request-Id`. On @hono/node-server the header is set on Node's
 * own response, which merges it with the answer's when it writes them: reading `c.res.headers` would turn
 * the server's light-weight answer (its headers a plain object) into a Fetch `Headers` and cost more than
 * answering a cached call. Elsewhere (tests calling `app.request`) it is set on the answer.
 */
function echoRequestId(c: Context, requestId: string): void {
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

/** The observing middleware (see the module's comment). */
export function observe(options: ObserveOptions): MiddlewareHandler {
  const metrics = options.metrics ? processMetrics() : null;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const scope = { requestId };
    const tracing = activeTracing();
    let traceId: string | undefined;
    if (tracing) {
      const { api, tracer } = tracing;
      const parent = api.propagation.extract(api.context.active(), c.req.raw.headers, headerGetter);
      const span = tracer.startSpan(
        c.req.method,
        {
          kind: api.SpanKind.SERVER,
          attributes: { 'http.request.method': c.req.method, 'attune.request_id': requestId },
        },
        parent,
      );
      traceId = span.spanContext().traceId;
      await api.context.with(api.trace.setSpan(parent, span), () => inRequest(scope, next));
      const route = c.req.routePath || 'unmatched';
      span.updateName(`${c.req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', c.res.status);
      if (c.res.status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    } else {
      await inRequest(scope, next);
    }
    echoRequestId(c, requestId);
    // The route pattern, not the URL: no ids, no query strings (tokens), no names.
    const route = c.req.routePath || 'unmatched';
    if (metrics)
      metrics.observeRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000);
    if (options.requestLog && !PROBES.has(c.req.path)) {
      logRequest(options.logger, {
        method: c.req.method,
        route,
        status: c.res.status,
        startedAt: started,
        requestId,
        ...(traceId ? { traceId } : {}),
      });
    }
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>` (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Mounts `GET /metrics`: this process's metrics for the bearer of `token`; 404 (the app's not-found body)
 * without a token configured or with a wrong one. `db`'s connection pool is counted when it has one, and
 * the outbox's depth when `mailQueue` reads it.
 */
export function mountMetrics(
  app: Hono,
  options: { token: string | undefined; db: object; mailQueue?: () => Promise<MailQueueCounts> },
): void {
  const token = options.token?.trim() || undefined;
  const metrics = token ? processMetrics().withProcessDefaults() : null;
  metrics?.watchDatabase(options.db);
  if (options.mailQueue) metrics?.watchMailQueue(options.mailQueue);
  app.get('/metrics', async (c) => {
    if (!metrics || !token || !bearerMatches(c.req.header('authorization'), token)) {
      return c.json({ errors: { base: ['Not found'] } }, 404);
    }
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
