/**
 * Settings > Subscriptions tells the truth. A new family starts the monthly Attune trial with Stripe's
 * test card that is saved but declines later charges (4000 0000 0000 0341); the billing job runs at the
 * trial's end (`POST /dev/billing/run?at=`, as `admin billing run --at` does) and the renewal fails: the
 * page says past due and shows the card's last four. "Update your card" with the good test card pays at
 * once: the page then shows the product's title and price, "Renews on" a month after the trial, the new
 * card's last four and the receipt, and the receipt is in the outbox.
 *
 * A subscription that ended: the family's trial is refunded (`POST /dev/billing/refund`, as `admin billing
 * refund` does), so its access ended today; a page that needs the subscription shows the blocker "Your
 * Attune subscription ended on {date}" with Restart, which leads to subscribing again with a card; then the
 * page opens.
 */
import { randomBytes } from 'node:crypto';
import { addDays, periodEnd } from '@attune/core';
import { formatDate } from '@attune/ui';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, confirmationToken, launchChromium, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = 'calm-river-morning-42';

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { 'x-user-token': init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('Settings > Subscriptions', () => {
  it('shows title, price, Renews on, the card and receipts; after a failed renewal Update your card restores it', async () => {
    const email = `subscriptions-${randomBytes(3).toString('hex')}@example.test`;
    const signUp = await api('/v1/users', {
      method: 'POST',
      body: { user: { name: 'Sam Parent', email, password: PASSWORD, password_confirmation: PASSWORD } },
    });
    expect(signUp.status).toBe(202);
    const confirmed = await api('/v1/users/confirmation', {
      method: 'POST',
      body: { confirmation_token: await confirmationToken(server.url, email) },
    });
    expect(confirmed.status).toBe(200);
    const token = (
      (await api('/v1/sessions', { method: 'POST', body: { email, password: PASSWORD } })).json.user as {
        token: string;
      }
    ).token;
    const products = (await api('/v1/products')).json.products as { id: number; name: string }[];
    const trialProduct = products.find((product) => product.name === 'attune-trial');
    const started = await api('/v1/payment/purchases', {
      method: 'POST',
      token,
      body: { payment: { product_id: trialProduct?.id, stripe_token: 'tok_chargeCustomerFail' } },
    });
    expect(started.status).toBe(200);
    const trialEnd = (started.json.purchase as { trial_ends_on: string }).trial_ends_on;

    const run = await api(`/dev/billing/run?at=${trialEnd}T01:00:00Z`, { method: 'POST' });
    expect(run.json).toMatchObject({ declined: 1 });

    await page.goto('/login?lang=en');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/app**');
    await page.goto('/app/settings/subscriptions');
    const row = page.locator('li.web-subscription').first();
    await row.getByRole('heading', { name: 'Attune Trial' }).waitFor();
    await row.getByText('$14.99 / month').waitFor();
    const day = (value: string) => formatDate(value, 'en', 'medium');
    await row
      .getByText(
        `Past due since ${day(trialEnd)}: the renewal payment didn't go through. Access continues until ${day(addDays(trialEnd, 6))}.`,
      )
      .waitFor();
    await page.getByText('Visa ending in 0341').waitFor();
    await page.getByText('No receipts yet.').waitFor();
    expect(await row.getByText(/Renews on/).count()).toBe(0);
    await checkA11y(page, 'subscriptions, past due');

    await page.getByRole('button', { name: 'Update your card' }).click();
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Expiry/).fill('12 / 30');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await page.getByText('Card saved.').waitFor();

    const renewsOn = periodEnd(trialEnd, 'monthly');
    await row.getByText(`Renews on ${day(renewsOn)}`).waitFor();
    await page.getByText('Visa ending in 4242').waitFor();
    const receipt = page.locator('li.web-receipt').first();
    await receipt.getByText(/Attune Trial, \$14\.99/).waitFor();
    await receipt.getByText(`For ${day(trialEnd)} to ${day(renewsOn)} · Card ending in 4242`).waitFor();
    await checkA11y(page, 'subscriptions, renewed');

    const outbox = (await api('/dev/outbox')).json.messages as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mails = outbox.filter((mail) => mail.to === email).map((mail) => mail.subject);
    expect(mails).toContain("Your payment for Attune Trial didn't go through");
    expect(mails).toContain('Your Attune receipt: Attune Trial');
  }, 180_000);

  it('a subscription that ended says so on its blocker, and Restart subscribes again end to end', async () => {
    const email = `restart-${randomBytes(3).toString('hex')}@example.test`;
    await api('/v1/users', {
      method: 'POST',
      body: { user: { name: 'Ria Parent', email, password: PASSWORD, password_confirmation: PASSWORD } },
    });
    await api('/v1/users/confirmation', {
      method: 'POST',
      body: { confirmation_token: await confirmationToken(server.url, email) },
    });
    const token = (
      (await api('/v1/sessions', { method: 'POST', body: { email, password: PASSWORD } })).json.user as {
        token: string;
      }
    ).token;
    const products = (await api('/v1/products')).json.products as { id: number; name: string }[];
    const trialProduct = products.find((product) => product.name === 'attune-trial');
    const started = await api('/v1/payment/purchases', {
      method: 'POST',
      token,
      body: { payment: { product_id: trialProduct?.id, stripe_token: 'tok_visa' } },
    });
    expect(started.status).toBe(200);
    const purchaseId = (started.json.purchase as { id: number }).id;
    const refunded = await api(`/dev/billing/refund?purchase=${purchaseId}`, { method: 'POST' });
    expect(refunded.json).toEqual({ refunded: true });
    const endedOn = (
      (
        (await api('/v1/payment/purchases', { token })).json.purchases as { id: number; ends_on: string }[]
      ).find((purchase) => purchase.id === purchaseId) ?? { ends_on: '' }
    ).ends_on;

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(15_000);
    const tab = await context.newPage();
    await tab.goto('/login?lang=en');
    await tab.getByRole('textbox', { name: 'Email' }).fill(email);
    await tab.getByLabel(/^Password/).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Log In' }).click();
    await tab.waitForURL('**/app**');
    await tab.goto('/app/add-child');
    const blocker = tab.getByRole('dialog', { name: 'Your Subscription Ended' });
    await blocker
      .getByText(
        `Your Attune subscription ended on ${formatDate(endedOn, 'en', 'long')}. Restart it to keep using this part of Attune.`,
      )
      .waitFor();
    await checkA11y(tab, 'subscription ended blocker');
    await blocker.getByRole('button', { name: 'Restart' }).click();
    await tab.waitForURL('**/app/create-account**');
    await tab.getByRole('button', { name: 'Subscribe' }).click();
    const checkout = tab.getByRole('dialog');
    await checkout.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await checkout.getByLabel(/^Expiry/).fill('12 / 30');
    await checkout.getByLabel(/^Security code/).fill('123');
    await checkA11y(tab, 'restart checkout');
    await checkout.getByRole('button', { name: 'Pay Now' }).click();
    await tab.getByText('Order Complete').first().waitFor();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.getByText('Your subscription is active.').waitFor();
    await tab.goto('/app/add-child');
    await tab.getByRole('textbox', { name: /first name/ }).waitFor();
    expect(await tab.getByRole('dialog', { name: 'Your Subscription Ended' }).count()).toBe(0);
    await checkA11y(tab, 'add child after the restart');
    const purchases = (await api('/v1/payment/purchases', { token })).json.purchases as {
      state: string;
      auto_renew: boolean;
      product: { name: string };
    }[];
    expect(purchases.map((purchase) => [purchase.product.name, purchase.state])).toEqual([
      ['attune-trial', 'refunded'],
      ['attune-access', 'paid'],
    ]);
    await context.close();
  }, 180_000);
});
