/**
 * A Spanish-speaking parent answers a questionnaire in Spanish, end to end on the real server in headless
 * Chromium (axe on each step): the demo family switches the app to Spanish, opens the attention check-in
 * for their child, and sees its title, questions and answers in Spanish (the catalogue's translations,
 * served by the server and chosen by core's `localizeQuestionnaire`), then reviews and sends it.
 */
import { catalogueQuestionnaire } from '@attune/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, type RunningServer, startServer } from './harness';

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

describe('a questionnaire in Spanish', () => {
  it('shows every question and answer in Spanish, and sends it', async () => {
    await page.goto('/login?lang=en');
    await page.getByRole('button', { name: 'Got It' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@attune.test');
    await page.getByLabel(/^Password/).fill('attune-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/app');
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();

    const check = catalogueQuestionnaire('inattentive');
    await page.goto('/app/child/1/questionnaire/inattentive');
    await page.getByText(/^Pregunta 1 de \d+$/).waitFor();
    await page
      .getByText(check.translations.title_es ?? '')
      .first()
      .waitFor();
    await checkA11y(page, 'a question in Spanish');
    for (const [index, question] of check.questions.entries()) {
      await page.getByRole('heading', { name: question.translations.content_es }).waitFor();
      const labels = await page.locator('.at-questionnaire__option').allTextContents();
      expect(labels.map((label) => label.trim())).toEqual(
        question.responses.map((response) => response.translations.content_es),
      );
      await page
        .getByRole('button', { name: question.responses[index % 2]?.translations.content_es })
        .click();
    }
    await page.getByRole('heading', { name: 'Revisa tus respuestas' }).waitFor();
    await checkA11y(page, 'the review in Spanish');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/questionnaire/inattentive'));
  });
});
