/**
 * Vitest global setup of the web tests, made once per run and shared by every journey:
 * - one Chromium (a playwright browser server): `launchChromium()` connects to it, and each journey works
 *   in browser contexts of its own, so journeys never share cookies or storage;
 * - one embedded data directory, migrated and with the catalogue (made by the server's
 *   test/support/make-templates.ts): `startServer()` starts each journey's server on a copy of it
 *   instead of creating, migrating and seeding a database (the demo family is still seeded by that
 *   server, on its own clock).
 * - one server per test worker (`E2E_WORKERS`), started on a copy of that directory with
 *   `ATTUNE_DEV_RESET=1`, whose first `POST /dev/reset` keeps its freshly seeded data: `startServer()`
 *   puts that data back before each journey instead of starting a server (a start took 15-20 s on a busy
 *   2-core machine, a reset a fraction of it).
 * All are handed over in environment variables, which the test workers inherit.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../chromium.shared.mjs';
import {
  E2E_BROWSER_ENDPOINT,
  E2E_DATA_TEMPLATE,
  E2E_SHARED_SERVERS,
  type RunningServer,
  repoRoot,
  resetServer,
  startOwnServer,
} from './harness';
import { E2E_WORKERS } from './workers';

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'attune-e2e-template-'));
  const template = join(dir, 'data');
  const browserServer = await chromium.launchServer(chromiumLaunchOptions());
  try {
    await promisify(execFile)(
      process.execPath,
      [
        '--conditions=@attune/source',
        '--import',
        'tsx',
        'test/support/make-templates.ts',
        'datadir',
        template,
      ],
      { cwd: join(repoRoot, 'packages/server'), env: { ...process.env, DATABASE_URL: '' } },
    );
  } catch (error) {
    await browserServer.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  process.env[E2E_BROWSER_ENDPOINT] = browserServer.wsEndpoint();
  process.env[E2E_DATA_TEMPLATE] = template;
  const servers: RunningServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await browserServer.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // ATTUNE_E2E_OWN_SERVERS=1: every journey starts a server of its own, as before (for comparison).
    const count = process.env.ATTUNE_E2E_OWN_SERVERS === '1' ? 0 : E2E_WORKERS;
    // Started side by side; all are waited for (kept as each answers), so a failure stops every one.
    const outcomes = await Promise.allSettled(
      Array.from({ length: count }, async () => {
        const server = await startOwnServer({ ATTUNE_DEV_RESET: '1' });
        servers.push(server);
        // The first reset keeps the data as seeded; every journey's `startServer()` puts it back.
        await resetServer(server.url);
      }),
    );
    const failed = outcomes.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  process.env[E2E_SHARED_SERVERS] = servers.map((server) => server.url).join(',');
  console.log(
    `web tests: shared Chromium, data template and ${servers.length} server(s) ready in ${Date.now() - started} ms`,
  );
  return stopAll;
}
