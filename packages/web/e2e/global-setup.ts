/**
 * Vitest global setup of the web tests, made once per run and shared by every journey:
 * - one Chromium (a playwright browser server): `launchChromium()` connects to it, and each journey works
 *   in browser contexts of its own, so journeys never share cookies or storage;
 * - one embedded data directory, migrated and with the catalogue (made by the server's
 *   test/support/make-templates.ts): `startServer()` starts each journey's server on a copy of it
 *   instead of creating, migrating and seeding a database (the demo family is still seeded by that
 *   server, on its own clock).
 * Both are handed over in environment variables, which the test workers inherit.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../chromium.shared.mjs';
import { E2E_BROWSER_ENDPOINT, E2E_DATA_TEMPLATE, repoRoot } from './harness';

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
  console.log(`web tests: shared Chromium and data template ready in ${Date.now() - started} ms`);
  return async () => {
    await browserServer.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
