/**
 * The demo family in Spanish, end to end on the real server in headless Chromium (axe on each screen):
 * session names and steps come from the server in Spanish (Accept-Language), the timeline shows the
 * discover card and a birthday, and the session-due reminder the server's hourly job wrote at start is in
 * the notifications list, unread (the shell's badge counts it), until the parent marks it read.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('notifications and the server in Spanish', () => {
  it('shows Spanish sessions and steps, the discover card, and a reminder that becomes read', async () => {
    await logInAsDemo(page);
    const cookies = page.getByRole('button', { name: 'Got It' });
    if (await cookies.isVisible()) await cookies.click();
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();

    // Maya's timeline: her Essentials session due today by its Spanish name, a discover card, a birthday.
    await page.goto('/app/child/1');
    await page.getByRole('link', { name: /Elogios que funcionan \(Lo esencial de Attune\)/ }).waitFor();
    await page
      .getByRole('heading', { name: /^Descubre / })
      .first()
      .waitFor();
    await checkA11y(page, 'the timeline in Spanish');

    // The session's steps, in Spanish.
    await page.getByRole('link', { name: /Elogios que funcionan \(Lo esencial de Attune\)/ }).click();
    await page.getByRole('heading', { name: 'Elogios que funcionan' }).first().waitFor();
    await page
      .getByText(/Unos minutos tranquilos con tu hijo o hija\./)
      .first()
      .waitFor();
    await checkA11y(page, 'a session in Spanish');
    await page.goto(`${new URL(page.url()).pathname}/item/2`);
    await page
      .getByText('Lee: ideas cotidianas para elogios concretos y cálidos, con ejemplos de otras familias.')
      .waitFor();

    // The reminders the server wrote at start: unread, counted on the shell's bell.
    const bell = page.getByRole('link', { name: /^Notificaciones \(\d+ sin leer\)$/ });
    const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(0);
    await bell.click();
    await page.getByRole('heading', { name: 'Notificaciones', level: 1 }).waitFor();
    const reminder = page.locator('.web-notification-item', {
      hasText: '«Elogios que funcionan» (Lo esencial de Attune)',
    });
    await reminder.getByRole('heading', { name: 'Sesión para hoy' }).waitFor();
    await reminder.getByText('Sin leer').waitFor();
    // The demo's welcome, in Spanish too.
    await page.getByRole('heading', { name: 'Te damos la bienvenida a Attune' }).waitFor();
    await checkA11y(page, 'the notifications in Spanish');

    await reminder.getByRole('button', { name: /^Marcar como leída/ }).click();
    await reminder.getByText('Leída', { exact: true }).waitFor();
    await page
      .getByText(`${before - 1 === 1 ? '1 notificación sin leer' : `${before - 1} notificaciones sin leer`}`)
      .waitFor();

    // Read on the server: a reload still shows it read.
    await page.reload();
    await page
      .locator('.web-notification-item', { hasText: '«Elogios que funcionan» (Lo esencial de Attune)' })
      .getByText('Leída', { exact: true })
      .waitFor();
  });

  it('shows a birthday on the timeline: a child added on her ninth birthday', async () => {
    const now = new Date();
    const birthday = `${now.getFullYear() - 9}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await page.goto('/app/add-child');
    await page.getByLabel('Nombre del niño o niña').fill('Sol');
    await page.getByLabel('Fecha de nacimiento').fill(birthday);
    await page.getByRole('radio', { name: 'Niña' }).check();
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.waitForURL(/\/app\/child\/\d+/);
    const childId = new URL(page.url()).pathname.match(/\/app\/child\/(\d+)/)?.[1];
    await page.goto(`/app/child/${childId}/timeline`);
    await page.getByText('Sol cumplió 9 años').waitFor();
    await page.getByText('Sol se unió a Attune').waitFor();
  });
});
