/**
 * `pnpm --filter @attune/web bench:app`: the app's first load after log-in, in bytes. Serves the built app
 * (or each build named in `BENCH_DISTS`, comma-separated directories, one server each, so builds compare in
 * one run) and loads it in Debian's headless Chromium, cache disabled, twice:
 * - **home, cold**: `/app` with the demo account's session cookie, every script and style sheet it loads;
 * - **log-in, then home**: `/login`, the demo account logs in, until home is painted and the network idle.
 * Each figure is the sum of every script's and style sheet's body compressed with gzip level 9 (as the
 * bench's cold loads count JavaScript), with the number of files. `BENCH_FILES=1` lists the files.
 * Not a test: it asserts nothing, it measures.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, startOwnServer, webDist } from '../e2e/harness';

const DEMO = { email: 'demo@attune.test', password: 'attune-demo-2026' };

interface Load {
  readonly bytes: number;
  readonly files: ReadonlyMap<string, number>;
}

/** Counts every script and style sheet the context's pages load from now on (gzip -9 of each body). */
function countLoads(context: BrowserContext): () => Promise<Load> {
  const bodies: Promise<readonly [string, number]>[] = [];
  context.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const name = new URL(response.url()).pathname;
    bodies.push(
      response
        .body()
        .then((body) => [name, gzipSync(body, { level: 9 }).length] as const)
        .catch(() => [name, 0] as const),
    );
  });
  return async () => {
    const files = new Map(await Promise.all(bodies));
    return { bytes: [...files.values()].reduce((sum, size) => sum + size, 0), files };
  };
}

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(`try { localStorage.setItem('attune.cookiesAcknowledged', 'true'); } catch {}`);
  return context;
}

async function homeCold(browser: Browser, url: string): Promise<Load> {
  const response = await fetch(`${url}/v1/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { user } = (await response.json()) as { user: { token: string } };
  const context = await freshContext(browser);
  await context.addCookies([
    { name: 'attune_account', value: encodeURIComponent(JSON.stringify(user)), url },
    { name: 'attune_session', value: user.token, url, httpOnly: true, sameSite: 'Strict' },
  ]);
  const loads = countLoads(context);
  const page = await context.newPage();
  await page.goto(`${url}/app`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const load = await loads();
  await context.close();
  return load;
}

async function logInThenHome(browser: Browser, url: string): Promise<Load> {
  const context = await freshContext(browser);
  const loads = countLoads(context);
  const page = await context.newPage();
  await page.goto(`${url}/login?lang=en`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // the pointer leaves the button's place: a link that home draws under it would be prefetched on intent
  await page.mouse.move(0, 0);
  await page.waitForURL('**/app');
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const load = await loads();
  await context.close();
  return load;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB (${bytes} B)`;

async function main() {
  const dists = (process.env.BENCH_DISTS ?? webDist).split(',').map((dir) => resolve(dir));
  const browser = await launchChromium();
  try {
    console.log('| build | home, cold (JS + CSS, gzip -9) | log-in, then home |\n|---|---|---|');
    for (const dist of dists) {
      const server = await startOwnServer({ STATIC_DIR: dist });
      try {
        // one load first, not counted: the server compresses and caches its files on the first request
        await homeCold(browser, server.url);
        const cold = await homeCold(browser, server.url);
        const journey = await logInThenHome(browser, server.url);
        console.log(
          `| ${dist} | ${kb(cold.bytes)}, ${cold.files.size} files | ${kb(journey.bytes)}, ${journey.files.size} files |`,
        );
        if (process.env.BENCH_FILES)
          for (const [name, size] of [...cold.files].sort((a, b) => b[1] - a[1]))
            console.log(`    ${String(size).padStart(7)}  ${name}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
