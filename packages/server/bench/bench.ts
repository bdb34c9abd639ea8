/**
 * `pnpm --filter @attune/server bench`: requests per second and p99 latency of
 * `GET child_activity_plans?child_id=` for a child with 5 plans of 30 sessions of 5 items, next to
 * `GET /health` on the same server in the same run, at 32 concurrent keep-alive connections.
 *
 * Environment: BENCH_SECONDS (per route, default 10), BENCH_CONNECTIONS (default 32),
 * DATABASE_URL (a PostgreSQL server instead of the embedded database; a temporary database is
 * created there and dropped).
 */
import http from 'node:http';
import { consoleLogger, silentLogger } from '../src/app';
import { createDatabase } from '../src/db/database';
import { activityItems, activityPlans, activitySessions } from '../src/db/schema';
import { createTemporaryDatabase } from '../src/db/temporary-database';
import { startServer } from '../src/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

// On a PostgreSQL server the benchmark works in a database of its own, dropped at the end.
const database = process.env.DATABASE_URL
  ? await createTemporaryDatabase(process.env.DATABASE_URL)
  : await createDatabase({ memory: true });
const server = await startServer({
  db: database.db,
  logger: process.env.BENCH_DEBUG ? consoleLogger : silentLogger,
  production: false,
});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolvePromise, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

// A catalogue plan of 30 sessions of 5 items, and a family whose child has 5 of them.
const [plan] = await database.db
  .insert(activityPlans)
  .values({ key: 'bench-plan', title: 'Benchmark plan', description: 'Thirty sessions.', cadenceDays: 7 })
  .returning();
const sessions = await database.db
  .insert(activitySessions)
  .values(
    Array.from({ length: 30 }, (_, position) => ({
      activityPlanId: plan?.id ?? 0,
      position,
      title: `Session ${position}`,
      description: 'A session of the benchmark plan.',
      length: '10 min',
    })),
  )
  .returning();
await database.db.insert(activityItems).values(
  sessions.flatMap((session) =>
    Array.from({ length: 5 }, (_, index) => ({
      activitySessionId: session.id,
      position: index + 1,
      content: `Step ${index + 1} of ${session.title}`,
    })),
  ),
);
await server.ctx.catalogue.get(true);
const password = 'steady-copper-lantern-77';
const signUp = await request(
  'POST',
  '/v1/users',
  {},
  { user: { name: 'Bench', email: 'bench@example.test', password, password_confirmation: password } },
);
const token = (JSON.parse(signUp.text) as { user: { token: string } }).user.token;
const auth = { 'x-user-token': token };
const child = await request('POST', '/v1/patients', auth, {
  patient: { name: 'Bench', birthday: '2017-01-01', gender: 'other' },
});
const childId = (JSON.parse(child.text) as { patient: { id: number } }).patient.id;
for (let i = 0; i < 5; i += 1) {
  const started = await request('POST', '/v1/child_activity_plans', auth, {
    child_id: childId,
    activity_plan_id: plan?.id,
  });
  if (started.status !== 200) throw new Error(`start plan: ${started.text}`);
}
const check = await request('GET', `/v1/child_activity_plans?child_id=${childId}`, auth);
const plans = (
  JSON.parse(check.text) as { plans: { child_activity_sessions: { child_activity_items: unknown[] }[] }[] }
).plans;
const items = plans.reduce(
  (sum, p) => sum + p.child_activity_sessions.reduce((s, x) => s + x.child_activity_items.length, 0),
  0,
);

async function load(name: string, path: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  // Warm up for a second, then measure.
  const warmEnd = performance.now() + 1000;
  const end = warmEnd + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const response = await request('GET', path, headers);
        const finished = performance.now();
        if (started >= warmEnd) {
          if (response.status === 200) latencies.push(finished - started);
          else errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    route: name,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / SECONDS),
    'p50 ms': Number(pick(0.5).toFixed(1)),
    'p99 ms': Number(pick(0.99).toFixed(1)),
    errors,
  };
}

console.log(
  `engine: ${database.engine}; ${CONNECTIONS} connections; ${SECONDS} s per route; the child has ${plans.length} plans, ${items} items (${(check.text.length / 1024).toFixed(0)} KiB per answer)`,
);
const results = [
  await load('GET /health', '/health', {}),
  await load('GET /v1/child_activity_plans?child_id=', `/v1/child_activity_plans?child_id=${childId}`, auth),
];
console.table(results);
agent.destroy();
await server.close();
await database.close();
