/**
 * `pnpm --filter @attune/server bench`: Attune next to its floors, measured in one run.
 *
 * The Attune server (bench/attune-server.ts) and the floors (bench/floor-server.ts: a bare Hono JSON
 * route, and the exact bytes Attune answered served from memory by Hono) each run in a process of
 * their own; this process only drives them with autocannon, one route at a time, in turns.
 *
 * Routes: `/health` (against the bare Hono route), then `users/me`, the reference calls and the plans of
 * a child with 5 plans of 30 sessions of 5 items (seeded here), each asked for by the session cookie
 * (the web app's way) and by the `X-User-Token` header (the native wrapper's), against the same bytes
 * from memory and the bare Hono route, all in the same turns. The table prints each one's req/s and p99
 * and the ratios: cookie/header (the two ways in are one path: about 1), cookie/memory, cookie/bare.
 *
 * On PostgreSQL a second table: the server as several processes (bench/attune-cluster.ts, Node's
 * cluster as `main.ts` runs it with WEB_CONCURRENCY) next to the single process and the floor, in turns,
 * for `/health`, `users/me`, two reference calls and the child's plans.
 *
 * Environment: DATABASE_URL (a PostgreSQL server: a fresh database is created there and dropped at the
 * end; otherwise the embedded database in a temporary directory), BENCH_SECONDS (per route and server,
 * default 4.5, after 1 s of warm-up, taken in BENCH_ROUNDS turns, default 3, alternating with the floor), BENCH_CONNECTIONS (default 32),
 * BENCH_PROCESSES (on PostgreSQL, the cluster's size for the second table; default 2, 1: none),
 * BENCH_ROUTES (a pattern: only the routes whose name matches, e.g. `health|plans`), BENCH_PROFILE (a
 * directory: Attune's single process writes a CPU profile there, `--cpu-prof`).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4.5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** BENCH_ROUNDS: how many turns each server's measurement is split into (default 3); more, shorter turns cancel more of the machine's own drift. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_ROUTES: a pattern; only the routes whose name matches it are measured (e.g. `health|plans`). */
const only = new RegExp(process.env.BENCH_ROUTES ?? '.', 'i');
const serverUrl = process.env.DATABASE_URL;

/** Runs a script of this folder in its own Node process and waits for its first message. */
function start(
  script: string,
  env: Record<string, string>,
  profile = false,
): Promise<{ child: ChildProcess; first: Record<string, unknown> }> {
  const child = fork(join(here, script), [], {
    execArgv: [
      '--conditions=@attune/source',
      '--import',
      'tsx',
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
    env: { ...process.env, ...env },
    // The request log goes where a production log would: a file (here /dev/null), never a terminal.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (first) => resolve({ child, first: first as Record<string, unknown> }));
    child.once('exit', (code) => reject(new Error(`${script} stopped (${code})`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}

async function admin(statement: string): Promise<void> {
  const url = new URL(serverUrl ?? '');
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ the database and the servers

const databaseName = `attune_bench_${randomBytes(5).toString('hex')}`;
let dataDir: string | null = null;
let databaseEnv: Record<string, string>;
if (serverUrl) {
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseEnv = { DATABASE_URL: url.toString() };
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'attune-bench-'));
  databaseEnv = { DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '' };
}

const children: ChildProcess[] = [];
try {
  const attune = await start(
    'attune-server.ts',
    // Production mode, with the sample catalogue a production server seeds only when asked.
    { ...databaseEnv, NODE_ENV: 'production', SEED_SAMPLE_CATALOGUE: '1' },
    !!process.env.BENCH_PROFILE,
  );
  children.push(attune.child);
  const base = attune.first.url as string;
  const planIds = attune.first.planIds as number[];

  async function call(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...extraHeaders,
        ...(token ? { 'x-user-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${Buffer.from(bytes)}`);
    return {
      bytes,
      headers: response.headers,
      json: JSON.parse(Buffer.from(bytes).toString('utf8') || 'null') as never,
    };
  }

  // A family whose child follows 5 plans of 30 sessions of 5 items.
  const password = 'steady-copper-lantern-77';
  await call('POST', '/v1/users', undefined, {
    user: { name: 'Bench', email: 'bench@example.test', password, password_confirmation: password },
  });
  // Sign-up answers the same whether or not the address exists; the token comes from logging in.
  const logIn = await call('POST', '/v1/sessions', undefined, { email: 'bench@example.test', password });
  const token = (logIn.json as { user: { token: string } }).user.token;
  // Confirmed (as from the mailed link) and on the free trial, as the app starts a family.
  const confirmed = new Promise((resolve) => attune.child.once('message', resolve));
  attune.child.send({ confirm: 'bench@example.test' });
  await confirmed;
  const products = await call('GET', '/v1/products');
  const trial = (products.json as { products: { id: number; name: string }[] }).products.find(
    (product) => product.name === 'attune-trial',
  );
  await call('POST', '/v1/payment/purchases', token, {
    payment: { product_id: trial?.id, soft_trial: true },
  });
  const child = await call('POST', '/v1/patients', token, {
    patient: { name: 'Bench', birthday: '2017-01-01', gender: 'other' },
  });
  const childId = (child.json as { patient: { id: number } }).patient.id;
  for (const planId of planIds) {
    await call('POST', '/v1/child_activity_plans', token, { child_id: childId, activity_plan_id: planId });
  }

  /**
   * The routes, each measured in turns against its floors: `/health` against a bare Hono route; the
   * family's calls by the session cookie (the web app's way) and by the `X-User-Token` header (the
   * native wrapper's), against the same bytes from memory and a bare Hono route.
   */
  const routes: { name: string; path: string; floor: 'bare' | 'memory'; family: boolean }[] = [
    { name: 'GET /health', path: '/health', floor: 'bare', family: false },
    { name: 'GET users/me', path: '/v1/users/me', floor: 'memory', family: true },
    { name: 'GET products', path: '/v1/products', floor: 'memory', family: false },
    { name: 'GET activity_plans', path: '/v1/activity_plans', floor: 'memory', family: false },
    { name: 'GET medications', path: '/v1/medications', floor: 'memory', family: true },
    { name: 'GET add_on_categories', path: '/v1/add_on_categories', floor: 'memory', family: true },
    { name: 'GET help_cards', path: '/v1/help_cards', floor: 'memory', family: true },
    { name: 'GET improvement_areas', path: '/v1/improvement_areas', floor: 'memory', family: true },
    { name: 'GET improvement_groups', path: '/v1/improvement_groups', floor: 'memory', family: true },
    { name: 'GET questionnaires', path: '/v1/questionnaires', floor: 'memory', family: true },
    { name: 'GET solutions', path: '/v1/solutions', floor: 'memory', family: false },
    {
      name: 'GET child_activity_plans (5x30x5)',
      path: `/v1/child_activity_plans?child_id=${childId}`,
      floor: 'memory',
      family: true,
    },
  ];

  // The exact bytes Attune answers at each path (by cookie: the web app's), for the memory floor, and
  // the headers it sends with them (the security headers, ETag, caching), for the floor that sends the
  // same answer whole.
  const bodies: Record<string, string> = {};
  const answerHeaders: Record<string, Record<string, string>> = {};
  const sizes = new Map<string, number>();
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  for (const route of routes) {
    const { bytes, headers: sent } = await call('GET', route.path, undefined, undefined, {
      cookie: `attune_session=${token}`,
    });
    sizes.set(route.path, bytes.byteLength);
    if (route.floor !== 'memory') continue;
    const path = route.path.split('?')[0] ?? route.path;
    bodies[path] = Buffer.from(bytes).toString('base64');
    answerHeaders[path] = Object.fromEntries(
      [...sent.entries()].filter(([name]) => !perConnection.has(name)),
    );
  }
  const floorServer = await start('floor-server.ts', {}, Boolean(process.env.BENCH_PROFILE_FLOOR));
  children.push(floorServer.child);
  const floor = floorServer;
  const floorReady = new Promise<string>((resolve) =>
    floor.child.once('message', (message) => resolve((message as { url: string }).url)),
  );
  floor.child.send({ bodies, headers: answerHeaders });
  const floorUrl = await floorReady;

  /** How a family's call is logged in: the web app's session cookie, or the native wrapper's header. */
  const byCookie = { cookie: `attune_session=${token}` };
  const byHeader = { 'x-user-token': token };
  /** A server process's CPU time so far, in microseconds (user and system). */
  function cpuOf(child: ChildProcess): Promise<number> {
    return new Promise((resolve) => {
      const listen = (message: unknown) => {
        if (!message || typeof message !== 'object' || !('cpu' in message)) return;
        child.off('message', listen);
        const cpu = (message as { cpu: { user: number; system: number } }).cpu;
        resolve(cpu.user + cpu.system);
      };
      child.on('message', listen);
      child.send('cpu');
    });
  }
  /**
   * One autocannon run; `seconds` of load. Also the serving process's CPU time per request: on a busy
   * machine req/s follows whatever else runs, CPU per request much less.
   */
  async function run(target: Target, seconds: number) {
    const before = await cpuOf(target.process);
    const result = await autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration: seconds,
      headers: target.headers,
    });
    const cpu = (await cpuOf(target.process)) - before;
    return {
      requests: result.requests.total,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
      cpu,
    };
  }
  type Target = { url: string; headers: Record<string, string>; process: ChildProcess };
  type Run = Awaited<ReturnType<typeof run>>;
  const sum = (runs: Run[], share: number) => ({
    rps: Math.round(runs.reduce((total, each) => total + each.requests, 0) / (share * runs.length)),
    /** CPU microseconds of the serving process per request answered. */
    cpuPerRequest: Math.round(
      runs.reduce((total, each) => total + each.cpu, 0) /
        Math.max(
          1,
          runs.reduce((total, each) => total + each.requests, 0),
        ),
    ),
    p99: [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)]?.p99 ?? 0,
    bad: runs.reduce((total, each) => total + each.bad, 0),
  });
  /**
   * Servers in turns (warm-up, then ROUNDS rounds of a share each), so that a burst of load from
   * elsewhere on the machine falls on all alike; req/s over all rounds, p99 the rounds' median.
   */
  async function compare(targets: Target[]) {
    const share = SECONDS / ROUNDS;
    for (const target of targets) await run(target, 1);
    const runs: Run[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, target] of targets.entries()) runs[index]?.push(await run(target, share));
    }
    return runs.map((each) => sum(each, share));
  }
  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));

  const engine = serverUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(
    `Attune server bench: ${engine}; ${CONNECTIONS} connections; ${SECONDS} s per route and server; ` +
      `${availableParallelism()} cores shared by the servers, the database and autocannon; load ${load()} at start`,
  );
  const rows: Record<string, string | number>[] = [];
  const bare: Target = { url: `${floorUrl}/health`, headers: {}, process: floor.child };
  const ours = (path: string, headers: Record<string, string>): Target => ({
    url: `${base}${path}`,
    headers,
    process: attune.child,
  });
  for (const route of routes.filter((each) => only.test(each.name))) {
    const path = route.path;
    if (route.floor === 'bare') {
      const [health, theirs] = await compare([ours(path, {}), bare]);
      if (!health || !theirs) continue;
      rows.push({
        route: route.name,
        bytes: sizes.get(path) ?? 0,
        'cookie req/s': '',
        'cookie p99 ms': '',
        'header req/s': health.rps,
        'header p99 ms': health.p99,
        'cookie/header': '',
        'memory req/s': '',
        'cookie/memory': '',
        'header/memory': '',
        'bare req/s': theirs.rps,
        'cookie/bare': '',
        'header/bare': ratio(health.rps, theirs.rps),
        'CPU µs/req cookie, header, memory, bare': `-, ${health.cpuPerRequest}, -, ${theirs.cpuPerRequest}`,
        ...(health.bad + theirs.bad > 0 ? { 'not 2xx': health.bad + theirs.bad } : {}),
      });
      console.log(
        `  ${route.name}: ${health.rps} req/s (bare Hono ${theirs.rps}); CPU per request ${health.cpuPerRequest} µs (bare ${theirs.cpuPerRequest})`,
      );
      continue;
    }
    // The web app's way and the native wrapper's, the same bytes from memory and a bare route, in turns.
    const [cookie, header, memory, floorBare] = await compare([
      ours(path, byCookie),
      ours(path, byHeader),
      { url: `${floorUrl}${path}`, headers: {}, process: floor.child },
      bare,
    ]);
    if (!cookie || !header || !memory || !floorBare) continue;
    rows.push({
      route: route.name,
      bytes: sizes.get(path) ?? 0,
      'cookie req/s': cookie.rps,
      'cookie p99 ms': cookie.p99,
      'header req/s': header.rps,
      'header p99 ms': header.p99,
      'cookie/header': ratio(cookie.rps, header.rps),
      'memory req/s': memory.rps,
      'cookie/memory': ratio(cookie.rps, memory.rps),
      'header/memory': ratio(header.rps, memory.rps),
      'bare req/s': floorBare.rps,
      'cookie/bare': ratio(cookie.rps, floorBare.rps),
      'header/bare': ratio(header.rps, floorBare.rps),
      'CPU µs/req cookie, header, memory, bare': [cookie, header, memory, floorBare]
        .map((each) => each.cpuPerRequest)
        .join(', '),
      ...(cookie.bad + header.bad > 0 ? { 'not 2xx': cookie.bad + header.bad } : {}),
    });
    console.log(
      `  ${route.name}: cookie ${cookie.rps} req/s (p99 ${cookie.p99} ms), header ${header.rps} (p99 ${header.p99} ms), ` +
        `same bytes from memory ${memory.rps}, bare Hono ${floorBare.rps}; CPU per request (µs) cookie ${cookie.cpuPerRequest}, ` +
        `header ${header.cpuPerRequest}, memory ${memory.cpuPerRequest}, bare ${floorBare.cpuPerRequest}`,
    );
  }
  console.table(rows);

  // Several processes (PostgreSQL only: the embedded database is opened by one process).
  const processes = Number(process.env.BENCH_PROCESSES ?? 2);
  const clusterRoutes = routes.filter(
    (route) =>
      /health|users\/me|products|medications|child_activity_plans/.test(route.name) && only.test(route.name),
  );
  if (serverUrl && processes > 1 && clusterRoutes.length > 0) {
    const clustered = await start('attune-cluster.ts', {
      ...databaseEnv,
      NODE_ENV: 'production',
      SEED_SAMPLE_CATALOGUE: '1',
      WEB_CONCURRENCY: String(processes),
    });
    children.push(clustered.child);
    const clusterUrl = clustered.first.url as string;
    console.log(
      `\nWEB_CONCURRENCY=${processes} (Node's cluster, as main.ts runs it) next to the single process, in turns; ` +
        `this machine has ${availableParallelism()} cores, shared by the ${processes} server processes, ` +
        `PostgreSQL and autocannon, so more processes cannot add much here; load ${load()}`,
    );
    const clusterRows: Record<string, string | number>[] = [];
    for (const route of clusterRoutes) {
      const [many, one, theirs] = await compare([
        { url: `${clusterUrl}${route.path}`, headers: byCookie, process: clustered.child },
        ours(route.path, byCookie),
        route.floor === 'bare'
          ? bare
          : { url: `${floorUrl}${route.path}`, headers: {}, process: floor.child },
      ]);
      if (!many || !one) continue;
      clusterRows.push({
        route: route.name,
        [`${processes} processes req/s`]: many.rps,
        'p99 ms': many.p99,
        '1 process req/s': one.rps,
        '1 process p99 ms': one.p99,
        [`${processes}/1`]: ratio(many.rps, one.rps),
        'floor req/s': theirs?.rps ?? '',
        [`${processes} processes / floor`]: theirs ? ratio(many.rps, theirs.rps) : '',
        ...(many.bad + one.bad > 0 ? { 'not 2xx': many.bad + one.bad } : {}),
      });
      console.log(`  ${route.name}: ${many.rps} req/s with ${processes} processes, ${one.rps} with 1`);
    }
    console.table(clusterRows);
  }
} finally {
  for (const child of children) await stop(child);
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
