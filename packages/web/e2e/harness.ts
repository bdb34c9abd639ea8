/**
 * The e2e harness: the REAL reference server (packages/server, embedded PostgreSQL in a temp directory)
 * serving the built app (packages/web/dist) on one 127.0.0.1 port, and Debian's chromium through
 * playwright-core (never downloaded). Every page a journey visits goes through `checkA11y`.
 *
 * Under vitest, ./global-setup.ts starts one Chromium and one seeded data directory for the run:
 * `launchChromium()` connects to that browser and `startServer()` starts on a copy of that directory.
 * Outside it (scripts, the bench) both start from nothing as before.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../chromium.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
export const webDist = resolve(here, '../dist');

/** The environment variable holding the run's shared Chromium (a playwright browser server's address). */
export const E2E_BROWSER_ENDPOINT = 'ATTUNE_E2E_BROWSER_WS';
/** The environment variable holding the run's seeded data directory, copied for each server. */
export const E2E_DATA_TEMPLATE = 'ATTUNE_E2E_DATA_TEMPLATE';

/**
 * Chromium for a journey: the run's shared browser when the global setup started one (closing what this
 * returns closes the journey's contexts and disconnects, leaving the browser to the next journey), or a
 * browser of its own.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = process.env[E2E_BROWSER_ENDPOINT];
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch(chromiumLaunchOptions());
  return patient(browser);
}

/**
 * How long a journey's page waits for what it expects to see (an element, a URL, a load) before failing.
 * Playwright's 30 s default was missed on a 2-core machine at load 30 by a log-in that works; journeys
 * wait on visible state, so only a hang reaches this bound. A journey may still set its own. It stays
 * under every journey's test timeout (the shortest is 120 s): a wait that hangs fails naming its step
 * ("waiting for getByRole(...)"), instead of the test timing out with the step unknown.
 */
export const PAGE_PATIENCE_MS = 90_000;

/**
 * Every context the browser makes (`newContext`, and `newPage`'s own) waits at least
 * {@link PAGE_PATIENCE_MS}: a journey's own `setDefaultTimeout(15_000)` (a bound meant for hangs on a
 * quiet machine) is raised to it. A single call's explicit `timeout` is left as the journey wrote it.
 */
function patient(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const setDefault = context.setDefaultTimeout.bind(context);
    const setNavigation = context.setDefaultNavigationTimeout.bind(context);
    context.setDefaultTimeout = (ms) => setDefault(Math.max(ms, PAGE_PATIENCE_MS));
    context.setDefaultNavigationTimeout = (ms) => setNavigation(Math.max(ms, PAGE_PATIENCE_MS));
    context.setDefaultTimeout(PAGE_PATIENCE_MS);
    context.setDefaultNavigationTimeout(PAGE_PATIENCE_MS);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // As Playwright's own `newPage`: closing the page closes its context.
    page.once('close', () => {
      context.close().catch(() => undefined);
    });
    return page;
  };
  return browser;
}

/** With `ATTUNE_E2E_TIMING=1`, a line on where a journey's time goes (server start or reset, each axe check). */
function timing(line: string): void {
  if (process.env.ATTUNE_E2E_TIMING === '1') console.log(`[e2e timing] ${line}`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * The environment variable holding the run's shared servers (comma-separated addresses, one per vitest
 * worker), started by ./global-setup.ts with `POST /dev/reset` (see {@link startServer}).
 */
export const E2E_SHARED_SERVERS = 'ATTUNE_E2E_SHARED_SERVERS';

/**
 * A server for a journey, on the data a fresh server has (the catalogue and the demo family, whose
 * children are 1 and 2, no other account, an empty outbox):
 * - under vitest, the run's shared server of this worker, put back to that data by `POST /dev/reset`
 *   (packages/server/src/seed/dev-reset.ts) before the journey starts: journeys run one after another on
 *   it, so none sees what another wrote; `stop()` leaves it running for the next journey;
 * - elsewhere (scripts, the bench), a server of its own ({@link startOwnServer}).
 * A journey whose server needs an environment of its own (norms, a fake Fitbit, an admin token) calls
 * {@link startOwnServer}.
 */
export async function startServer(): Promise<RunningServer> {
  // For quick iteration on the journeys: reuse a server that is already running.
  const external = process.env.ATTUNE_E2E_URL;
  if (external) return { url: external, stop: async () => {} };
  const shared = process.env[E2E_SHARED_SERVERS]?.split(',').filter(Boolean) ?? [];
  if (shared.length === 0) return startOwnServer();
  // vitest numbers its workers from 1; each has a server of its own.
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = shared[(Math.max(worker, 1) - 1) % shared.length] as string;
  const started = Date.now();
  await resetServer(url);
  timing(`server reset: ${Date.now() - started} ms`);
  return { url, stop: async () => {} };
}

/** Puts a server started with `ATTUNE_DEV_RESET=1` back to its data at its first reset (or takes it). */
export async function resetServer(url: string): Promise<void> {
  const response = await fetch(`${url}/dev/reset`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`POST ${url}/dev/reset answered ${response.status}: ${await response.text()}`);
}

/**
 * A copy of the run's seeded data directory (migrated, with the catalogue; no demo family) for a journey
 * that opens the server's database in its own process, and how to remove it; null outside vitest's run.
 */
export function copyOfDataTemplate(): { readonly dataDir: string; remove(): void } | null {
  const template = process.env[E2E_DATA_TEMPLATE];
  if (!template) return null;
  const tempDir = mkdtempSync(join(tmpdir(), 'attune-e2e-'));
  const dataDir = join(tempDir, 'data');
  cpSync(template, dataDir, { recursive: true });
  chmodSync(dataDir, 0o700); // the server refuses a data directory others may read
  return { dataDir, remove: () => rmSync(tempDir, { recursive: true, force: true }) };
}

/**
 * Starts `packages/server/src/main.ts` on a free port with a data directory of its own: a copy of the
 * run's seeded template when there is one (the server then seeds only the demo family, on its clock),
 * else an empty one. It inherits this process's environment, and `env` on top.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const startedAt = Date.now();
  const port = await freePort();
  const tempDir = mkdtempSync(join(tmpdir(), 'attune-e2e-'));
  const template = process.env[E2E_DATA_TEMPLATE];
  const dataDir = template ? join(tempDir, 'data') : tempDir;
  if (template) {
    cpSync(template, dataDir, { recursive: true });
    chmodSync(dataDir, 0o700); // the server refuses a data directory others may read
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@attune/source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: webDist,
        NODE_ENV: 'development',
        // CI sets DATABASE_URL for the server's own suite; the journeys always use their own embedded database.
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The latest output only (a shared server logs every request of the run), for the error below.
  let output = '';
  let ready = false;
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolveReady, reject) => {
    // No timer of its own: a loaded machine may take minutes; the journey's hook timeout bounds a hang.
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (!ready && output.includes('listening on')) {
        ready = true;
        resolveReady();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  timing(`server start: ${Date.now() - startedAt} ms`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** axe-core's source, the very version `@axe-core/playwright` injects (both 4.13.0). */
const AXE_SOURCE: string = axe.source;

/**
 * How long {@link checkA11y} waits for the network to go quiet (no request for 500 ms) before it checks
 * anyway: well under {@link PAGE_PATIENCE_MS}, so a page that never goes quiet costs this, not the
 * journey's whole budget.
 */
const NETWORK_IDLE_MS = 20_000;

/**
 * axe-core's full rule set on the page, answering its violations. A page without frames (every page the
 * app has) gets axe once per document (kept on `window` across the app's own page changes, put in again
 * after a load) and one `axe.run` there, the same rules on the same DOM as `AxeBuilder`, without injecting
 * axe's 560 kB each time, opening a blank page for `finishRun` and sending back every passed node. A page
 * with frames goes through `AxeBuilder`, which checks inside them.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    // Every rule runs; `resultTypes` only stops axe listing each node that passed (the violations are whole).
    const results = await engine.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
}

/**
 * With `ATTUNE_E2E_AXE_COMPARE=1`, a line per check: `AxeBuilder`'s own run on the same page, its time
 * beside a second {@link axeViolations}, and whether all three found the same violations on the same nodes.
 */
async function compareWithAxeBuilder(
  page: Page,
  label: string,
  violations: AxeResults['violations'],
): Promise<void> {
  const key = (found: AxeResults['violations']) =>
    JSON.stringify(found.map((v) => [v.id, v.nodes.map((n) => [n.target, n.failureSummary])]).sort());
  const builderStarted = Date.now();
  const builder = (await new AxeBuilder({ page }).analyze()).violations;
  const builderMs = Date.now() - builderStarted;
  const againStarted = Date.now();
  const again = await axeViolations(page);
  const againMs = Date.now() - againStarted;
  const same = key(builder) === key(violations) && key(again) === key(violations);
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `[axe compare] ${label}: AxeBuilder ${builderMs} ms, once more ${againMs} ms, same ${same} (${builder.length} violation(s)), load ${load}`,
  );
}

/** The axe check every visited page goes through: no violations at all. */
export async function checkA11y(page: Page, label: string): Promise<void> {
  const started = Date.now();
  await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_MS }).catch(() => undefined);
  const idle = Date.now();
  // Let opening animations (a dialog fading in) finish, so axe measures the colors a parent sees.
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    )
    .catch(() => undefined);
  const settled = Date.now();
  const violations = await axeViolations(page);
  if (process.env.ATTUNE_E2E_AXE_COMPARE === '1') await compareWithAxeBuilder(page, label, violations);
  timing(
    `axe ${label}: idle ${idle - started} ms, animations ${settled - idle} ms, axe ${Date.now() - settled} ms`,
  );
  if (violations.length > 0) {
    const summary = violations
      .map(
        (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      )
      .join('\n');
    throw new Error(`axe found ${violations.length} violation(s) on ${label} (${page.url()}):\n${summary}`);
  }
}

/** The newest confirmation link the server mailed to this address (GET /dev/outbox). */
export async function confirmationToken(serverUrl: string, email: string): Promise<string> {
  const response = await fetch(`${serverUrl}/dev/outbox`);
  const body = (await response.json()) as { messages: { to: string; text: string }[] };
  const message = [...body.messages].reverse().find((m) => m.to === email);
  const token = message?.text.match(/confirmation_token=([A-Za-z0-9_\-.%]+)/)?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  return decodeURIComponent(token);
}

/** Logs the demo parent in through the log-in page (English) and waits for the app's home. */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/login?lang=en');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@attune.test');
  await page.getByLabel(/^Password/).fill('attune-demo-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/app');
  // the app has taken over from the log-in page (its home is painted)
  await page.locator('main h1').first().waitFor();
}
