/**
 * A medication reminder, end to end on the real server in headless Chromium (axe on each screen): the demo
 * parent adds a prescription taken morning and evening, the reminder job runs at the evening dose time on
 * the family's clock (`POST /dev/reminders/run?at=`, as `admin reminders run --at` does), the reminder is
 * in the notifications list with Taken / Skipped, the parent marks it Taken, and the prescription's page
 * shows the adherence (last 7 and 30 days) and today's dose as taken.
 *
 * The browser runs in a fixed-offset zone where it is now between 09:00 and 17:59, so the evening dose
 * (19:00) is later the same family day and the morning one (08:00) was before the prescription was added.
 */
import { zonedInstant } from '@attune/core/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** A fixed-offset IANA zone (`Etc/GMT-3` is UTC+3) where the hour now is between 9 and 17. */
function zoneInDaytime(now: Date): string {
  for (let offset = -11; offset <= 14; offset += 1) {
    const hour = (now.getUTCHours() + offset + 24) % 24;
    if (hour >= 9 && hour <= 17)
      return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  }
  return 'Etc/GMT';
}

const zone = zoneInDaytime(new Date());
/** The family's day in that zone (`YYYY-MM-DD`). */
const familyDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    timezoneId: zone,
  });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('medication reminders', () => {
  it('adds a prescription with two doses, is reminded at the dose time, marks it Taken and sees the adherence', async () => {
    await logInAsDemo(page);
    const cookies = page.getByRole('button', { name: 'Got It' });
    if (await cookies.isVisible()) await cookies.click();

    await page.goto('/app/child/1/settings/prescriptions');
    await page.getByRole('button', { name: 'Add Prescription' }).click();
    // A medication of its own name ("Other"), so no seeded prescription shares its words.
    const medication = 'Calmex drops';
    await page.getByLabel(/^Medication\s*\*?$/).selectOption('other');
    await page.getByLabel(/^Medication name/).fill(medication);
    await page.getByLabel(/^Dosage/).fill('5 mg');
    await page.getByLabel(/^Start date/).fill(familyDay);
    await page.getByLabel('Morning').check();
    await page.getByLabel('Evening').check();
    await page.getByLabel(/^Prescribed by/).selectOption('pediatrician');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved: its adherence appears on its page, with no dose reminded yet.
    const doses = page.getByRole('region', { name: `Doses of ${medication}` });
    await doses.getByText('No dose reminders yet.').waitFor();
    await checkA11y(page, 'prescriptions with the new one');

    // The reminder job at 19:00 on the family's clock: the evening dose is due.
    const at = zonedInstant(familyDay, '19:00', zone).toISOString();
    const run = await fetch(`${server.url}/dev/reminders/run?at=${encodeURIComponent(at)}`, {
      method: 'POST',
    });
    expect(run.status).toBe(200);
    expect(((await run.json()) as { doses: number }).doses).toBeGreaterThanOrEqual(1);

    await page.goto('/app/notifications');
    const reminder = page
      .getByRole('listitem')
      .filter({ hasText: `Time for ${medication} (evening dose). Mark it Taken or Skipped.` });
    await reminder.waitFor();
    await expect.poll(() => reminder.count()).toBe(1);
    await checkA11y(page, 'notifications with a medication reminder');
    await reminder.getByRole('button', { name: `Taken: Evening dose of ${medication}` }).click();
    await reminder.getByText('Taken', { exact: true }).waitFor();

    await page.goto('/app/child/1/settings/prescriptions');
    const adherence = page.getByRole('region', { name: `Doses of ${medication}` });
    await adherence.getByText('Last 7 days: 1 taken, 0 skipped, 0 no answer').waitFor();
    await adherence.getByText('Last 30 days: 1 taken, 0 skipped, 0 no answer').waitFor();
    await adherence.getByText('Evening dose:').waitFor();
    await adherence.getByText('Taken', { exact: true }).waitFor();
    await checkA11y(page, 'prescription adherence');
  });
});
