/**
 * The shell around the plans, in the built app on the real server: the help center's pages and contact
 * form, the legal pages (logged out too), the notification switches, the profile, subscriptions, pausing
 * and unpausing a plan, and a reflection still there after a reload. axe checks each page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** What the plan says when pausing or unpausing failed. */
const TOGGLE_FAILED = "The plan couldn't be changed. Please try again.";

type Plan = {
  id: number;
  state: string;
  activity_plan: { key: string };
  child_activity_sessions: {
    position: number;
    child_activity_items: { position: number; activity_item: { kind: string } }[];
  }[];
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shell around the plans', () => {
  it('serves the legal pages to a visitor, from the cookie prompt too', async () => {
    await page.goto('/login?lang=en');
    // Learn More opens the privacy policy in a new tab
    const learnMore = await page.getByRole('link', { name: 'Learn More' }).getAttribute('href');
    expect(learnMore).toBe('/user-agreements/privacy-policy.html');
    await page.goto(learnMore ?? '');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await checkA11y(page, 'privacy policy');
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    await page.goto('/data-protection.html');
    await page.waitForURL('**/user-agreements/data-protection.html');
    await page.getByRole('heading', { level: 1, name: 'Data Protection' }).waitFor();
    await checkA11y(page, 'data protection');
  });

  it('opens the help center home, FAQs and citations, one citation by view=', async () => {
    await logInAsDemo(page);
    await page.goto('/app/help');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    await checkA11y(page, 'help home');
    await page
      .getByRole('navigation', { name: 'Help Center pages' })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await page.getByText('Can I pause a plan?').click();
    await page.getByText('Open the plan and choose Pause Plan.', { exact: false }).waitFor();
    await checkA11y(page, 'help FAQs');
    await page.getByRole('link', { name: 'Citations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Citations' }).waitFor();
    await checkA11y(page, 'help citations');
    await page.goto('/app/help/citations?view=gad7');
    await page.getByRole('heading', { level: 1, name: 'GAD-7 anxiety scale' }).waitFor();
    expect(await page.getByText('Spitzer RL').count()).toBe(1);
    expect(await page.getByText('Wolraich ML').count()).toBe(0);
  });

  it('sends a help request with the parent’s question to the care team and says what happens next', async () => {
    await page.goto('/app/help/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await checkA11y(page, 'help contact');
    await page.getByLabel('My account or subscription').check();
    // A blank message is refused by the field (core's rule), with the topic and what was typed kept.
    const message = page.getByRole('textbox', { name: 'Your message' });
    await message.fill('   ');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Please write your question to the care team.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe('   ');
    expect(await page.getByLabel('My account or subscription').isChecked()).toBe(true);
    await checkA11y(page, 'help contact refused');
    const question = 'Can I move my renewal date to the first of the month?';
    await page.getByRole('textbox', { name: 'Your message' }).fill(question);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Request sent.').waitFor();
    const outbox = (await (await fetch(`${server.url}/dev/outbox`)).json()) as {
      messages: { subject: string; text: string }[];
    };
    const mail = outbox.messages.find((each) => each.subject.includes('help-center:account'));
    expect(mail?.text).toContain(`Their message:\n${question}`);
    await page.getByText('What happens next: the care team reads your request', { exact: false }).waitFor();
    await checkA11y(page, 'help contact sent');
  });

  it('keeps the notification switches on the server', async () => {
    await page.goto('/app/settings/notifications');
    const sms = page.getByRole('switch', { name: 'Text message reminders' });
    const before = await sms.isChecked();
    await sms.click();
    await page.getByText('Notification settings saved.').waitFor();
    await checkA11y(page, 'settings notifications');
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Text message reminders' }).isChecked())
      .toBe(!before);
    const me = await (await page.request.get('/v1/users/me')).json();
    expect(me.user.sms_subscription).toBe(!before);
  });

  it('keeps the profile, and refuses a landline', async () => {
    await page.goto('/app/settings/profile');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jordan Demo');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile saved.').waitFor();
    await checkA11y(page, 'settings profile');
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Jordan Demo');
    const me = await (await page.request.get('/v1/users/me')).json();
    expect(me.user.name).toBe('Jordan Demo');

    // a London landline: the field says so, and the server refuses it; what was typed stays
    const phone = page.getByRole('textbox', { name: 'Mobile phone' });
    await phone.fill('+44 20 7946 0000');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jordan Demo-Rivera');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText("Your profile couldn't be saved.", { exact: false }).waitFor();
    await page.getByText("Please enter a mobile number. Landlines can't receive text messages.").waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Jordan Demo-Rivera',
    );
    const after = await (await page.request.get('/v1/users/me')).json();
    expect(after.user.phone).not.toBe('+442079460000');
  });

  it('shows what the family pays for and cancels at the end of the period', async () => {
    await page.goto('/app/settings/subscriptions');
    await page.getByRole('heading', { level: 2, name: 'Subscriptions' }).waitFor();
    await checkA11y(page, 'settings subscriptions');
    const cancel = page.getByRole('button', { name: 'Cancel at Period End' }).first();
    if ((await cancel.count()) > 0) {
      await cancel.click();
      await page.getByRole('button', { name: 'Yes, Cancel' }).click();
      await page.getByText(/^Cancelled\. It stays active until/).waitFor();
      const purchases = (await (await page.request.get('/v1/payment/purchases')).json()).purchases as {
        cancel_at_period_end?: boolean;
      }[];
      expect(purchases.some((p) => p.cancel_at_period_end === true)).toBe(true);
    }
  });

  it('pauses and unpauses a plan, and keeps a reflection after a reload', async () => {
    const children = (await (await page.request.get('/v1/patients')).json()).patients as { id: number }[];
    let found: { childId: number; plan: Plan } | null = null;
    for (const child of children) {
      const plans = (await (await page.request.get(`/v1/child_activity_plans?child_id=${child.id}`)).json())
        .plans as Plan[];
      const plan = plans.find(
        (p) =>
          p.state === 'active' &&
          p.child_activity_sessions.some((s) =>
            s.child_activity_items.some((i) => i.activity_item.kind === 'reflection'),
          ),
      );
      if (plan) {
        found = { childId: child.id, plan };
        break;
      }
    }
    if (!found) throw new Error('the demo family has no active plan with a reflection step');
    const { childId, plan } = found;
    // The plan shows the new state while the call runs (its button disabled and busy); the call has
    // answered when the button can be pressed again.
    const settled = () =>
      page.waitForFunction(() => {
        const button = document.querySelector('.web-plan-state button');
        return button !== null && !button.hasAttribute('disabled');
      });
    await page.goto(`/app/child/${childId}/plan/${plan.id}`);
    await page.getByRole('button', { name: 'Pause Plan' }).click();
    await page.getByText("This plan is paused: its sessions don't appear under Today.").waitFor();
    await settled();
    // the call answered: the plan is paused on the server, and no refusal shows
    await page.getByRole('button', { name: 'Unpause Plan', disabled: false }).waitFor();
    expect(await page.getByText(TOGGLE_FAILED).count()).toBe(0);
    await checkA11y(page, 'plan paused');
    await page.reload();
    await page.getByRole('button', { name: 'Unpause Plan' }).click();
    await page.getByRole('button', { name: 'Pause Plan' }).waitFor();
    await settled();
    expect(await page.getByText(TOGGLE_FAILED).count()).toBe(0);
    await page.getByRole('button', { name: 'Pause Plan', disabled: false }).waitFor();
    const state = async () =>
      (
        (await (await page.request.get(`/v1/child_activity_plans?child_id=${childId}`)).json())
          .plans as Plan[]
      ).find((p) => p.id === plan.id)?.state;
    expect(await state()).toBe('active');

    const session = plan.child_activity_sessions.find((s) =>
      s.child_activity_items.some((i) => i.activity_item.kind === 'reflection'),
    );
    const item = session?.child_activity_items.find((i) => i.activity_item.kind === 'reflection');
    await page.goto(
      `/app/child/${childId}/plan/${plan.id}/session/${session?.position}/item/${item?.position}`,
    );
    await page.getByLabel('Your reflection').fill('He tidied his desk without being asked.');
    await page.getByRole('button', { name: 'Save Reflection' }).click();
    await page.getByText('Reflection saved.').waitFor();
    await checkA11y(page, 'reflection step');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Your reflection').inputValue())
      .toBe('He tidied his desk without being asked.');
  });

  it('moves focus to the new page heading after a change of page', async () => {
    await page.goto('/app/help');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    await page.getByRole('link', { name: 'FAQs' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Frequently asked questions');
    await page.getByText('Page changed: Frequently asked questions').waitFor({ state: 'attached' });
  });
});
