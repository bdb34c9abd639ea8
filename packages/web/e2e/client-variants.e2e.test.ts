/**
 * Each client variant, chosen by `__client__` when the app is opened and remembered through sign-up (the
 * query is gone after the first link): the child view's tabs and the timeline's discover cards the spec
 * gives it, and the content library for the sunflower client only. A family of any other client sees no
 * content library, and the server refuses its content calls (403).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCallStatus, signUpFamily } from './client-family';
import { checkA11y, launchChromium, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

const VARIANTS = [
  { client: null, tabs: ['Timeline', 'Scores', 'Tools'], discover: true, content: false, early: false },
  { client: 'parenting', tabs: ['Timeline', 'Scores'], discover: false, content: false, early: false },
  { client: 'health-plan', tabs: ['Timeline', 'Scores'], discover: false, content: false, early: false },
  { client: 'sunflower', tabs: ['Timeline', 'Scores'], discover: false, content: true, early: false },
  // Get Started tapped before the app's script ran on the page opened with `__client__` (a slow phone):
  // the plain link leaves the query behind, and the client is still this session's.
  { client: 'parenting', tabs: ['Timeline', 'Scores'], discover: false, content: false, early: true },
] as const;

describe.each(VARIANTS)(
  'a family of the $client client (tapped before the app started: $early)',
  (variant) => {
    it('sees the tabs, cards and content library its client has', async () => {
      const { context, page } = await newPage();
      const name = variant.client ?? 'default';
      const { childId } = await signUpFamily(page, server.url, {
        client: variant.client,
        email: `${name}-${Date.now()}@example.test`,
        childName: 'Robin',
        tapBeforeAppStarts: variant.early,
      });

      await page.goto(`/app/child/${childId}`);
      const tabs = page.getByRole('tablist');
      await tabs.getByRole('tab', { name: 'Timeline' }).waitFor();
      expect(await tabs.getByRole('tab').allTextContents()).toEqual([...variant.tabs]);
      const discover = page.getByText('Discover Add-ons');
      if (variant.discover) await discover.first().waitFor();
      else expect(await discover.count()).toBe(0);
      await checkA11y(page, `child view (${name})`);

      const contentLink = page.getByRole('link', { name: 'Content library' });
      if (variant.content) {
        await contentLink.click();
        await page.getByRole('tab', { name: 'For You', selected: true }).waitFor();
        expect(await contentCallStatus(page)).toBe(200);
      } else {
        expect(await contentLink.count()).toBe(0);
        await page.goto('/app/content');
        await page.getByText("The content library isn't part of your plan.").waitFor();
        await checkA11y(page, `content (${name})`);
        // The server refuses the content calls of this client, whatever the page does.
        expect(await contentCallStatus(page)).toBe(403);
        expect(await contentCallStatus(page, '/v1/content/collections')).toBe(403);
        expect(await contentCallStatus(page, '/v1/recommendations/content_pieces')).toBe(403);
      }

      // The variant was remembered by the session of the app, across a reload too.
      await page.reload();
      expect(await page.evaluate(() => sessionStorage.getItem('attune.clientVariant'))).toBe(name);
      await context.close();
    }, 120_000);
  },
);
