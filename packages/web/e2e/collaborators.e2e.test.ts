/**
 * Collaborators who share one child, end to end on the real server in headless Chromium (axe on every
 * page): the demo family invites a collaborator for Maya from her settings (read and answer
 * questionnaires) and makes a questionnaire link; the invitation mail is in the dev outbox; the
 * collaborator, in a fresh browser context, signs up, accepts, answers a questionnaire for Maya, sees
 * none of the family's write controls on Maya's pages (the family still does), and cannot open the
 * family's other child; the family stops sharing and the collaborator's next call is refused.
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
import { tapAnswers } from './questionnaire-taps';

let server: RunningServer;
let browser: Browser;
let familyContext: BrowserContext;
let family: Page;
let helperContext: BrowserContext;
let helper: Page;
let maya = 0;
let other = 0;
let invitationPath = '';
const email = `ms-park-${Date.now()}@example.com`;
const password = 'calm-river-morning-42';

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  familyContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  familyContext.setDefaultTimeout(15_000);
  family = await familyContext.newPage();
  helperContext = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  helperContext.setDefaultTimeout(15_000);
  helper = await helperContext.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The status of a v1 call made with the page's own session. */
const statusIn = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).status, path);

describe('collaborators who share one child', () => {
  it('the demo family invites Ms Park for Maya from her settings', async () => {
    await logInAsDemo(family);
    const children = await family.evaluate(async () => {
      const response = await fetch('/v1/patients');
      return ((await response.json()) as { patients: { id: number; name: string }[] }).patients;
    });
    maya = children.find((child) => child.name.startsWith('Maya'))?.id ?? 0;
    other = children.find((child) => !child.name.startsWith('Maya'))?.id ?? 0;
    expect(maya).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    await family.goto(`/app/child/${maya}/settings`);
    await family.getByRole('link', { name: 'People who follow Maya' }).click();
    await family.waitForURL(`**/app/child/${maya}/collaborators`);
    await family.getByRole('heading', { name: 'Invite someone to follow Maya' }).waitFor();
    await family.getByText('You have not shared this child with anyone yet.').waitFor();
    await checkA11y(family, 'collaborators page');
    await family.getByLabel('Their name').first().fill('Ms Park');
    await family.getByLabel('Their email').fill('not-an-address');
    await family.getByLabel('Relationship to the child').first().fill('Teacher');
    await family.getByLabel('See plans and scores, and answer questionnaires').check();
    await family.getByRole('button', { name: 'Send Invitation' }).click();
    // A bad address is named on its field, and the form keeps what was typed.
    await family.getByText('Enter a valid email address.').waitFor();
    expect(await family.getByLabel('Their name').first().inputValue()).toBe('Ms Park');
    await family.getByLabel('Their email').fill(email);
    await family.getByRole('button', { name: 'Send Invitation' }).click();
    await family.getByText(`Invitation sent to ${email}.`).waitFor();
    await family.getByText('Invitation sent, not accepted yet').waitFor();
    await checkA11y(family, 'collaborators page with an invitation');
  });

  it('the family makes a questionnaire link to copy or send by mail', async () => {
    const form = family.locator('form', {
      has: family.getByRole('heading', { name: 'Ask someone to answer a questionnaire' }),
    });
    await form.getByLabel('Their name').fill('Coach Kim');
    await form.getByLabel('Relationship to the child').fill('coach');
    await form.getByRole('button', { name: 'Make a Link' }).click();
    const link = form.getByLabel('Link to send');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/collaborator\/\d+\?token=/);
    expect(await form.getByRole('link', { name: 'Send by Mail' }).getAttribute('href')).toMatch(/^mailto:/);
    await checkA11y(family, 'collaborators page with a questionnaire link');
  });

  it('the invitation mail is in the dev outbox, with a link to accept', async () => {
    const outbox = (await (await fetch(`${server.url}/dev/outbox`)).json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.messages.find((message) => message.to === email);
    expect(mail?.subject).toMatch(/ invites you to follow Maya on Attune$/);
    const url = mail?.text.match(/https?:\/\/\S+\/app\/invitation\?token=\S+/)?.[0] ?? '';
    expect(url).not.toBe('');
    invitationPath = new URL(url).pathname + new URL(url).search;
  });

  it('the collaborator signs up in a fresh browser, accepts, and sees Maya', async () => {
    expect(await helperContext.cookies()).toEqual([]);
    await helper.goto('/signup');
    await helper.getByRole('button', { name: 'Got It' }).click();
    await helper.getByLabel('Your name').fill('Hana Park');
    await helper.getByRole('textbox', { name: 'Email' }).fill(email);
    await helper.getByLabel(/^Password/).fill(password);
    await helper.getByLabel(/^Confirm password/).fill(password);
    await helper.getByRole('button', { name: 'Create Account' }).click();
    await helper.waitForURL('**/app');
    const token = await confirmationToken(server.url, email);
    await helper.goto(`/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    await helper.getByText('Your account is confirmed.').waitFor();
    await helper.goto(invitationPath);
    await helper.getByRole('heading', { name: /invites you to follow Maya$/ }).waitFor();
    await checkA11y(helper, 'invitation');
    await helper.getByRole('button', { name: 'Accept Invitation' }).click();
    await helper.waitForURL(`**/app/child/${maya}`);
    expect(await statusIn(helper, `/v1/patients/${maya}`)).toBe(200);
  });

  it('the collaborator answers a questionnaire for Maya', async () => {
    await helper.goto('/app/shared');
    await helper.getByRole('heading', { name: 'Children shared with you' }).waitFor();
    await checkA11y(helper, 'shared children');
    const title = await helper.evaluate(async () => {
      const listed = (await (await fetch('/v1/questionnaires')).json()) as {
        questionnaires: { kind: string; title: string }[];
      };
      return listed.questionnaires.find((q) => q.kind === 'anxiety')?.title ?? '';
    });
    await helper.getByRole('link', { name: `Answer ${title} for Maya` }).click();
    await helper.getByText(/^Question \d+ of \d+$/).waitFor();
    await checkA11y(helper, 'questionnaire as a collaborator');
    expect(await tapAnswers(helper, 2)).toBe('review');
    await helper.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await helper.getByRole('button', { name: 'Send answers' }).click();
    await helper.waitForURL('**/app/shared');
    // The family sees the answers in Maya's scores, marked with who gave them.
    await family.goto(`/app/child/${maya}/scores`);
    await family.getByText('Answered by Ms Park (Teacher)').first().waitFor();
  });

  it('the collaborator sees Maya without the family’s controls; the family still has them', async () => {
    // Maya's first plan, to open as both (the demo family has started plans for her).
    const plan = await family.evaluate(async (id) => {
      const response = await fetch(`/v1/child_activity_plans?child_id=${id}`);
      const body = (await response.json()) as { plans: { id: number }[] };
      return body.plans[0]?.id ?? 0;
    }, maya);
    expect(plan).toBeGreaterThan(0);
    const controls = async (page: Page) => {
      await page.goto(`/app/child/${maya}`);
      await page.getByRole('heading', { name: 'Plans' }).first().waitFor();
      const edit = await page.getByRole('link', { name: "Edit Maya's settings" }).count();
      const start = await page.getByText('Start a plan').count();
      await page.goto(`/app/child/${maya}/tools`);
      await page.getByRole('tab', { name: 'Tools', selected: true }).waitFor();
      const browse = await page.getByRole('link', { name: 'Browse Add-ons' }).count();
      await page.goto(`/app/child/${maya}/plan/${plan}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const toggle = await page.getByRole('button', { name: /^(Pause|Unpause) Plan$/ }).count();
      return { edit, start, browse, toggle };
    };
    expect(await controls(family)).toEqual({ edit: 1, start: 1, browse: 1, toggle: 1 });
    expect(await controls(helper)).toEqual({ edit: 0, start: 0, browse: 0, toggle: 0 });
    await checkA11y(helper, 'a plan as a collaborator');
    // The settings are the family's: a collaborator who types their address is taken to the child.
    await helper.goto(`/app/child/${maya}/settings`);
    await helper.waitForURL(`**/app/child/${maya}`);
  });

  it('the collaborator cannot open the family’s other child, nor change Maya', async () => {
    expect(await statusIn(helper, `/v1/patients/${other}`)).toBe(404);
    await helper.goto(`/app/child/${other}`);
    await helper.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkA11y(helper, 'another child as a collaborator');
    const edit = await helper.evaluate(async (id) => {
      const response = await fetch(`/v1/patients/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ patient: { name: 'Mia' } }),
      });
      return response.status;
    }, maya);
    expect(edit).toBe(403);
  });

  it('the family stops sharing and the collaborator is refused at once', async () => {
    await family.goto(`/app/child/${maya}/collaborators`);
    await family.getByText('Accepted').waitFor();
    await family.getByRole('button', { name: 'Stop sharing with Ms Park' }).click();
    await family.getByText('You have not shared this child with anyone yet.').waitFor();
    expect(await statusIn(helper, `/v1/patients/${maya}`)).toBe(404);
    await helper.goto(`/app/child/${maya}`);
    await helper.getByRole('heading', { name: 'Page not found' }).waitFor();
    await helper.goto('/app/shared');
    await helper.getByText('No family shares a child with you.').waitFor();
  });
});
