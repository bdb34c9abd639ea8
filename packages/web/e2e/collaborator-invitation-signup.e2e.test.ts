/**
 * An invitee without an account keeps the invitation, and a read-only collaborator is offered no control
 * the server would refuse, at phone width (390 px), axe on each page:
 * - the demo family invites Mr Diaz (see plans and scores only) for Maya;
 * - Mr Diaz opens the mailed link in a fresh browser: the log-in page; "Create an account" keeps the way
 *   back; after signing up he is on the invitation; on another device (no cookies) the confirmation link
 *   confirms and its Log In comes back to the invitation, which he accepts;
 * - on Maya's plan, no session offers Start, Mark as Complete or Skip (the family's does); the Target
 *   Recognition page offers no "Play this week's task"; the sharing page sends him to Maya.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  confirmationToken,
  launchChromium,
  logInAsDemo,
  type RunningServer,
  startServer,
} from './harness';

let server: RunningServer;
let browser: Browser;
let family: Page;
let helperContext: BrowserContext;
let helper: Page;
let maya = 0;
let plan = 0;
let invitationPath = '';
const email = `mr-diaz-${Date.now()}@example.com`;
const password = 'quiet-harbor-lantern-58';

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const familyContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
  });
  familyContext.setDefaultTimeout(60_000);
  family = await familyContext.newPage();
  helperContext = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  helperContext.setDefaultTimeout(60_000);
  helper = await helperContext.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The session controls a plan page offers (start, Mark as Complete, Skip Session), counted. */
async function sessionControls(page: Page): Promise<number> {
  await page.goto(`/app/child/${maya}/plan/${plan}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.at-session-card').first().waitFor();
  return page
    .getByRole('button', {
      name: /^(Start Session|Continue Session|Get Started|Start Early|Mark as Complete|Skip Session)$/,
    })
    .count();
}

describe('an invitee without an account keeps the invitation; read-only means no controls', () => {
  it('the family invites Mr Diaz to see Maya’s plans and scores', async () => {
    await logInAsDemo(family);
    const ids = await family.evaluate(async () => {
      const children = (await (await fetch('/v1/patients')).json()) as {
        patients: { id: number; name: string }[];
      };
      const child = children.patients.find((each) => each.name.startsWith('Maya'))?.id ?? 0;
      const plans = (await (await fetch(`/v1/child_activity_plans?child_id=${child}`)).json()) as {
        plans: { id: number }[];
      };
      return { child, plan: plans.plans[0]?.id ?? 0 };
    });
    maya = ids.child;
    plan = ids.plan;
    expect(plan).toBeGreaterThan(0);
    await family.goto(`/app/child/${maya}/collaborators`);
    await family.getByLabel('Their name').first().fill('Mr Diaz');
    await family.getByLabel('Their email').fill(email);
    await family.getByLabel('Relationship to the child').first().fill('Coach');
    await family.getByLabel('See plans and scores', { exact: true }).check();
    await family.getByRole('button', { name: 'Send Invitation' }).click();
    await family.getByText(`Invitation sent to ${email}.`).waitFor();
    const outbox = (await (await fetch(`${server.url}/dev/outbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const url = outbox.messages
      .find((message) => message.to === email)
      ?.text.match(/https?:\/\/\S+\/app\/invitation\?token=\S+/)?.[0];
    expect(url).toBeTruthy();
    invitationPath = new URL(url ?? '').pathname + new URL(url ?? '').search;
  });

  it('the link, "Create an account", sign-up: he is on the invitation', async () => {
    await helper.goto(invitationPath);
    await helper.waitForURL('**/login?redirect=*');
    const gotIt = helper.getByRole('button', { name: 'Got It' });
    if (await gotIt.count()) await gotIt.click();
    await checkA11y(helper, 'log-in from an invitation');
    await helper.getByRole('link', { name: 'Create an account' }).click();
    await helper.waitForURL('**/signup?redirect=*');
    await helper.getByLabel('Your name').fill('Luis Diaz');
    await helper.getByRole('textbox', { name: 'Email' }).fill(email);
    await helper.getByLabel(/^Password/).fill(password);
    await helper.getByLabel(/^Confirm password/).fill(password);
    await checkA11y(helper, 'sign-up from an invitation');
    await helper.getByRole('button', { name: 'Create Account' }).click();
    await helper.waitForURL('**/app/invitation?token=*');
    await helper.getByRole('heading', { name: /invites you to follow Maya$/ }).waitFor();
  });

  it('on another device, the confirmation link and its Log In come back to the invitation', async () => {
    await helperContext.clearCookies();
    await helper.evaluate(() => window.localStorage.clear());
    const token = await confirmationToken(server.url, email);
    const outbox = (await (await fetch(`${server.url}/dev/outbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const link = [...outbox.messages]
      .reverse()
      .find((message) => message.to === email && message.text.includes('confirmation_token='))
      ?.text.match(/\S*\/users\/confirmation\?\S+/)?.[0];
    expect(link).toContain(encodeURIComponent(token));
    const confirmation = new URL(link ?? '', server.url);
    await helper.goto(confirmation.pathname + confirmation.search);
    await helper.getByText('Your account is confirmed. Thank you!').waitFor();
    await checkA11y(helper, 'confirmation from an invitation');
    await helper.getByRole('link', { name: 'Log In' }).click();
    await helper.waitForURL('**/login?redirect=*');
    await helper.getByRole('textbox', { name: 'Email' }).fill(email);
    await helper.getByLabel(/^Password/).fill(password);
    await helper.getByRole('button', { name: 'Log In' }).click();
    await helper.waitForURL('**/app/invitation?token=*');
    await helper.getByRole('heading', { name: /invites you to follow Maya$/ }).waitFor();
    await checkA11y(helper, 'invitation after sign-up');
    await helper.getByRole('button', { name: 'Accept Invitation' }).click();
    await helper.waitForURL(`**/app/child/${maya}`);
  });

  it('a read-only collaborator is offered no session control, no Play, no sharing; the family is', async () => {
    expect(await sessionControls(family)).toBeGreaterThan(0);
    expect(await sessionControls(helper)).toBe(0);
    await checkA11y(helper, 'a plan, read-only');
    await helper.goto(`/app/child/${maya}/target-recognition`);
    await helper.locator('main h1').first().waitFor();
    expect(await helper.getByRole('button', { name: "Play this week's task" }).count()).toBe(0);
    await helper.goto(`/app/child/${maya}/collaborators`);
    await helper.waitForURL(`**/app/child/${maya}`);
    expect(await helper.getByText('You have not shared this child with anyone yet.').count()).toBe(0);
    expect(await helper.getByRole('button', { name: 'Send Invitation' }).count()).toBe(0);
  });
});
