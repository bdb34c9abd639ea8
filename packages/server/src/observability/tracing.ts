/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set; otherwise nothing of OpenTelemetry is even loaded (the
 * packages are imported by {@link startTracing} only) and the hooks below cost one null check.
 *
 * What is traced:
 * - each HTTP request answered by the app: a SERVER span named `GET /v1/patients/:id` (the route pattern,
 *   never the URL: no ids), continuing the caller's `traceparent` when it sends one (the outer middleware, http/front.ts);
 * - each database statement, on both engines (PGlite and node-postgres): a CLIENT span named by its
 *   operation (`SELECT`, `INSERT` ...), with the statement's text with literals replaced by `?`, never
 *   its parameters (the database's wrappers below);
 * - each scheduled job's run (metrics.ts, `jobRun`).
 *
 * `OTEL_SERVICE_NAME` names the service (default `attune-server`).
 */
import type * as Api from '@opentelemetry/api';

/** The running tracing: the API and the tracer, and how to flush and stop it. */
export interface Tracing {
  readonly api: typeof Api;
  readonly tracer: Api.Tracer;
  /** Sends every finished span now (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops exporting; the database hooks stop making spans. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The running tracing, or null when traces are not exported. */
export const activeTracing = (): Tracing | null => active;

/** The id of the trace being recorded here, if any (for log lines). */
export function currentTraceId(): string | undefined {
  if (!active) return undefined;
  const span = active.api.trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}

/** The OTLP/HTTP traces URL from the environment: the traces endpoint as given, or `<endpoint>/v1/traces`. */
export function tracesUrl(env: NodeJS.ProcessEnv): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return null;
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Starts exporting traces when the environment names an OTLP endpoint; else does nothing and answers
 * null. Call once per process, before the server answers requests.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  const url = tracesUrl(env);
  if (!url) return null;
  if (active) return active;
  const [api, node, otlp, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new otlp.OTLPTraceExporter({ url });
  const provider = new node.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'attune-server' }),
    spanProcessors: [new node.BatchSpanProcessor(exporter)],
  });
  // The global provider, AsyncLocalStorage for the active span, W3C trace context for `traceparent`.
  provider.register();
  const tracing: Tracing = {
    api,
    tracer: provider.getTracer('@attune/server'),
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      active = null;
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
  active = tracing;
  const [lite, postgres] = await Promise.all([import('@electric-sql/pglite'), import('pg')]);
  hookDatabases(lite.PGlite.prototype, postgres.default.Client.prototype);
  return tracing;
}

/** A statement's text for a span: literals replaced by `?`, at most 2,000 characters. */
export function sanitizedStatement(text: string): string {
  return text
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\b\d+(\.\d+)?\b/g, '?')
    .slice(0, 2000);
}

/** A statement's operation (`SELECT`, `INSERT` ...), its span's name. */
const operationOf = (text: string): string => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';

/** Runs one database call in a CLIENT span (when traces are exported), ended when it settles. */
function inDatabaseSpan<T>(text: unknown, call: () => T): T {
  const tracing = active;
  if (!tracing || typeof text !== 'string') return call();
  const operation = operationOf(text);
  const span = tracing.tracer.startSpan(operation, {
    kind: tracing.api.SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.system': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': sanitizedStatement(text),
    },
  });
  const failed = (error: unknown) => {
    span.setStatus({
      code: tracing.api.SpanStatusCode.ERROR,
      message: (error as { code?: string })?.code ?? 'error',
    });
    span.end();
  };
  try {
    const result = tracing.api.context.with(
      tracing.api.trace.setSpan(tracing.api.context.active(), span),
      call,
    );
    if (result instanceof Promise) {
      return result.then(
        (value) => {
          span.end();
          return value;
        },
        (error: unknown) => {
          failed(error);
          throw error;
        },
      ) as T;
    }
    span.end();
    return result;
  } catch (error) {
    failed(error);
    throw error;
  }
}

let hooked = false;

/**
 * Wraps the two engines' statement methods once per process: PGlite's `query` and `exec` (and those of
 * its transactions), node-postgres's `Client.query` (which a pool's clients use). Each makes a span only
 * while traces are exported.
 */
function hookDatabases(pglite: object, pgClient: object): void {
  if (hooked) return;
  hooked = true;

  type Method = (this: unknown, ...args: unknown[]) => unknown;
  const lite = pglite as Record<string, Method>;
  for (const name of ['query', 'exec'] as const) {
    const original = lite[name] as Method;
    lite[name] = function traced(this: unknown, ...args: unknown[]) {
      return inDatabaseSpan(args[0], () => original.apply(this, args));
    };
  }
  const transaction = lite.transaction as Method;
  lite.transaction = function traced(this: unknown, ...args: unknown[]) {
    const work = args[0] as (tx: Record<string, Method>) => Promise<unknown>;
    return transaction.call(this, (tx: Record<string, Method>) => {
      const query = tx.query as Method;
      const exec = tx.exec as Method;
      const wrapped = Object.create(tx) as Record<string, Method>;
      wrapped.query = (...inner: unknown[]) => inDatabaseSpan(inner[0], () => query.apply(tx, inner));
      wrapped.exec = (...inner: unknown[]) => inDatabaseSpan(inner[0], () => exec.apply(tx, inner));
      return work(wrapped);
    });
  };

  const client = pgClient as Record<string, Method>;
  const clientQuery = client.query as Method;
  client.query = function traced(this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    // A callback call (a pool's own query) ends its span in the callback.
    const last = args.at(-1);
    if (active && typeof last === 'function' && typeof text === 'string') {
      let done: ((error: unknown) => void) | null = null;
      const settled = new Promise<void>((resolve, reject) => {
        done = (error) => (error ? reject(error) : resolve());
      });
      void inDatabaseSpan(text, () => settled).catch(() => {});
      const callback = last as (error: unknown, ...rest: unknown[]) => void;
      const inner = [
        ...args.slice(0, -1),
        (error: unknown, ...rest: unknown[]) => {
          done?.(error);
          callback(error, ...rest);
        },
      ];
      return clientQuery.apply(this, inner);
    }
    return inDatabaseSpan(text, () => clientQuery.apply(this, args));
  };
}
