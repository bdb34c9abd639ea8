/**
 * The public pages as a visitor's browser gets them from the real server: painted from the prerendered
 * HTML before any JavaScript runs (JavaScript off: the form, the heading, the page's title are there), in
 * Spanish with `?lang=es`; hydrated without a mismatch (no page error, the form then works), axe-clean;
 * robots.txt is a file; any other route still gets the app.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PAGES = [
  {
    path: '/',
    heading: 'Calmer days for your family start here',
    title: 'Attune: calmer days for your family',
  },
  { path: '/login', heading: 'Welcome back', title: 'Log in · Attune' },
  { path: '/signup', heading: 'Create your account', title: 'Create your account · Attune' },
  {
    path: '/s/add-on/sleep',
    heading: 'Childhood Sleep Improvement',
    title: 'Childhood Sleep Improvement · Attune',
  },
] as const;

describe('before any JavaScript runs', () => {
  it('every public page shows its content and names itself', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, title } of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(title);
    }
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.getByLabel(/^Password/).waitFor();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.goto('/login?lang=es');
    await page.getByRole('heading', { level: 1, name: 'Hola de nuevo' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await context.close();
  });

  it('before hydration a form cannot be sent the browser way: read-only fields, a disabled button, never the password in an address', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/^Password/).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Log In' }).isDisabled()).toBe(true);
    expect(await page.locator('form').getAttribute('method')).toBe('post');
    // a parent pressing Enter in the field before the page's JavaScript arrives sends nothing
    await email.press('Enter');
    await page.goto('/signup');
    expect(await page.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Got It' }).isDisabled()).toBe(true);
    expect(addresses.filter((address) => address.includes('password='))).toEqual([]);
    await context.close();
  });
});

describe('hydrated', () => {
  it('each page hydrates without an error and is axe-clean, in English and Spanish', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const { path, heading } of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await checkA11y(page, `prerendered ${path}`);
    }
    await page.goto('/signup?lang=es', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).waitFor();
    await checkA11y(page, 'prerendered /signup in Spanish');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the hydrated log-in form logs in, and a logged-in visitor to /login goes home', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@attune.test');
    await page.getByLabel(/^Password/).fill('attune-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/app');
    await page.goto('/login');
    await page.waitForURL('**/app');
    await context.close();
  });
});

describe('files and other routes', () => {
  it('robots.txt is a text file and an app route gets the app shell', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    const shell = await (await fetch(`${server.url}/app/child/1`)).text();
    expect(shell).not.toContain('data-prerendered');
    expect(shell).toContain('<div id="root"></div>');
  });
});
