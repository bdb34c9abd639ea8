/**
 * Several server processes: `WEB_CONCURRENCY` above 1 is refused on the embedded database with a
 * message naming DATABASE_URL; on PostgreSQL, two real server processes on one database see each
 * other's writes to a child's plans and each other's log-outs at once, and a cluster of two serves.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

/** Starts `pnpm start`'s entry point with `env`; resolves when it listens (or with its exit). */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=@attune/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, NODE_ENV: 'test', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ code: number | null; output: string }>((resolveReady) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/listening on/.test(output)) resolveReady({ code: null, output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => resolveReady({ code, output }));
  });
  return { child, ready, output: () => output };
}

function stopMain(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

describe('several server processes', () => {
  it('refuses WEB_CONCURRENCY above 1 on the embedded database, naming DATABASE_URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'attune-cluster-'));
    try {
      const { ready } = startMain({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: '',
        DATA_DIR: join(dir, 'data'),
        PORT: '0',
      });
      const result = await ready;
      expect(result.code).toBe(1);
      expect(result.output).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(serverUrl)('server processes on one PostgreSQL database', () => {
  const name = `attune_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const url = new URL(serverUrl ?? '');
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const databaseUrl = () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  const running: ChildProcess[] = [];
  let a = '';
  let b = '';

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    // One first (it migrates and seeds), then the second.
    const portA = await freePort();
    const first = startMain({ DATABASE_URL: databaseUrl(), PORT: String(portA) });
    running.push(first.child);
    expect((await first.ready).code).toBeNull();
    const portB = await freePort();
    const second = startMain({ DATABASE_URL: databaseUrl(), PORT: String(portB) });
    running.push(second.child);
    expect((await second.ready).code).toBeNull();
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
  });
  afterAll(async () => {
    for (const child of running) await stopMain(child);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const call = async (base: string, method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { 'x-user-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as never };
  };

  it('sees a plan started and an item completed through the other process at once, and its log-out', async () => {
    const password = 'calm-river-morning-42';
    const email = 'two@example.test';
    expect(
      (
        await call(a, 'POST', '/v1/users', undefined, {
          user: { name: 'Two', email, password, password_confirmation: password },
        })
      ).status,
    ).toBe(202);
    const logIn = await call(b, 'POST', '/v1/sessions', undefined, { email, password });
    const token = (logIn.json as { user: { token: string } }).user.token;
    // A finished account with its free trial may add a child: confirmed through one process, the trial
    // started through the other.
    const outbox = (await call(a, 'GET', '/dev/outbox')).json as { messages: { to: string; text: string }[] };
    const confirmation = outbox.messages
      .find((message) => message.to === email)
      ?.text.match(/confirmation_token=([A-Za-z0-9_-]+)/)?.[1];
    expect(
      (await call(a, 'POST', '/v1/users/confirmation', undefined, { confirmation_token: confirmation }))
        .status,
    ).toBe(200);
    const { products } = (await call(b, 'GET', '/v1/products')).json as {
      products: { id: number; name: string }[];
    };
    const trial = products.find((product) => product.name === 'attune-trial');
    expect(
      (
        await call(b, 'POST', '/v1/payment/purchases', token, {
          payment: { product_id: trial?.id, soft_trial: true },
        })
      ).status,
    ).toBe(200);
    const child = await call(b, 'POST', '/v1/patients', token, {
      patient: { name: 'Ari', birthday: '2018-03-15', gender: 'other' },
    });
    const childId = (child.json as { patient: { id: number } }).patient.id;
    type Plans = {
      plans: {
        id: number;
        child_activity_sessions: { child_activity_items: { id: number; complete: boolean }[] }[];
      }[];
    };
    const plans = async (base: string) =>
      ((await call(base, 'GET', `/v1/child_activity_plans?child_id=${childId}`, token)).json as Plans).plans;
    expect(await plans(a)).toEqual([]);
    expect(await plans(b)).toEqual([]);
    const catalogue = (await call(a, 'GET', '/v1/activity_plans')).json as {
      activity_plans: { id: number }[];
    };
    const started = await call(b, 'POST', '/v1/child_activity_plans', token, {
      child_id: childId,
      activity_plan_id: catalogue.activity_plans[0]?.id,
    });
    expect(started.status).toBe(200);
    const seen = await plans(a);
    expect(seen).toHaveLength(1);
    const item = seen[0]?.child_activity_sessions[0]?.child_activity_items[0];
    const done = await call(a, 'PATCH', `/v1/child_activity_items/${item?.id}`, token, {
      child_id: childId,
      child_activity_item: { complete: true },
    });
    expect(done.status).toBe(200);
    expect((await plans(b))[0]?.child_activity_sessions[0]?.child_activity_items[0]?.complete).toBe(true);

    expect((await call(b, 'GET', '/v1/users/me', token)).status).toBe(200);
    expect((await call(a, 'DELETE', '/v1/sessions', token)).status).toBeLessThan(300);
    // A family's data is never served to the logged-out token, by any process: every such call compares
    // the account's counter in the database.
    expect((await call(b, 'GET', `/v1/child_activity_plans?child_id=${childId}`, token)).status).toBe(401);
    // The caller's own account (answered from memory while the account-change feed is up) is refused
    // once the log-out's notification is delivered: the log-out answered after it was sent.
    const loggedOut = Date.now();
    while ((await call(b, 'GET', '/v1/users/me', token)).status !== 401) {
      expect(Date.now() - loggedOut).toBeLessThan(1000);
    }
  });

  it('serves as a cluster of two processes (WEB_CONCURRENCY=2), every one refusing a logged-out token', async () => {
    const port = await freePort();
    const clustered = startMain({ DATABASE_URL: databaseUrl(), PORT: String(port), WEB_CONCURRENCY: '2' });
    running.push(clustered.child);
    expect((await clustered.ready).code).toBeNull();
    const base = `http://127.0.0.1:${port}`;
    // Wait until both processes listen (each says so).
    for (let i = 0; i < 600 && (clustered.output().match(/process \d+ listening/g)?.length ?? 0) < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const logIn = await call(base, 'POST', '/v1/sessions', undefined, {
      email: 'two@example.test',
      password: 'calm-river-morning-42',
    });
    expect(logIn.status).toBe(200);
    const token = (logIn.json as { user: { token: string } }).user.token;
    for (let i = 0; i < 6; i++) expect((await call(base, 'GET', '/v1/users/me', token)).status).toBe(200);
    // The log-out answers once the database has sent its notification to every process (the token
    // cache's feed); a process still holding the token drops it within that delivery (milliseconds, a
    // little more on a loaded machine): within a second, and never accepted again.
    expect((await call(base, 'DELETE', '/v1/sessions', token)).status).toBeLessThan(300);
    const loggedOut = Date.now();
    while ((await call(base, 'GET', '/v1/users/me', token)).status !== 401) {
      expect(Date.now() - loggedOut).toBeLessThan(1000);
    }
    for (let i = 0; i < 6; i++) expect((await call(base, 'GET', '/v1/users/me', token)).status).toBe(401);
  });
});
