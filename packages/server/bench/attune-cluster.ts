/**
 * The Attune server as several processes, as `main.ts` runs it with `WEB_CONCURRENCY` (Node's cluster:
 * the processes share one port, the first process hands each connection to one of them in turn), on the
 * PostgreSQL database the benchmark names (DATABASE_URL, already migrated and seeded by
 * bench/attune-server.ts). Each process serves with the same options as bench/attune-server.ts (request
 * log on, production mode; no mail sender or hourly schedules, which `main.ts` adds and which stay idle
 * during a benchmark). Tells the parent its address over IPC once every process listens, and stops on
 * `stop`.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { createDatabase } from '../src/db/database';
import { startServer } from '../src/server';

const url = process.env.DATABASE_URL ?? '';
const processes = Number.parseInt(process.env.WEB_CONCURRENCY ?? '2', 10) || 2;

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

if (cluster.isPrimary) {
  const port = await freePort();
  let listening = 0;
  for (let i = 0; i < processes; i += 1) cluster.fork({ BENCH_PORT: String(port) });
  cluster.on('listening', () => {
    listening += 1;
    if (listening === processes) process.send?.({ url: `http://127.0.0.1:${port}`, processes });
  });
  process.on('message', (message) => {
    // The workers' CPU time is not the first process's to see: the cluster's CPU per request is not measured.
    if (message === 'cpu') {
      process.send?.({ cpu: { user: 0, system: 0 } });
      return;
    }
    if (message !== 'stop') return;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker?.process.kill('SIGTERM');
    }
  });
} else {
  const database = await createDatabase({ url });
  const server = await startServer({
    db: database.db,
    listen: database.listen,
    port: Number(process.env.BENCH_PORT),
    production: true,
    requestLog: true,
    seed: false,
  });
  process.on('SIGTERM', async () => {
    await server.close();
    await database.close();
    process.exit(0);
  });
}
