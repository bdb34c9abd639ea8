/**
 * Times the calls that must not tell whether an address has an account (issue 26, finding 1): password
 * reset, the confirmation link sent again and sign-up, each for addresses with an account and without,
 * over HTTP from separate loopback addresses (127.0.x.y: every request its own client address, so no
 * address limit is reached). The server runs in a process of its own (`src/main.ts`), on PostgreSQL when
 * DATABASE_URL is set (a fresh database is made and dropped), else on a fresh embedded data directory.
 *
 * Run: `node --conditions=@attune/source --import tsx bench/account-timing.ts` (ROUNDS, default 30).
 * Prints each kind's medians, the share of one side's requests slower than the other side's median, and
 * the overlap of the two ranges.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.ROUNDS ?? 30);
const password = 'gentle-meadow-breeze-9';

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

let nextAddress = 0;
/** A loopback address of its own for each request: 127.0.1.1, 127.0.1.2 ... */
const freshAddress = () => {
  nextAddress += 1;
  return `127.0.${1 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
};

/** POSTs JSON from `localAddress`; resolves with the status and the milliseconds to the whole answer. */
function post(port: number, path: string, body: unknown, localAddress: string) {
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; ms: number }>((done, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function report(kind: string, known: number[], unknown: number[]) {
  const knownMedian = median(known);
  const unknownMedian = median(unknown);
  const knownAbove = known.filter((ms) => ms > unknownMedian).length;
  const unknownAbove = unknown.filter((ms) => ms > knownMedian).length;
  const low = Math.max(Math.min(...known), Math.min(...unknown));
  const high = Math.min(Math.max(...known), Math.max(...unknown));
  const inBoth = [...known, ...unknown].filter((ms) => ms >= low && ms <= high).length;
  console.log(
    `${kind}: known median ${knownMedian.toFixed(1)} ms, unknown median ${unknownMedian.toFixed(1)} ms; ` +
      `known slower than the unknown median ${knownAbove}/${known.length}, unknown slower than the known median ${unknownAbove}/${unknown.length}; ` +
      `ranges overlap ${low.toFixed(1)}-${high.toFixed(1)} ms, holding ${inBoth}/${known.length + unknown.length} requests`,
  );
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const name = `attune_timing_${randomBytes(5).toString('hex')}`;
  let dir: string | null = null;
  const env: Record<string, string> = { NODE_ENV: 'test', STATIC_DIR: '/nonexistent' };
  let admin: pg.Client | null = null;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    dir = mkdtempSync(join(tmpdir(), 'attune-timing-'));
    env.DATABASE_URL = '';
    env.DATA_DIR = join(dir, 'data');
  }
  const port = await freePort();
  env.PORT = String(port);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@attune/source', '--import', 'tsx', 'src/main.ts'],
    { cwd: packageDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((ready) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/listening on/.test(output)) ready();
    });
  });
  try {
    const run = `${Date.now().toString(36)}`;
    const knownEmail = (i: number) => `known-${run}-${i}@example.test`;
    const unknownEmail = (i: number) => `nobody-${run}-${i}@example.test`;
    const signUp = (email: string) =>
      post(
        port,
        '/v1/users',
        { user: { name: 'Timing', email, password, password_confirmation: password } },
        freshAddress(),
      );
    for (let i = 0; i < rounds; i += 1) await signUp(knownEmail(i));
    // Warm-up: one of each, not counted.
    await post(port, '/v1/users/password', { user: { email: knownEmail(0) } }, freshAddress());
    await post(port, '/v1/users/password', { user: { email: 'warm@example.test' } }, freshAddress());

    const times = { reset: [[], []], resend: [[], []], signUp: [[], []] } as Record<
      string,
      [number[], number[]]
    >;
    for (let i = 0; i < rounds; i += 1) {
      // Interleaved, so load on the machine falls on both sides alike.
      const pairs: [string, string, (email: string) => Promise<{ status: number; ms: number }>][] = [
        [
          'reset',
          'password',
          (email) => post(port, '/v1/users/password', { user: { email } }, freshAddress()),
        ],
        [
          'resend',
          'confirmation',
          (email) => post(port, '/v1/users/confirmation/resend', { user: { email } }, freshAddress()),
        ],
        ['signUp', 'sign-up', signUp],
      ];
      for (const [kind, , call] of pairs) {
        const known = await call(knownEmail(i));
        const unknown = await call(kind === 'signUp' ? `new-${run}-${i}@example.test` : unknownEmail(i));
        if (known.status >= 400 || unknown.status >= 400)
          throw new Error(`${kind}: ${known.status} ${unknown.status}`);
        times[kind]?.[0].push(known.ms);
        times[kind]?.[1].push(unknown.ms);
      }
    }
    console.log(
      `${rounds} + ${rounds} requests each, ${serverUrl ? 'PostgreSQL' : 'PGlite'}, one loopback address per request`,
    );
    for (const [kind, [known, unknown]] of Object.entries(times)) report(kind, known, unknown);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    if (admin) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
