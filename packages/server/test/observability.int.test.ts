/**
 * What an operator reads from the outside, over HTTP: `/metrics` (Prometheus, behind METRICS_TOKEN) with
 * requests by route pattern, the database pool and the scheduled jobs' runs; `/v1/openapi.json`, the
 * contract as an OpenAPI 3.1 document.
 */
import { type Contract, contract, type Endpoint } from '@attune/api/contract';
import { openApiPath } from '@attune/api/openapi';
import { MAIL_MAX_ATTEMPTS } from '@attune/core/rules';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/app';
import type { AppContext } from '../src/context';
import { outbox } from '../src/db/schema';
import { startReminderSchedule } from '../src/notifications/reminders.service';
import { startRetentionSchedule } from '../src/retention/retention.service';
import { startServer } from '../src/server';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const METRICS_TOKEN = 'scrape-7c1d9e2b4a';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((part) => parts.includes(part))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe.each(engines)('metrics and the OpenAPI document (%s)', (engine) => {
  let harness: Harness;
  const scrape = async (authorization = `Bearer ${METRICS_TOKEN}`) => {
    const response = await fetch(`${harness.url}/metrics`, { headers: { authorization } });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  beforeAll(async () => {
    harness = await startHarness(engine, { metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers /metrics only to its token: 404 without one, with a wrong one, and where none is set', async () => {
    const none = await fetch(`${harness.url}/metrics`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ errors: { base: ['Not found'] } });
    expect((await scrape('Bearer scrape-wrong')).status).toBe(404);
    expect((await scrape(METRICS_TOKEN)).status).toBe(404);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);

    const saved = process.env.METRICS_TOKEN;
    delete process.env.METRICS_TOKEN;
    const unset = await startServer({ db: harness.server.ctx.db, logger: silentLogger, seed: false });
    try {
      const refused = await fetch(`${unset.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(refused.status).toBe(404);
    } finally {
      if (saved !== undefined) process.env.METRICS_TOKEN = saved;
      await unset.close();
    }
  });

  it('counts requests and their durations by route pattern, never by the URL', async () => {
    const { token } = await harness.family('metrics');
    const added = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Quillon', birthday: birthdayYearsAgo(harness.clock, 6), gender: 'male' } },
    });
    const childId = (added.json as { patient: { id: number } }).patient.id;
    const labels = { method: 'GET', route: '/v1/patients/:id', status: '200' };
    const before = sample((await scrape()).text, 'attune_http_requests_total', labels) ?? 0;
    expect((await harness.call('GET', `/v1/patients/${childId}`, { token })).status).toBe(200);
    expect((await harness.call('GET', `/v1/patients/${childId}`, { token })).status).toBe(200);
    expect((await harness.call('GET', '/v1/patients/2147483000', { token })).status).toBe(404);
    const { text } = await scrape();
    expect(sample(text, 'attune_http_requests_total', labels)).toBe(before + 2);
    expect(sample(text, 'attune_http_requests_total', { ...labels, status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'attune_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(
      sample(text, 'attune_http_requests_total', { method: 'POST', route: '/v1/patients', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    // No label holds an id, a query or a name.
    expect(text).not.toContain(`/v1/patients/${childId}`);
    expect(text).not.toContain('2147483000');
    expect(text).not.toContain('Quillon');
    expect(text).not.toContain(token);
    // Node's own metrics come along.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
  });

  it('shows the connection pool where the engine has one (a PostgreSQL server)', async () => {
    const { text } = await scrape();
    const inUse = sample(text, 'attune_db_pool_connections', { state: 'in_use' });
    const idle = sample(text, 'attune_db_pool_connections', { state: 'idle' });
    if (engine === 'postgres') {
      expect(inUse).toBeGreaterThanOrEqual(0);
      // The scrape itself ran no query; the earlier calls left their connections idle in the pool.
      expect(idle).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'attune_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else if (!engines.includes('postgres')) {
      // The embedded engine has no pool: the metric is declared with no sample.
      expect(inUse).toBeUndefined();
      expect(text).toContain('# TYPE attune_db_pool_connections gauge');
    }
  });

  it("shows the outbox's depth: the mail waiting and the mail given up on", async () => {
    const ctx = harness.server.ctx;
    const depth = async () => {
      const { text } = await scrape();
      return {
        waiting: sample(text, 'attune_mail_queue_messages', { state: 'waiting' }),
        failed: sample(text, 'attune_mail_queue_messages', { state: 'failed' }),
      };
    };
    const before = await depth();
    expect(before.waiting).toBeGreaterThanOrEqual(0);
    const [waiting, failed] = await ctx.db
      .insert(outbox)
      .values([
        { to: 'depth-1@example.test', subject: 'Waiting', text: 'A message to send.' },
        { to: 'depth-2@example.test', subject: 'Failed', text: 'Given up on.', attempts: MAIL_MAX_ATTEMPTS },
      ])
      .returning();
    try {
      const after = await depth();
      expect(after.waiting).toBe((before.waiting ?? 0) + 1);
      expect(after.failed).toBe((before.failed ?? 0) + 1);
    } finally {
      await ctx.db.delete(outbox).where(inArray(outbox.id, [waiting?.id ?? 0, failed?.id ?? 0]));
    }
  });

  it('counts the scheduled jobs’ runs, and their failures', async () => {
    const runs = (job: string, outcome: string, text: string) =>
      sample(text, 'attune_job_runs_total', { job, outcome }) ?? 0;
    const before = (await scrape()).text;
    const reminders = startReminderSchedule(harness.server.ctx, { intervalMs: 3_600_000 });
    await reminders.runNow();
    await reminders.stop();
    // A purge whose database fails: the run is counted as a failure (and logged, not thrown).
    const down = new Proxy(
      {},
      {
        get() {
          throw new Error('database down');
        },
      },
    );
    const failing: AppContext = { ...harness.server.ctx, db: down as AppContext['db'], logger: silentLogger };
    const purge = startRetentionSchedule(failing, { intervalMs: 3_600_000 });
    expect(await purge.runNow()).toBeNull();
    await purge.stop();
    const after = (await scrape()).text;
    // Each schedule runs once at start, and once more by runNow (or shares the run under way).
    expect(runs('session_reminders', 'success', after)).toBeGreaterThan(
      runs('session_reminders', 'success', before),
    );
    expect(runs('retention_purge', 'failure', after)).toBeGreaterThan(
      runs('retention_purge', 'failure', before),
    );
    expect(
      sample(after, 'attune_job_duration_seconds_count', { job: 'session_reminders' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('serves /v1/openapi.json, an OpenAPI 3.1 document with every call of the contract', async () => {
    const response = await fetch(`${harness.url}/v1/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const endpoints = Object.values(contract as Contract) as Endpoint[];
    for (const endpoint of endpoints) {
      expect(document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()]?.operationId).toBe(
        endpoint.name,
      );
    }
  });
});
