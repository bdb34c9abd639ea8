/**
 * The shell keeps the spec's word, at phone width (390 px), axe on each page:
 * - the account menu offers Add-ons once a child has a path (the patient JSON carries `paths`);
 * - a path no route has answers HTTP 404, and the page says it was not found;
 * - the child's settings have a Look page that changes the avatar, saved with the child (in both languages);
 * - the global loading indicator shows while a page's data loads;
 * - sign-up offers no "Work account" choice (no eligibility check stands behind it).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let maya = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(60_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shell', () => {
  it('offers Add-ons in the account menu once a child has a path', async () => {
    await logInAsDemo(page);
    const gotIt = page.getByRole('button', { name: 'Got It' });
    if (await gotIt.count()) await gotIt.click();
    maya = await page.evaluate(async () => {
      const body = (await (await fetch('/v1/patients')).json()) as {
        patients: { id: number; name: string; paths: unknown[] }[];
      };
      const child = body.patients.find((each) => each.name.startsWith('Maya'));
      if (child && child.paths.length === 0) {
        const groups = (await (await fetch('/v1/improvement_groups')).json()) as {
          improvement_groups: { id: number; areas: string[] }[];
        };
        const group = groups.improvement_groups.find((each) => each.areas.length > 0);
        await fetch('/v1/paths', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ child_id: child.id, group_id: group?.id, areas: [group?.areas[0]] }),
        });
      }
      return child?.id ?? 0;
    });
    expect(maya).toBeGreaterThan(0);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Add-ons' }).click();
    await page.waitForURL(/\/app\/child\/\d+\/add-ons$/);
    await checkA11y(page, 'add-ons from the account menu');
  });

  it('answers a path no route has with HTTP 404 and the page-not-found', async () => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkA11y(page, 'page not found');
    const known = await page.evaluate(async () => (await fetch('/app/settings/account')).status);
    expect(known).toBe(200);
  });

  it('shows the loading indicator while the next page’s data loads', async () => {
    await page.goto('/app');
    await page.locator('main h1').first().waitFor();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/child_activity_plans*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(`a[href="/app/child/${maya}"]`).first().click();
    await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    release();
    await page.waitForURL(`**/app/child/${maya}`);
    await page.unrouteAll();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
  });

  it("changes Maya's look from her settings, in English and in Spanish", async () => {
    await page.goto(`/app/child/${maya}/settings/look`);
    await page.getByRole('tab', { name: 'Skin' }).click();
    await page.getByRole('radio', { name: 'Medium dark' }).check({ force: true });
    await checkA11y(page, 'look (en)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    const saved = await page.evaluate(async (id) => {
      const body = (await (await fetch(`/v1/patients/${id}`)).json()) as { patient: { skin_color: unknown } };
      return body.patient.skin_color;
    }, maya);
    // Medium dark is the palette's fifth skin tone.
    expect(saved).toBe(5);
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();
    await page.goto(`/app/child/${maya}/settings/look`);
    await page.getByRole('link', { name: 'Aspecto' }).waitFor();
    await checkA11y(page, 'look (es)');
    await page.goto('/app/settings/account');
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByText('Language saved.').waitFor();
  });

  it('offers no Work account at sign-up', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    await fresh.goto('/signup');
    await fresh.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(await fresh.getByText(/Work account/i).count()).toBe(0);
    expect(await fresh.getByRole('radio').count()).toBe(0);
    await checkA11y(fresh, 'sign-up');
    await context.close();
  });
});
