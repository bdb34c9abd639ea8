/**
 * `pnpm --filter @attune/web bench`: cold loads in headless chromium with 4x CPU slowdown, on the real
 * server serving the built app. Prints, for the log-in page and for a child view with three plans, the
 * JavaScript transferred (and its gzip size) and the Largest Contentful Paint; then the time to switch
 * between two child tabs. Not a test: it asserts nothing, it measures.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { confirmationToken, launchChromium, startServer } from '../e2e/harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function api<T>(url: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-User-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A confirmed, subscribed family with one child and three plans under way. */
async function family(url: string) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-2026';
  await api(url, 'POST', 'users', undefined, {
    user: { name: 'Bench Parent', email, password, password_confirmation: password },
  });
  const token = await confirmationToken(url, email);
  await api(url, 'POST', 'users/confirmation', undefined, { confirmation_token: token });
  const { user } = await api<{ user: { token: string; id: number } }>(url, 'POST', 'sessions', undefined, {
    email,
    password,
  });
  const { products } = await api<{ products: { id: number; name: string; trial_length: number }[] }>(
    url,
    'GET',
    'products',
    user.token,
  );
  const trial = products.find((p) => p.name === 'attune-trial');
  if (trial)
    await api(url, 'POST', 'payment/purchases', user.token, {
      payment: { product_id: trial.id, soft_trial: true },
    });
  const { patient } = await api<{ patient: { id: number } }>(url, 'POST', 'patients', user.token, {
    patient: { name: 'Maya', birthday: '2017-04-12', gender: 'female' },
  });
  const { activity_plans } = await api<{ activity_plans: { id: number; kind: string }[] }>(
    url,
    'GET',
    'activity_plans',
    user.token,
  );
  for (const plan of activity_plans.filter((p) => p.kind !== 'intervention').slice(0, 3)) {
    const { child_activity_plan } = await api<{ child_activity_plan: { id: number; state: string } }>(
      url,
      'POST',
      'child_activity_plans',
      user.token,
      {
        child_id: patient.id,
        activity_plan_id: plan.id,
      },
    );
    if (child_activity_plan.state !== 'active')
      await api(url, 'POST', `child_activity_plans/${child_activity_plan.id}/activate`, user.token, {
        child_id: patient.id,
      });
  }
  return { user, childId: patient.id };
}

interface Load {
  jsTransferred: number;
  jsGzip: number;
  jsFiles: number;
  lcp: number;
}

async function coldLoad(
  browser: Browser,
  url: string,
  path: string,
  cookie?: string,
  ready?: (page: Page) => Promise<void>,
): Promise<Load> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
  if (cookie) await context.addCookies([{ name: 'attune_account', value: cookie, url }]);
  await context.addInitScript(`window.__lcp = 0;
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  let transferred = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || event.response.mimeType.includes('javascript'))
      scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) transferred += event.encodedDataLength;
  });
  const bodies: Buffer[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  await page.waitForTimeout(1000);
  const lcp = (await page.evaluate('window.__lcp')) as number;
  const jsGzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  await context.close();
  return { jsTransferred: transferred, jsGzip, jsFiles: scripts.size, lcp };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const { user, childId } = await family(server.url);
    const cookie = encodeURIComponent(JSON.stringify(user));
    const report = async (label: string, loads: Load[]) => {
      const last = loads[loads.length - 1] as Load;
      console.log(
        `${label.padEnd(28)} JS ${kb(last.jsTransferred)} transferred (${kb(last.jsGzip)} gzip, ${last.jsFiles} files)   LCP median ${median(loads.map((l) => l.lcp)).toFixed(0)} ms (runs: ${loads.map((l) => l.lcp.toFixed(0)).join(', ')})`,
      );
    };
    const login: Load[] = [];
    for (let i = 0; i < RUNS; i++) login.push(await coldLoad(browser, server.url, '/login'));
    await report('log-in page (cold)', login);
    const child: Load[] = [];
    for (let i = 0; i < RUNS; i++)
      child.push(
        await coldLoad(browser, server.url, `/app/child/${childId}`, cookie, async (page) => {
          await page.getByRole('tab', { name: 'Scores' }).waitFor();
        }),
      );
    await report('child view, 3 plans (cold)', child);

    // Tab switches on a warm child view, CPU still slowed 4x.
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'attune_account', value: cookie, url: server.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/app/child/${childId}`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Tools' }).waitFor();
    const switches: number[] = [];
    for (let i = 0; i < 6; i++) {
      const name = i % 2 === 0 ? 'Tools' : 'Timeline';
      // A string, so the bundler's helpers (e.g. __name) never reach the page.
      const ms = (await page.evaluate(`new Promise((resolve) => {
        const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent.trim().includes(${JSON.stringify(name)}));
        if (!tab) return resolve(-1);
        const start = performance.now();
        tab.click();
        const check = () => {
          const panel = document.querySelector('[role="tabpanel"]');
          if (tab.getAttribute('aria-selected') === 'true' && panel && panel.childElementCount > 0)
            requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        check();
      })`)) as number;
      switches.push(ms);
    }
    console.log(
      `${'child tab switch (4x CPU)'.padEnd(28)} median ${median(switches).toFixed(0)} ms (runs: ${switches.map((s) => s.toFixed(0)).join(', ')})`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
