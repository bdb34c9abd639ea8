/**
 * Prometheus metrics of one server process (prom-client), answered at `/metrics` (observe.ts):
 * - `attune_http_requests_total{method,route,status}` and `attune_http_request_duration_seconds{method,route,status}`:
 *   every request Hono answers, by the route pattern (`/v1/patients/:id`, never the URL: no ids, no query);
 * - `attune_db_pool_connections{state}`: a PostgreSQL server's connection pool, `in_use`, `idle` and
 *   `waiting` (requests waiting for a connection); the embedded engine (PGlite) has no pool and no sample;
 * - `attune_mail_queue_messages{state}`: the outbox's depth at the scrape, `waiting` (to be sent) and
 *   `failed` (given up on after core's `MAIL_MAX_ATTEMPTS`), read from the database the process serves;
 * - `attune_job_runs_total{job,outcome}` and `attune_job_duration_seconds{job}`: each run of a scheduled
 *   job (`session_reminders`, `retention_purge`, `mail_delivery`), `success` or `failure`;
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event loop delay, handles) once `/metrics` is enabled.
 *
 * One set per process (Prometheus scrapes processes): with `WEB_CONCURRENCY` above 1 each process counts
 * its own requests, and `/metrics` answers for the process that took the scrape.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { activeTracing } from './tracing';

/** A connection pool as node-postgres exposes it. */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const isPool = (client: unknown): client is PoolCounts =>
  !!client &&
  typeof (client as PoolCounts).totalCount === 'number' &&
  typeof (client as PoolCounts).idleCount === 'number';

/** The outbox's depth as the mail sender counts it. */
export interface MailQueueCounts {
  readonly waiting: number;
  readonly failed: number;
}

/** The process's metrics. */
export class ProcessMetrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'attune_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'attune_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly jobRuns = new Counter({
    name: 'attune_job_runs_total',
    help: 'Runs of the scheduled jobs, by job and outcome (success, failure).',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'attune_job_duration_seconds',
    help: 'Time a scheduled job run took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });
  private readonly pools = new Set<PoolCounts>();
  private readonly mailQueues = new Set<() => Promise<MailQueueCounts>>();
  private defaults = false;

  constructor() {
    const pools = this.pools;
    const mailQueues = this.mailQueues;
    new Gauge({
      name: 'attune_mail_queue_messages',
      help: "The outbox's messages not sent: waiting (to be sent) and failed (given up on).",
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        if (mailQueues.size === 0) return;
        let waiting = 0;
        let failed = 0;
        for (const read of mailQueues) {
          // A database that does not answer leaves the gauge without a sample rather than failing the scrape.
          const depth = await read().catch(() => null);
          if (!depth) return;
          waiting += depth.waiting;
          failed += depth.failed;
        }
        this.set({ state: 'waiting' }, waiting);
        this.set({ state: 'failed' }, failed);
      },
    });
    new Gauge({
      name: 'attune_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: in_use, idle, waiting (requests waiting for one).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        if (pools.size === 0) return;
        let total = 0;
        let idle = 0;
        let waiting = 0;
        for (const pool of pools) {
          total += pool.totalCount;
          idle += pool.idleCount;
          waiting += pool.waitingCount;
        }
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  /** Counts a database's pool (when its engine has one: a PostgreSQL server's `pg.Pool`). */
  watchDatabase(db: object): void {
    const client = (db as { $client?: unknown }).$client;
    if (isPool(client)) this.pools.add(client);
  }

  /** Reads the outbox's depth at each scrape (`attune_mail_queue_messages`). */
  watchMailQueue(read: () => Promise<MailQueueCounts>): void {
    this.mailQueues.add(read);
  }

  /** Adds Node's own metrics (CPU, memory, event loop delay), once. */
  withProcessDefaults(): this {
    if (!this.defaults) {
      this.defaults = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this;
  }

  /** One answered request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }
}

let metrics: ProcessMetrics | null = null;

/** This process's metrics (made on first use). */
export function processMetrics(): ProcessMetrics {
  metrics ??= new ProcessMetrics();
  return metrics;
}

/** The scheduled jobs, by the name their metrics carry. */
export type JobName = 'session_reminders' | 'retention_purge' | 'mail_delivery' | 'billing';

/**
 * Runs one scheduled job's run, counting it (`attune_job_runs_total`, success or failure) and timing it;
 * in a span of its own when traces are exported. The run's result or error passes through.
 */
export async function jobRun<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const tracing = activeTracing();
  const span = tracing?.tracer.startSpan(`job ${job}`, { attributes: { 'attune.job': job } });
  const finish = (outcome: 'success' | 'failure') => {
    const recorded = processMetrics();
    recorded.jobRuns.inc({ job, outcome });
    recorded.jobDuration.observe({ job }, (performance.now() - started) / 1000);
    if (span && tracing) {
      if (outcome === 'failure') span.setStatus({ code: tracing.api.SpanStatusCode.ERROR });
      span.end();
    }
  };
  try {
    const result =
      span && tracing
        ? await tracing.api.context.with(tracing.api.trace.setSpan(tracing.api.context.active(), span), run)
        : await run();
    finish('success');
    return result;
  } catch (error) {
    finish('failure');
    throw error;
  }
}
