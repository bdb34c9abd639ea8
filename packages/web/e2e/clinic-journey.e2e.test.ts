/**
 * A clinic family, end to end on the real server (the journeys' shared one; the test plays the clinic's
 * staff through its `/dev/clinic` calls, what the admin command does) in headless Chromium, axe on every page: signs up at
 * /clinic-signup with the access code the clinic gave (a wrong code first), confirms and starts the trial,
 * adds a 15-year-old (clinical accounts: 5 to 18), meets the consent blocker, signs the consent form (a
 * missing signature refused first), enters insurance (the unknown-plan notice on the way), asks for an
 * appointment (pending), answers the clinical set; the staff schedule it (a mail goes to the family); the
 * family sees it scheduled with no join button until, on the browser's fake clock, its time comes; it
 * reaches its child's plans and sessions from the Clinical tab, starts a plan and opens its Welcome session.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, confirmationToken, launchChromium, type RunningServer, startServer } from './harness';
import { tapAnswers } from './questionnaire-taps';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let childId = 0;
const email = `clinic-${Date.now()}@example.com`;
const password = 'calm-river-morning-42';
const CODE = '482913';
const JOIN_URL = 'https://meet.example.org/attune-room-7';

/**
 * The clinic's staff on the journey's server, in its process (`POST /dev/clinic/...`, served only by a
 * journeys' server: the embedded database is opened by one process at a time): what the admin command
 * `admin <subject> <verb>` does.
 */
async function asClinicStaff(path: string, query: Record<string, string>): Promise<void> {
  const response = await fetch(`${server.url}/dev/clinic/${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`POST /dev/clinic/${path}: ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  server = await startServer();
  await asClinicStaff('access-codes', { code: CODE, max_uses: '10' });
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(60_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** With CLINIC_SCREENSHOTS=dir, keeps a phone screenshot (and a dark desktop one) of a screen there. */
async function screenshot(name: string) {
  const dir = process.env.CLINIC_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: join(dir, `${name}-desktop-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A birthday fifteen and a half years before today. */
function birthdayAged15(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 15);
  day.setUTCMonth(day.getUTCMonth() - 6);
  return day.toISOString().slice(0, 10);
}

/** Types a code in the six boxes, after emptying them (Backspace from the last box). */
async function typeCode(code: string) {
  const last = page.getByRole('textbox', { name: 'Digit 6 of 6' });
  await expect.poll(() => last.isEnabled()).toBe(true);
  await last.click();
  for (let n = 0; n < 6; n++) await page.keyboard.press('Backspace');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function answerQuestionnaire(target: Page) {
  await target.getByText(/^Question \d+ of \d+$/).waitFor();
  for (let guard = 0; guard < 100; guard++) {
    if ((await tapAnswers(target)) === 'review') break;
    const field = target.locator('.at-questionnaire input');
    const type = await field.getAttribute('type');
    const position = await target.locator('.at-questionnaire__position').textContent();
    await field.fill(type === 'date' ? '2020-01-15' : type === 'number' ? '1' : 'Nothing to add');
    await target.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(async () =>
        (await target.locator('.at-questionnaire__position').count())
          ? await target.locator('.at-questionnaire__position').textContent()
          : 'review',
      )
      .not.toBe(position);
  }
  await target.getByRole('heading', { name: 'Check your answers' }).waitFor();
  await target.getByRole('button', { name: 'Send answers' }).click();
}

describe('a clinic family', () => {
  it('signs up at /clinic-signup and applies the access code (a wrong one first)', async () => {
    await page.goto('/clinic-signup?lang=en');
    await page.getByRole('button', { name: 'Got It' }).click();
    await page.getByRole('heading', { name: 'Create your clinic account' }).waitFor();
    await page.getByLabel('Your name').fill('Alex Rivera');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/app/access-code');
    await page.getByRole('heading', { name: 'Enter your access code' }).waitFor();
    await checkA11y(page, 'access code');
    await typeCode('000000');
    await page.getByText('That access code was not recognised.').waitFor();
    await checkA11y(page, 'access code refused');
    await screenshot('access-code');
    await typeCode(CODE);
    await page.waitForURL(/\/app$/);
  });

  it('confirms, starts the trial and adds a 15-year-old, whose child view is the Clinical tab behind the consent blocker', async () => {
    const token = await confirmationToken(server.url, email);
    await page.goto(`/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);
    await page.getByText('Your account is confirmed.').waitFor();
    await page.goto('/app/create-account');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByText('Your trial is active.').waitFor();
    await page.goto('/app/get-started');
    await page.getByLabel("Child's first name").fill('Jordan');
    await page.getByLabel('Birthday').fill(birthdayAged15());
    await page.getByLabel('Other').check();
    await page.getByRole('button', { name: 'Add Child' }).click();
    await page.waitForURL(/\/app\/child\/\d+\//);
    childId = Number(/\/app\/child\/(\d+)/.exec(page.url())?.[1]);
    await page.goto(`/app/child/${childId}`);
    await page.waitForURL(`**/app/child/${childId}/clinical`);
    await page.getByRole('dialog', { name: 'Consent Form Needed' }).waitFor();
    await checkA11y(page, 'consent blocker');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/clinical/consent`);
  });

  it('signs the consent form: a missing signature is refused and what was typed stays', async () => {
    await page.getByRole('heading', { name: 'Consent to care' }).waitFor();
    await page.getByLabel('Your full name').fill('Alex Rivera');
    await page.getByLabel("Patient's date of birth").fill(birthdayAged15());
    await page.getByLabel("Patient's gender").selectOption('other');
    await page.getByLabel('Address').fill('12 Elm Street');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').fill('OR');
    await page.getByLabel('ZIP code').fill('97477');
    await page.getByLabel('Custody status').selectOption('joint');
    await page.getByLabel('Your relationship to the patient').fill('Parent');
    await page.getByLabel('I have read the consent form and I agree to it.').check();
    await page.getByLabel('I confirm that the information I gave is true').check();
    await page.getByRole('button', { name: 'Sign the Consent Form' }).click();
    await page.getByText('Please sign by typing your full name.').waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('Springfield');
    await checkA11y(page, 'consent form refused');
    await screenshot('consent');
    await page.getByRole('textbox', { name: 'Signature' }).fill('Alex Rivera');
    await page.getByRole('button', { name: 'Sign the Consent Form' }).click();
    await page.waitForURL(`**/app/child/${childId}/clinical`);
    await page.getByRole('heading', { name: 'Appointment' }).waitFor();
  });

  it('enters insurance, seeing the unknown-plan notice on the way', async () => {
    await page.getByRole('link', { name: 'Add Insurance' }).click();
    await page.waitForURL('**/clinical/insurance');
    await page.getByLabel('Insurance plan').selectOption({ label: "My plan isn't listed" });
    await page.getByText("We don't have your plan in our list.", { exact: false }).waitFor();
    await checkA11y(page, 'insurance, unknown plan');
    await screenshot('insurance');
    await page.getByLabel('Insurance plan').selectOption({ label: 'Aetna' });
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Policy number').fill('AET-559-201');
    await page.getByLabel('Date of birth of the insured person').fill('1984-02-11');
    // A card photo of another type is refused on its side; the details typed stay.
    const gif = { name: 'card.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };
    await page.getByLabel('Front of the card').setInputFiles(gif);
    await page.getByText('Choose a JPEG, PNG or WebP photo.').waitFor();
    await page.getByRole('button', { name: 'Send Card Photos' }).click();
    await page.getByText('Choose a photo of this side of the card.').waitFor();
    await checkA11y(page, 'insurance, card photo refused');
    expect(await page.getByLabel('Policy number').inputValue()).toBe('AET-559-201');
    await page.getByRole('button', { name: 'Save Insurance' }).click();
    await page.waitForURL(`**/app/child/${childId}/clinical`);
    await page.getByText('Your insurance details are saved.').waitFor();
  });

  it('sends the insurance card photos, front and back, stored through the same call', async () => {
    await page.goto(`/app/child/${childId}/clinical/insurance`);
    // The smallest well-formed PNG carrying the text (the server checks an image's structure).
    const pngOf = (text: string) => {
      const chunk = (type: string, data: Buffer) => {
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
      };
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
        chunk('IDAT', Buffer.from(text, 'latin1')),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    };
    const png = (text: string) => ({ name: `${text}.png`, mimeType: 'image/png', buffer: pngOf(text) });
    await page.getByLabel('Front of the card').setInputFiles(png('front'));
    await page.getByText('Chosen: front.png').waitFor();
    await page.getByLabel('Back of the card').setInputFiles(png('back'));
    await page.getByText('Chosen: back.png').waitFor();
    await page.getByRole('button', { name: 'Send Card Photos' }).click();
    await page.waitForURL(`**/app/child/${childId}/clinical`);
    const cards = await page.evaluate(async () => {
      const response = await fetch('/v1/clinic/insurances/person_informations');
      const body = (await response.json()) as { person_informations: { card: string | null }[] };
      return body.person_informations.map((info) => info.card).filter((card) => card !== null);
    });
    expect(cards.slice(-2)).toEqual([
      `data:image/png;base64,${pngOf('front').toString('base64')}`,
      `data:image/png;base64,${pngOf('back').toString('base64')}`,
    ]);
  });

  it('asks for an appointment (pending) and answers the clinical questionnaires', async () => {
    await page.getByRole('button', { name: 'Request an Appointment' }).click();
    await page
      .getByText("We've received your request. Our care team will contact you to schedule your appointment.")
      .waitFor();
    await checkA11y(page, 'clinical tab, pending');
    await screenshot('clinical-pending');
    const total = Number(((await page.getByText(/^0 of \d+ answered$/).textContent()) ?? '').split(' ')[2]);
    // A 15-year-old's clinical set: five histories, ACEs (teen) and the Vanderbilt.
    expect(total).toBe(7);
    for (let n = 1; n <= total; n++) {
      await page
        .getByRole('link', { name: /^Answer / })
        .first()
        .click();
      await page.waitForURL(/\/questionnaire\/\d+/);
      await answerQuestionnaire(page);
      await page.waitForURL(`**/app/child/${childId}/clinical`);
      await page.getByText(`${n} of ${total} answered`).waitFor();
    }
  });

  it('sees the appointment scheduled by the clinic (mailed), then the join button at its time', async () => {
    const appointments = (await (
      await page.request.get(`/v1/clinic/patients/appointments?patient_id=${childId}`)
    ).json()) as { appointments: { id: number; status: string }[] };
    const [pending] = appointments.appointments;
    expect(pending?.status).toBe('pending');
    const start = new Date(Date.now() + 2 * 60 * 60_000);
    await asClinicStaff('appointments/schedule', {
      id: String(pending?.id ?? 0),
      at: start.toISOString(),
      join_url: JOIN_URL,
    });
    const outbox = (await (await fetch(`${server.url}/dev/outbox`)).json()) as {
      messages: { to: string; subject: string }[];
    };
    expect(outbox.messages.some((m) => m.to === email && m.subject === 'Your appointment is scheduled')).toBe(
      true,
    );

    await page.reload();
    await page.getByText(/^Your appointment is scheduled for /).waitFor();
    await page.getByText('The join button appears here 10 minutes before the start.').waitFor();
    expect(await page.getByRole('link', { name: 'Join the Appointment' }).count()).toBe(0);
    await checkA11y(page, 'clinical tab, scheduled');

    // Five minutes before the start, on the browser's clock.
    await page.clock.setFixedTime(new Date(start.getTime() - 5 * 60_000));
    await page.reload();
    const join = page.getByRole('link', { name: 'Join the Appointment' });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(JOIN_URL);
    await checkA11y(page, 'clinical tab, time to join');
    await screenshot('clinical-join');
  });

  it("reaches its child's plans and sessions from the Clinical tab, starts a plan and opens its Welcome session", async () => {
    await page.goto(`/app/child/${childId}/clinical`);
    await page.getByRole('link', { name: 'Plans and sessions' }).click();
    await page.waitForURL(`**/app/child/${childId}/timeline`);
    await page.getByRole('heading', { name: 'Plans' }).waitFor();
    await page.getByRole('tab', { name: 'Timeline' }).waitFor();
    await checkA11y(page, 'clinic child, plans');
    await page
      .getByRole('button', { name: /^Start / })
      .first()
      .click();
    const planLink = page.locator('.web-plan-card').first();
    await planLink.waitFor();
    await planLink.click();
    await page.waitForURL(/\/plan\/\d+$/);
    await page.locator('article.at-session-card').first().waitFor();
    await checkA11y(page, 'clinic child, plan');
    await page.getByRole('link', { name: 'Intro', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome', exact: true }).waitFor();
    await checkA11y(page, 'clinic child, welcome session');
    // And back to the Clinical tab from the child view.
    await page.goto(`/app/child/${childId}/timeline`);
    await page.getByRole('link', { name: 'Clinical', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Clinical care for Jordan' }).waitFor();
  });

  it('a child whose clinical care has ended opens on the drop-off screen and can return to care', async () => {
    // The clinic ends the care (the child is no longer active), played through the API with the family's session.
    const ended = await page.evaluate(async (id) => {
      const response = await fetch(`/v1/patients/${id}`, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ patient: { active: false } }),
      });
      return response.status;
    }, childId);
    expect(ended).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "Jordan's clinical care has ended" }).waitFor();
    await checkA11y(page, 'clinical tab, drop-off');
    await screenshot('clinical-drop-off');
    await page.getByRole('button', { name: 'Return to Care' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clinical care for Jordan' }).waitFor();
  });

  it('opens the saved insurance details again to check them (GET clinic/insurances/person_informations)', async () => {
    await page.goto(`/app/child/${childId}/clinical/insurance`);
    await expect.poll(() => page.getByLabel('Policy number').inputValue()).toBe('AET-559-201');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Rivera');
    expect(await page.getByLabel('Insurance plan').locator('option:checked').textContent()).toBe('Aetna');
  });
});
