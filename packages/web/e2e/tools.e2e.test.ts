/**
 * Add-ons that deliver, in the browser against the real server: the demo family buys Childhood Sleep
 * Improvement and Food Sensitivity for Maya with the test card, submits a sleep check-in and sees it
 * listed against the 20:00 target, links a Fitbit through OAuth (a fake Fitbit, never the real one) and
 * unlinks it (and links it again when Fitbit refused the token), orders the food-sensitivity kit with a
 * shipping address (a failed save keeps what was typed), sees the order move on as staff mark it shipped
 * and received with the admin commands and the results once staff enter them, asks for a free parent coaching consultation
 * (no payment) and sees what happens next, and opens the monthly Social + Emotional check-in.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  launchChromium,
  logInAsDemo,
  type RunningServer,
  repoRoot,
  startOwnServer,
} from './harness';

/** The server tests' fake Fitbit (loaded by path at run time: it lives in the server package's tests). */
interface FakeFitbit {
  readonly env: Record<string, string>;
  /** Makes every sleep log call answer `status` (null: answer normally again). */
  failSleeps(status: number | null): void;
  /** Sleep logs every user has, whatever its token. */
  addSleepsForEveryone(logs: readonly Record<string, unknown>[]): void;
  close(): Promise<void>;
}
const FAKE_FITBIT = join(repoRoot, 'packages/server/test/support/fake-fitbit.ts');

/** Runs the staff's admin command as staff do, in its own process; answers its exit code and output. */
function runAdminCommand(args: readonly string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@attune/source', '--import', 'tsx', 'packages/server/src/admin/admin.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
let server: RunningServer;
let fitbit: FakeFitbit;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const { startFakeFitbit } = (await import(/* @vite-ignore */ FAKE_FITBIT)) as {
    startFakeFitbit: () => Promise<FakeFitbit>;
  };
  fitbit = await startFakeFitbit();
  // The server is started as a child process and inherits these: the fake Fitbit and the staff's token.
  Object.assign(process.env, fitbit.env, { ADMIN_TOKEN });
  server = await startOwnServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fitbit?.close();
});

/** Buys an add-on for Maya with the test card, as a parent does on the add-ons page. */
async function buy(solution: string, button: 'Pay Now' | 'Start Trial') {
  await page.goto('/app/child/1/add-ons');
  const tool = page.locator(`li[data-solution="${solution}"]`);
  await tool.getByRole('button', { name: 'Get' }).click();
  const checkout = page.getByRole('dialog', { name: /^Get / });
  await checkout.waitFor();
  await checkout.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await checkout.getByLabel(/^Expiry/).fill('12 / 30');
  await checkout.getByLabel(/^Security code/).fill('123');
  await checkout.getByRole('button', { name: button }).click();
  await page.getByText('Order Complete').first().waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await tool.getByText('Purchased').waitFor();
}

describe('add-ons that deliver', () => {
  it('sleep: a locked page says what unlocks it; once bought, a check-in is listed; a Fitbit links and unlinks', async () => {
    await logInAsDemo(page);
    await page.goto('/app/child/1/tool/sleep');
    await page.getByRole('heading', { name: 'Not unlocked for this child yet' }).waitFor();
    await page.getByText('A Fitbit worn at night.').first().waitFor();

    await buy('sleep', 'Start Trial');
    await page.goto('/app/child/1/tool/sleep');
    await page.getByRole('heading', { name: 'Weekly sleep check-in' }).waitFor();
    await page.getByText('No sleeps yet. Your check-ins will be listed here.').waitFor();
    // the tool header for the current plan: one back button and the plan's title, no page title of its own
    const toolHeader = page.locator('header.at-header--tool');
    await toolHeader.getByRole('heading', { level: 1, name: 'Childhood Sleep Improvement' }).waitFor();
    await toolHeader.getByRole('button', { name: 'Back', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await checkA11y(page, 'Sleep tool before a check-in');

    await page.getByLabel(/^Bedtime/).fill('21:15');
    await page.getByLabel(/^Wake time/).fill('07:00');
    await page.getByLabel(/^Night wakings/).fill('2');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('Check-in saved.').waitFor();
    const sleeps = page.getByRole('list', { name: 'Sleeps' });
    await sleeps.getByText(/bed 21:15, up 07:00, 9\.8 h in bed/).waitFor();
    await sleeps.getByText('woke 2 times').waitFor();
    await sleeps.getByText('Bedtime 75 min after the target').waitFor();

    // A wake time before the bedtime is refused, and the form keeps what was typed.
    await page.getByLabel(/^Bedtime/).fill('03:00');
    await page.getByLabel(/^Wake time/).fill('02:00');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('The wake time must be after the bedtime.').waitFor();
    expect(await page.getByLabel(/^Bedtime/).inputValue()).toBe('03:00');

    // The Fitbit measured last night (bed at 20:15, up at 06:45): linking it imports that night.
    const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    fitbit.addSleepsForEveryone([
      {
        logId: 9001,
        dateOfSleep: dayOf(0),
        startTime: `${dayOf(-1)}T20:15:00.000`,
        endTime: `${dayOf(0)}T06:45:00.000`,
        minutesAsleep: 600,
        timeInBed: 630,
        isMainSleep: true,
      },
    ]);
    await page.getByRole('button', { name: 'Connect Fitbit' }).click();
    await page.getByText(/^Fitbit linked on /).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/child/1/tool/sleep');
    await page.getByText('1 night measured by the Fitbit so far.').waitFor();
    const nights = page.getByRole('list', { name: 'The latest nights measured by the Fitbit' });
    expect(await nights.getByRole('listitem').count()).toBe(1);
    const lastNight = await nights.getByRole('listitem').first().textContent();
    expect(lastNight).toContain('bed 20:15, up 06:45, 10 h asleep');
    // A device counts no night wakings a parent would: none are shown for its nights.
    expect(lastNight).not.toContain('woke');
    expect(page.url()).not.toContain('access_token');
    await checkA11y(page, 'Sleep tool with a Fitbit linked');
    await page.getByRole('button', { name: 'Unlink Fitbit' }).click();
    await page.getByText('No Fitbit linked yet. Link one to measure sleep through the night.').waitFor();

    // A Fitbit that refuses the token when the nights are read asks to be linked again.
    fitbit.failSleeps(401);
    await page.getByRole('button', { name: 'Connect Fitbit' }).click();
    const relink = page.getByText(
      'The Fitbit stopped sharing sleep with Attune. Link it again to keep measuring nights.',
    );
    await relink.waitFor();
    await checkA11y(page, 'Sleep tool with a Fitbit to link again');
    fitbit.failSleeps(null);
    await page.getByRole('button', { name: 'Link Fitbit again' }).click();
    // Off to the provider and back: linked again, and nothing asks for a new link.
    await relink.waitFor({ state: 'detached' });
    await page.getByText(/^Fitbit linked on /).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/child/1/tool/sleep');
    expect(await relink.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Link Fitbit again' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Unlink Fitbit' }).click();
    await page.getByText('No Fitbit linked yet. Link one to measure sleep through the night.').waitFor();
  });

  it('food sensitivity: ordered with a shipping address, shipped and received by staff, then the results are shown', async () => {
    await buy('food-sensitivity', 'Pay Now');
    await page.goto('/app/child/1/tool/food-sensitivity');
    await page.getByText('No kit requested yet.').waitFor();
    // A failed save keeps what was typed and says why beside each refused field.
    await page.getByLabel('Full name').fill('Dana Rivera');
    await page.getByLabel('Address line 1').fill('12 Elm Street');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('ZIP or postal code').fill('627');
    await page.getByRole('button', { name: 'Request the kit' }).click();
    const state = page.getByLabel('State or region');
    expect(await state.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Please fill this in.').waitFor();
    await page.getByText('Enter a valid ZIP or postal code for this country').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Dana Rivera');
    expect(await page.getByLabel('City').inputValue()).toBe('Springfield');
    await checkA11y(page, 'Food sensitivity order form with errors');
    await state.fill('IL');
    await page.getByLabel('ZIP or postal code').fill('62704');
    await page.getByRole('button', { name: 'Request the kit' }).click();
    await page
      .getByText('Kit ordered. We will mail it to the address below and tell you when it ships.')
      .waitFor();
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await page.getByText(`Ordered: ${today}`).waitFor();
    await page.getByText('Shipped: not yet').waitFor();
    await page.getByText('Springfield, IL 62704').waitFor();
    await checkA11y(page, 'Food sensitivity kit ordered');
    // The order reached the lab's (or, here without LAB_ORDER_EMAIL, the care team's) mail.
    const mail = (await (await fetch(`${server.url}/dev/outbox`)).json()) as {
      messages: { subject: string; text: string }[];
    };
    expect(
      mail.messages.some(
        (m) => m.subject.startsWith('Food sensitivity kit order') && m.text.includes('12 Elm Street'),
      ),
    ).toBe(true);

    const admin = { ADMIN_TOKEN, ATTUNE_URL: server.url };
    expect(await runAdminCommand(['food-sensitivity', 'ship', '--child', '1'], admin)).toMatchObject({
      code: 0,
    });
    await page.reload();
    await page.getByText('Kit shipped. Send the hair sample when it arrives.').waitFor();
    await page.getByText(`Shipped: ${today}`).waitFor();
    await page.getByRole('button', { name: 'I sent the sample' }).click();
    await page.getByText('Sample sent. We will tell you when the lab receives it.').waitFor();
    expect(await runAdminCommand(['food-sensitivity', 'received', '--child', '1'], admin)).toMatchObject({
      code: 0,
    });
    await page.reload();
    await page.getByText('The lab received the sample. Results take about 10 business days.').waitFor();

    const file = join(mkdtempSync(join(tmpdir(), 'attune-fs-')), 'results.json');
    writeFileSync(
      file,
      JSON.stringify([
        { panel: 'food', name: 'Cow’s milk', level: 3 },
        { panel: 'food', name: 'Wheat', level: 1 },
        { panel: 'nutrition_deficiencies', name: 'Vitamin D', level: 2 },
        { panel: 'environmental_sensitivities', name: 'Dust mites', level: 1 },
        { panel: 'heavy_metals', name: 'Lead', level: 0 },
      ]),
    );
    const entered = await runAdminCommand(['food-sensitivity-results', '--child', '1', '--file', file], {
      ADMIN_TOKEN,
      ATTUNE_URL: server.url,
    });
    expect(entered).toMatchObject({ code: 0, output: expect.stringContaining('results_ready') });

    await page.reload();
    await page.getByText('Your results are ready.').waitFor();
    await page.getByText('Cow’s milk: level 3 of 4').waitFor();
    await page.getByRole('heading', { name: 'Heavy metals · free bonus test' }).waitFor();
    await checkA11y(page, 'Food sensitivity results');
    await page.getByRole('button', { name: 'Mark results as viewed' }).click();
    await page.getByText('Results viewed.').waitFor();
  });

  it('parent coaching: a free consultation request, no payment, and what happens next', async () => {
    await page.goto('/app/child/1/tool/parent-coaching');
    await page.getByRole('heading', { name: 'Free 15-minute consultation' }).waitFor();
    expect(await page.getByText(/Pay Now|\$0\.00/).count()).toBe(0);
    await page.getByRole('button', { name: 'Request a consultation' }).click();
    await page.getByText('Your request has been received.').waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    await checkA11y(page, 'Parent coaching after the request');

    // Social + Emotional: the monthly DESSA check-in opens on the questionnaire screen.
    await page.goto('/app/child/1/tool/social-emotional');
    await page.getByText("Answer the first check-in to see your child's strengths in 8 areas.").waitFor();
    await checkA11y(page, 'Social + Emotional before a check-in');
    await page.getByRole('link', { name: 'Start the check-in' }).click();
    await page.waitForURL('**/questionnaire/dessa?**');
    // the question is the page's heading (the route announcer repeats it, so ask for the heading)
    await page.getByRole('heading', { level: 1, name: 'Kept trying after a setback (at home)' }).waitFor();

    // Reading Attention Tutor stays waitlist-only, and says what it needs.
    await page.goto('/app/child/1/tool/reading-attention-tutor');
    await page.getByText('An iPad and the $99 headset.').first().waitFor();
    await page.getByRole('heading', { name: 'Coming soon' }).waitFor();
  });
});
