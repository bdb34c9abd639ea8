/**
 * The demo family starts the free trial of an add-on (Childhood Sleep Improvement, a 7-day trial in the
 * seed) with the test card, sees when they will first be charged, and then sees the add-on as Purchased.
 */

import { trialChargeDate } from '@attune/core';
import { formatDate } from '@attune/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { today } from '../src/lib/family-day';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an add-on with a free trial', () => {
  it('starts the trial with the test card, shows the first charge date, and is then Purchased', async () => {
    await logInAsDemo(page);

    await page.goto('/app/child/1/add-ons');
    const sleep = page.locator('li[data-solution="sleep"]');
    await sleep.getByRole('button', { name: 'Get' }).click();
    const checkout = page.getByRole('dialog', { name: /^Get / });
    await checkout.waitFor();
    const chargeDay = formatDate(trialChargeDate(today(), 7), 'en', 'long');
    await checkout
      .getByText(`Your free trial lasts 7 days. You won't be charged until ${chargeDay}.`)
      .waitFor();
    await checkA11y(page, 'checkout with a trial');

    await checkout.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await checkout.getByLabel(/^Expiry/).fill('12 / 30');
    await checkout.getByLabel(/^Security code/).fill('123');
    await checkout.getByRole('button', { name: 'Start Trial' }).click();
    await page.getByText('Order Complete').first().waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await sleep.getByText('Purchased').waitFor();
    await checkA11y(page, 'add-ons after the trial started');
  });
});
