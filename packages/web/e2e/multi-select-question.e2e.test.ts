/**
 * A "Choose all that apply" question takes several answers and a Next (issue 24 item 6), end to end on the
 * real server in headless Chromium at 390 px (axe on each step): the demo parent opens the education and
 * support questionnaire, answers the one-answer questions with a tap each, picks two answers on the
 * multi-select question (the screen stays, both pressed), taps Next, and sends; the server keeps both.
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

describe('a multi-select question', () => {
  it('takes two answers, moves on only with Next, and sends both', async () => {
    await page.goto('/login?lang=en');
    await page.getByRole('button', { name: 'Got It' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@attune.test');
    await page.getByLabel(/^Password/).fill('attune-demo-2026');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/app');

    const education = catalogueQuestionnaire('education_support_system');
    await page.goto('/app/child/1/questionnaire/education_support_system');
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    const option = (name: string) => page.getByRole('button', { name, exact: true });
    for (const question of education.questions) {
      await page.getByRole('heading', { name: question.text }).waitFor();
      if (question.kind !== 'multiple_choice') {
        await page.getByRole('button', { name: 'Next' }).click();
        continue;
      }
      if (!question.multiSelect) {
        await option(question.responses[0]?.text ?? '').click();
        continue;
      }
      const [first, , third] = question.responses;
      const position = await page.getByText(/^Question \d+ of \d+$/).textContent();
      const next = page.getByRole('button', { name: 'Next' });
      expect(await next.isDisabled()).toBe(true);
      await option(first?.text ?? '').click();
      await option(third?.text ?? '').click();
      // Still on the same question, both answers pressed, Next enabled.
      expect(await page.getByText(/^Question \d+ of \d+$/).textContent()).toBe(position);
      expect(await option(first?.text ?? '').getAttribute('aria-pressed')).toBe('true');
      expect(await option(third?.text ?? '').getAttribute('aria-pressed')).toBe('true');
      await checkA11y(page, 'a multi-select question with two answers');
      expect(await next.isDisabled()).toBe(false);
      await next.click();
    }
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    const services = education.questions.find((q) => q.multiSelect);
    await page.getByText(`${services?.responses[0]?.text}, ${services?.responses[2]?.text}`).waitFor();
    await checkA11y(page, 'the review with a multi-select answer');
    const recorded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/v1/assessments',
    );
    await page.getByRole('button', { name: 'Send answers' }).click();
    const answer = await recorded;
    expect(answer.status()).toBe(200);
    await page.waitForURL((url) => !url.pathname.endsWith('/questionnaire/education_support_system'));
    // What the server recorded: one answer per one-answer question, two for the multi-select one.
    const responses = (
      (await answer.json()) as { assessment: { questionnaire_responses: { question_id: number }[] } }
    ).assessment.questionnaire_responses;
    const counts = new Map<number, number>();
    for (const r of responses) counts.set(r.question_id, (counts.get(r.question_id) ?? 0) + 1);
    expect([...counts.values()].sort()).toEqual([1, 1, 1, 1, 2]);
  });
});
