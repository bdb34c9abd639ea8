/**
 * Bought means usable: the subscribed demo family buys Target Recognition for Maya with the test card,
 * which starts its plan (it is under Plans at once, and no longer offered under "Start a plan"), plays one
 * weekly task to the end (half the sets by tapping, half with the number keys); the first save is refused
 * (the server's refusal, answered once in its place), the page says why and keeps the answers, and Try
 * again saves them: the stored result and the next task, a week later, show. Leo still sees Get.
 */

import { addDays } from '@attune/core';
import { formatDate } from '@attune/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../src/lib/family-day';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 900 } });
  context.setDefaultTimeout(45_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Target Recognition, bought for one child', () => {
  it('is bought, started, played to the end, and shows the result and the next task', async () => {
    await logInAsDemo(page);

    // Before buying, Maya cannot start the add-on's plan.
    await page.goto('/app/child/1');
    await page.getByRole('heading', { name: 'Plans' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Start Target Recognition', includeHidden: true }).count(),
    ).toBe(0);

    await page.goto('/app/child/1/add-ons');
    const tool = page.locator('li[data-solution="target-recognition"]');
    await tool.getByRole('button', { name: 'Get' }).click();
    const checkout = page.getByRole('dialog', { name: /^Get / });
    await checkout.waitFor();
    await checkout.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await checkout.getByLabel(/^Expiry/).fill('12 / 30');
    await checkout.getByLabel(/^Security code/).fill('123');
    await checkout.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByText('Order Complete').first().waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await tool.getByText('Purchased').waitFor();

    // The tool page shows its sections from the catalogue call.
    await page.goto('/app/child/1/add-ons/target-recognition');
    await page.getByText('Short, regular practice is a friendly way to exercise attention.').waitFor();
    await page.getByText('A tablet or computer and about ten minutes a week.').waitFor();

    // Bought means usable: buying started the plan, so it is listed at once and not offered to start.
    await page.goto('/app/child/1');
    await page.getByRole('heading', { name: 'Plans' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Start Target Recognition', includeHidden: true }).count(),
    ).toBe(0);
    await page.getByRole('link', { name: /^Target Recognition/ }).click();
    await page.getByRole('link', { name: 'Play Target Recognition' }).click();
    await page.getByRole('heading', { name: 'Target Recognition', level: 1 }).waitFor();
    await page.getByText('No result yet.').waitFor();
    await checkA11y(page, 'Target Recognition before the first task');

    await page.getByRole('button', { name: "Play this week's task" }).click();
    await page.getByText('80 sets of targets. In each set, find the target and tap it.').waitFor();
    let refused = false;
    await page.route('**/v1/target_recognition/results', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: { base: ['Start the Target Recognition plan for this child first.'] },
        }),
      });
    });
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const progress = page.locator('.at-target-game__progress').first();
    for (let set = 1; set <= 80; set += 1) {
      await progress.getByText(`Set ${set} of 80`).waitFor();
      if (set === 1) await checkA11y(page, 'Target Recognition while playing');
      const prompt = (await page.locator('.at-target-game__prompt').textContent()) ?? '';
      const symbol = prompt.replace(/^.*Find the /, '').trim();
      const choice = page.getByRole('button', { name: new RegExp(`^\\d: ${symbol}$`) });
      if (set % 2 === 0) await page.keyboard.press((await choice.getAttribute('aria-keyshortcuts')) ?? '');
      else await choice.click();
    }
    // The first save is refused as the server refuses a child without the plan: the page says why,
    // keeps the answers, and Try again saves them.
    const refusal = 'Start the Target Recognition plan for this child first.';
    // said on the game itself (the app's notification says it too)
    await page.getByRole('alert').getByText(refusal).waitFor();
    await page.getByText('The answers to all 80 sets are kept: Try again saves them.').waitFor();
    expect(await page.getByText('Something went wrong. Please try again.').count()).toBe(0);
    await checkA11y(page, 'Target Recognition, a refused save');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Task complete').waitFor();
    await page.getByText('100% of targets found').first().waitFor();
    // The page reloads the server's progress: the last result, and the next task a week later.
    const due = formatDate(addDays(today(), 7), 'en', 'long');
    await page.getByText(`Level 1, 80 sets of targets, due ${due}`).waitFor();
    await page.getByText(/^Level 1: 100% of targets found, on /).waitFor();
    await page.getByText(/^Average time to answer a set: [\d.]+ s$/).waitFor();
    await checkA11y(page, 'Target Recognition after the task');

    // Sold per child: Leo still sees Get, and cannot start the plan.
    await page.goto('/app/child/2/add-ons');
    await page
      .locator('li[data-solution="target-recognition"]')
      .getByRole('button', { name: 'Get' })
      .waitFor();
    await page.goto('/app/child/2');
    await page.getByRole('heading', { name: 'Plans' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Start Target Recognition', includeHidden: true }).count(),
    ).toBe(0);
  }, 600_000);
});
