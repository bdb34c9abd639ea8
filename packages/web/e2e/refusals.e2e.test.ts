/**
 * Refusals say why, at phone width (390 px), in both languages: the demo parent adds a child older than
 * 13 and the server's reason shows by the Birthday field (never "Please try again."), in English and, once
 * the account speaks Spanish, in Spanish (the server words it in the request's language). Every page goes
 * through axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

/** A birthday `years` and a month ago, as the date field takes it. */
function bornYearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years, day.getUTCMonth() - 1, 10);
  return day.toISOString().slice(0, 10);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(45_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Fills the add-child form with a 15-year-old and sends it. */
async function addTeen(labels: { name: string; birthday: string; girl: string; submit: string }) {
  await page.getByLabel(labels.name).fill('Ada');
  await page.getByLabel(labels.birthday).fill(bornYearsAgo(15));
  await page.getByLabel(labels.girl, { exact: true }).check();
  await page.getByRole('button', { name: labels.submit }).click();
}

describe('a refused child says why, by the field, in both languages', () => {
  it('shows the age rule by Birthday in English, then in Spanish', async () => {
    await logInAsDemo(page);
    // The cookie notice sits over the bottom of a phone's screen: answer it first.
    const gotIt = page.getByRole('button', { name: 'Got It' });
    if (await gotIt.count()) await gotIt.click();
    await page.goto('/app/add-child');
    await addTeen({ name: "Child's first name", birthday: 'Birthday', girl: 'Girl', submit: 'Add Child' });
    const birthday = page.locator('.at-field', { has: page.getByLabel('Birthday') });
    await birthday.getByText('must make the child 5 to 13 years old').waitFor();
    // The refused field takes the focus, so on a phone it comes into view above the button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
    expect(await birthday.isVisible()).toBe(true);
    expect(await page.getByText('Please try again.').count()).toBe(0);
    // What the parent typed is kept.
    expect(await page.getByLabel("Child's first name").inputValue()).toBe('Ada');
    await checkA11y(page, 'add child, refused (en)');
    await page.screenshot({ path: '/tmp/screens-refused-en.png', fullPage: false });

    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();
    await page.goto('/app/add-child');
    await addTeen({
      name: 'Nombre del niño o niña',
      birthday: 'Fecha de nacimiento',
      girl: 'Niña',
      submit: 'Agregar',
    });
    const fecha = page.locator('.at-field', { has: page.getByLabel('Fecha de nacimiento') });
    await fecha.getByText('el niño debe tener entre 5 y 13 años').waitFor();
    expect(await page.getByText('Inténtalo de nuevo.').count()).toBe(0);
    await checkA11y(page, 'add child, refused (es)');
    await page.screenshot({ path: '/tmp/screens-refused-es.png', fullPage: false });

    await page.goto('/app/settings/account');
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByText('Language saved.').waitFor();
  }, 600_000);
});
