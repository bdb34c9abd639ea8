/**
 * The tools at phone width (390 × 844), as the demo family sees them: Social + Emotional's add-on card
 * says it comes with the subscription (no "Coming Soon", no Get), as its tool page works; "Your tools"
 * says where each tool stands for Maya by core's `toolStatus` (included, purchased, locked, coming soon),
 * and a tool bought becomes Purchased; tapping "Play this week's task" brings Target Recognition's game
 * into view with its Start button and every choice above the fold (a screenshot is kept for a person to look at).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, repoRoot, startServer } from './harness';

const WIDTH = 390;
const HEIGHT = 844;
/** Where the screenshots are kept for a person to look at (git ignores test-results). */
const SHOTS = join(repoRoot, 'packages/web/test-results');

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: WIDTH, height: HEIGHT },
  });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await logInAsDemo(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const statusOf = (tool: string) => page.locator(`li[data-tool="${tool}"]`).getAttribute('data-status');

describe('tools at 390 px', () => {
  it('the catalogue and the tool agree: Social + Emotional is included with the subscription', async () => {
    await page.goto('/app/child/1/add-ons');
    const social = page.locator('li[data-solution="social-emotional"]');
    await social.getByText('Included with your subscription').waitFor();
    expect(await social.getByRole('button', { name: 'Get' }).count()).toBe(0);
    await checkA11y(page, 'add-ons at 390 px');
    await page.goto('/app/child/1/add-ons/social-emotional');
    await page.getByRole('dialog').getByText('Included with your subscription').waitFor();
    expect(await page.getByText(/Coming Soon|Join Waiting List/).count()).toBe(0);
    await page.goto('/app/child/1/tool/social-emotional');
    await page.getByRole('link', { name: 'Start the check-in' }).waitFor();
  });

  it('"Your tools" says which tools Maya has, and a purchase turns Locked into Purchased', async () => {
    await page.goto('/app/child/1/tools');
    await page.getByRole('list', { name: 'Your tools' }).waitFor();
    expect(await statusOf('social-emotional')).toBe('included');
    expect(await statusOf('parent-coaching')).toBe('included');
    expect(await statusOf('sleep')).toBe('locked');
    expect(await statusOf('target-recognition')).toBe('locked');
    expect(await statusOf('reading-attention-tutor')).toBe('coming-soon');
    await page.locator('li[data-tool="sleep"]').getByText('Locked: not purchased yet').waitFor();
    await checkA11y(page, 'Your tools at 390 px');

    await page.goto('/app/child/1/add-ons');
    const tool = page.locator('li[data-solution="target-recognition"]');
    await tool.getByRole('button', { name: 'Get' }).click();
    const checkout = page.getByRole('dialog', { name: /^Get / });
    await checkout.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await checkout.getByLabel(/^Expiry/).fill('12 / 30');
    await checkout.getByLabel(/^Security code/).fill('123');
    await checkout.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByText('Order Complete').first().waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await tool.getByText('Purchased').waitFor();
    await page.goto('/app/child/1/tools');
    await page.getByRole('list', { name: 'Your tools' }).waitFor();
    await expect.poll(() => statusOf('target-recognition')).toBe('owned');
    expect(await statusOf('sleep')).toBe('locked');
  });

  it('the game starts above the fold once Play is tapped', async () => {
    await page.goto('/app/child/1/target-recognition');
    await page.getByRole('heading', { name: 'Target Recognition', level: 1 }).waitFor();
    // Play is in view as the page opens, and the game opens where it is.
    const play = page.getByRole('button', { name: "Play this week's task" });
    const playBox = await play.boundingBox();
    expect((playBox?.y ?? HEIGHT) + (playBox?.height ?? 0)).toBeLessThanOrEqual(HEIGHT);
    await play.click();
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await start.waitFor();
    const box = await start.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? HEIGHT) + (box?.height ?? 0)).toBeLessThanOrEqual(HEIGHT);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'target-recognition-390.png') });
    await checkA11y(page, 'Target Recognition game at 390 px');
    await start.click();
    await page.getByText('Set 1 of 80').waitFor();
    const choice = await page.locator('.at-target-game__choice').last().boundingBox();
    expect((choice?.y ?? HEIGHT) + (choice?.height ?? 0)).toBeLessThanOrEqual(HEIGHT);
    await page.screenshot({ path: join(SHOTS, 'target-recognition-390-playing.png') });
  });
});
