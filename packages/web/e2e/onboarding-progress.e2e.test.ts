/**
 * Onboarding's questionnaires, at phone width (390 px), axe on each page: which are answered comes from the
 * server's assessments (a second browser, logged in afresh, shows the same progress), and "Finish and Start
 * the Plans" with questionnaires left says which and lets the parent choose (answer them first, or start
 * anyway), as the spec's onboarding does; the improvement areas and groups read in Spanish in Spanish.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';
import { tapAnswers } from './questionnaire-taps';

let server: RunningServer;
let browser: Browser;
let page: Page;
let child = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  page = await newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(60_000);
  return context.newPage();
}

describe("onboarding's questionnaires", () => {
  it('counts what the server recorded, the same in another browser', async () => {
    await logInAsDemo(page);
    const gotIt = page.getByRole('button', { name: 'Got It' });
    if (await gotIt.count()) await gotIt.click();
    child = await page.evaluate(async () => {
      const day = new Date();
      day.setUTCFullYear(day.getUTCFullYear() - 8, day.getUTCMonth() - 1, 10);
      const made = (await (
        await fetch('/v1/patients', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            patient: { name: 'Iris', birthday: day.toISOString().slice(0, 10), gender: 'female' },
          }),
        })
      ).json()) as { patient: { id: number } };
      const groups = (await (await fetch('/v1/improvement_groups')).json()) as {
        improvement_groups: { id: number; areas: string[] }[];
      };
      const group = groups.improvement_groups.find((each) => each.areas.length > 0);
      await fetch('/v1/paths', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ child_id: made.patient.id, group_id: group?.id, areas: [group?.areas[0]] }),
      });
      return made.patient.id;
    });
    expect(child).toBeGreaterThan(0);
    await page.goto(`/app/child/${child}/onboarding`);
    const zero = page.getByText(/^0 of \d+ answered$/);
    await zero.waitFor();
    const total = Number(((await zero.textContent()) ?? '').split(' ')[2]);
    expect(total).toBeGreaterThan(1);
    await checkA11y(page, 'onboarding questionnaires');
    await page.getByRole('link', { name: 'Answer Life experiences (child)' }).click();
    await page.waitForURL(/\/questionnaire\/\d+/);
    expect(await tapAnswers(page)).toBe('review');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.waitForURL(/\/onboarding$/);
    await page.getByText(`1 of ${total} answered`).waitFor();

    const other = await newPage();
    await logInAsDemo(other);
    await other.goto(`/app/child/${child}/onboarding`);
    await other.getByText(`1 of ${total} answered`).waitFor();
    await other.context().close();
  });

  it('says which questionnaires are left when finishing, and lets the parent choose', async () => {
    await page.getByRole('button', { name: 'Finish and Start the Plans' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/questionnaires are not answered yet$/).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await dialog.getByText('Life experiences (child)').count()).toBe(0);
    await checkA11y(page, 'questionnaires left');
    await dialog.getByRole('button', { name: 'Answer Them First' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/app/child/${child}/onboarding`);
    await page.getByRole('button', { name: 'Finish and Start the Plans' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start the Plans Anyway' }).click();
    await page.waitForURL(new RegExp(`/app/child/${child}$`));
  });

  it('names the improvement areas and groups in Spanish when the account speaks Spanish', async () => {
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();
    await page.goto(`/app/child/${child}/onboarding?step=areas`);
    await page.getByLabel(/^Falta de atención/).check();
    await page.getByText('Mantener la atención y terminar las tareas.').waitFor();
    await page.getByText('Atención', { exact: true }).waitFor();
    expect(await page.getByText('Inattention').count()).toBe(0);
    await checkA11y(page, 'onboarding areas (es)');
    await page.goto('/app/settings/account');
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByText('Language saved.').waitFor();
  });
});
