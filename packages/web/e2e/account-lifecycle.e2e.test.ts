/**
 * The family's account lifecycle in the built app on the real server: the confirmation email sent again,
 * a password change that logs out another device, and a forgotten password reset through the mailed link
 * (after which the old log-in is refused), with an axe check on every new page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, confirmationToken, launchChromium, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const email = `lifecycle-${Date.now()}@example.com`;
const firstPassword = 'calm-mornings-2026';
const changedPassword = 'quiet-harbor-lantern-77';
const resetPassword = 'bright-orchard-window-58';

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context.newPage();
}

async function logIn(page: Page, password: string) {
  await page.goto('/login?lang=en');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/app');
}

async function apiToken(password: string): Promise<string> {
  const response = await fetch(`${server.url}/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { token: string } }).user.token;
}

async function mailsTo(address: string) {
  const response = await fetch(`${server.url}/dev/outbox`);
  return (
    (await response.json()) as { messages: { to: string; subject: string; text: string }[] }
  ).messages.filter((m) => m.to === address);
}

describe('the account lifecycle', () => {
  let deviceA: Page;
  let deviceB: Page;

  it('sends the confirmation email again from the home notice, and the new link confirms', async () => {
    const signUp = await fetch(`${server.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { name: 'Sam Ortiz', email, password: firstPassword, password_confirmation: firstPassword },
      }),
    });
    expect(signUp.status).toBe(202);
    deviceA = await newPage();
    await logIn(deviceA, firstPassword);
    await deviceA.getByText('Please confirm your email').waitFor();
    await deviceA.getByRole('link', { name: "Didn't get the email? Send it again" }).click();
    await deviceA.waitForURL('**/users/confirmation/new**');
    await checkA11y(deviceA, 'resend confirmation');
    await expect.poll(() => deviceA.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await deviceA.getByRole('button', { name: 'Send the link again' }).click();
    await deviceA.getByText(/you will receive an email with instructions for how to confirm/).waitFor();
    const confirmations = (await mailsTo(email)).filter((m) => m.subject === 'Confirm your Attune account');
    expect(confirmations).toHaveLength(2);
    const token = await confirmationToken(server.url, email);
    await deviceA.goto(`/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    await deviceA.getByText('Your account is confirmed.').waitFor();
  });

  it('shows a way to resend on an invalid confirmation link', async () => {
    await deviceA.goto('/users/confirmation?confirmation_token=not-a-real-token');
    await deviceA.getByText('Invalid confirmation token provided').waitFor();
    await deviceA.getByRole('link', { name: 'Send the link again' }).waitFor();
    await checkA11y(deviceA, 'confirmation with a bad token');
  });

  it('changes the password in settings and logs out the other device', async () => {
    deviceB = await newPage();
    await logIn(deviceB, firstPassword);
    await deviceA.goto('/app/settings/security');
    await checkA11y(deviceA, 'settings: password and log-ins');
    await deviceA.getByLabel(/^Current password/).fill('not-my-password-1');
    await deviceA.getByLabel(/^New password/).fill(changedPassword);
    await deviceA.getByLabel(/^Confirm new password/).fill(changedPassword);
    await deviceA.getByRole('button', { name: 'Change password' }).click();
    await deviceA.getByText('The current password is not correct.').waitFor();
    // The form keeps what was typed.
    expect(await deviceA.getByLabel(/^New password/).inputValue()).toBe(changedPassword);
    await deviceA.getByLabel(/^Current password/).fill(firstPassword);
    await deviceA.getByRole('button', { name: 'Change password' }).click();
    await deviceA.getByText(/Your other devices were logged out/).waitFor();
    // Device A stays logged in; device B is sent to log in.
    await deviceA.goto('/app');
    await deviceA.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(deviceA.url()).pathname).toBe('/app');
    await deviceB.goto('/app/settings');
    await deviceB.waitForURL('**/login**');
  });

  it('resets a forgotten password through the mailed link; the old log-in is refused afterwards', async () => {
    const oldToken = await apiToken(changedPassword);
    const me = await fetch(`${server.url}/v1/users/me`, { headers: { 'x-user-token': oldToken } });
    expect(me.status).toBe(200);

    const page = await newPage();
    await page.goto('/login?lang=en');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/users/reset_password');
    await checkA11y(page, 'password reset request');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await page.getByText(/you will receive a password recovery link/).waitFor();

    const mail = (await mailsTo(email)).reverse().find((m) => m.subject === 'Reset your Attune password');
    const link = mail?.text.match(/https?:\/\/\S+reset_password_token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link ?? '').pathname + new URL(link ?? '').search;
    await page.goto(path);
    await checkA11y(page, 'password reset');
    await page.getByLabel(/^New password/).fill(resetPassword);
    await page.getByLabel(/^Confirm new password/).fill(`${resetPassword}x`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Passwords must match.').waitFor();
    await page.getByLabel(/^Confirm new password/).fill(resetPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed successfully.').waitFor();

    // The link works once.
    await page.goto(path);
    await page.getByLabel(/^New password/).fill('another-fresh-pass-31');
    await page.getByLabel(/^Confirm new password/).fill('another-fresh-pass-31');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Reset password token is invalid').waitFor();

    const refused = await fetch(`${server.url}/v1/users/me`, { headers: { 'x-user-token': oldToken } });
    expect(refused.status).toBe(401);
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    await logIn(page, resetPassword);
  });

  it('unsubscribes from mail by the link in a mail, without logging in', async () => {
    const page = await newPage();
    const mail = (await mailsTo(email)).at(-1);
    const token = mail?.text.match(/unsubscribe\?token=([0-9]+\.[A-Za-z0-9_-]+)/)?.[1];
    await page.goto(`/users/unsubscribe?token=${token}`);
    await checkA11y(page, 'unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(`Done: ${email} will receive no more emails from Attune.`).waitFor();
  });

  it('offers the family’s records and the account’s deletion in settings', async () => {
    const page = await newPage();
    await logIn(page, resetPassword);
    await page.goto('/app/settings/data');
    await checkA11y(page, 'settings: your data');
    await page.getByText(/the records of your payments/).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download (JSON)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^attune-family-.*\.json$/);
    await page.getByRole('link', { name: 'Printable summary' }).click();
    await page.getByRole('heading', { name: "Your family's records" }).waitFor();
    await page.getByRole('heading', { name: /^users \(1\)/ }).waitFor();
    await checkA11y(page, 'printable summary');
    await page.goto('/app/settings/data');
    await page.getByLabel(/^Your password, to confirm/).fill(resetPassword);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/login**');
    const gone = await fetch(`${server.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: resetPassword }),
    });
    expect(gone.status).toBe(401);
  });
});
