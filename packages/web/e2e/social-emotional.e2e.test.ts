/**
 * Honest Social + Emotional scores, as the parent sees them: the demo family's Maya answers the monthly
 * check-in (submitted over the API: 72 answers), then the tool page shows, on a server without a norms
 * table, her raw scores out of the maximum with one line saying why and no "compared with peers"; and on
 * a server started with the test norms table (SOCIAL_EMOTIONAL_NORMS_FILE), percentiles compared with
 * peers and bands. Both screens go through axe, in English and in Spanish.
 */
import { dessaAreaOf } from '@attune/core/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  launchChromium,
  logInAsDemo,
  type RunningServer,
  repoRoot,
  startOwnServer,
  startServer,
} from './harness';

const NORMS_FILE = `${repoRoot}/packages/server/test/fixtures/social-emotional-norms.json`;
const MAYA = 1;

let browser: Browser | undefined;
let server: RunningServer | undefined;
/** The server with the test norms table (see {@link serverWithNorms}). */
let normedServer: Promise<RunningServer> | undefined;

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await (await normedServer?.catch(() => undefined))?.stop();
});

/** Signs the demo parent in over the API and submits Maya's check-in: decision making 4s, self-awareness 0s, others 2s. */
async function answerCheckIn(url: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-user-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const session = await post('/v1/sessions', { email: 'demo@attune.test', password: 'attune-demo-2026' });
  const token = (session.json.user as { token: string }).token;
  const list = (await (
    await fetch(`${url}/v1/questionnaires`, { headers: { 'x-user-token': token } })
  ).json()) as {
    questionnaires: {
      id: number;
      kind: string;
      questions: { id: number; question_responses: { id: number; value: number }[] }[];
    }[];
  };
  const dessa = list.questionnaires.find((q) => q.kind === 'dessa');
  const value = (area: string | null) => (area === 'decision_making' ? 4 : area === 'self_awareness' ? 0 : 2);
  const submitted = await post(
    '/v1/assessments',
    {
      patient_id: MAYA,
      questionnaire_id: dessa?.id,
      questionnaire_responses: dessa?.questions.map((question, index) => ({
        question_id: question.id,
        question_response_id: question.question_responses.find(
          (r) => r.value === value(dessaAreaOf(`dessa_${index + 1}`)),
        )?.id,
      })),
    },
    token,
  );
  expect(submitted.status).toBeLessThan(300);
}

/**
 * The server with the test norms table, started in the background when the file starts (norms are read at
 * a server's start: a server of its own) so its start-up overlaps the first test's work; started once.
 */
function serverWithNorms(): Promise<RunningServer> {
  normedServer ??= startOwnServer({ SOCIAL_EMOTIONAL_NORMS_FILE: NORMS_FILE });
  return normedServer;
}

beforeAll(() => {
  // Its failure surfaces in the test that waits for it.
  serverWithNorms().catch(() => undefined);
});

async function openTool(withNorms: boolean): Promise<Page> {
  await browser?.close();
  await server?.stop();
  // Without norms: the run's shared server (started without SOCIAL_EMOTIONAL_NORMS_FILE), put back to its
  // seeded data; with them: the server of its own started above.
  server = withNorms ? await serverWithNorms() : await startServer();
  await answerCheckIn(server.url);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await logInAsDemo(page);
  await page.goto(`/app/child/${MAYA}/tool/social-emotional`);
  await page.getByRole('heading', { name: 'Development areas' }).waitFor();
  return page;
}

describe('Social + Emotional scores', () => {
  it('without a norms table: raw scores out of the maximum, why in one line, no peer comparison', async () => {
    const page = await openTool(false);
    await page
      .getByText(
        'These are raw scores: no peer norms are set up, so your child is not compared with other children.',
      )
      .waitFor();
    await page.getByText(/^Overall: 144 of 288 points \(50% of the highest possible\)/).waitFor();
    const areas = page.getByRole('list', { name: 'Development areas' }).getByRole('listitem');
    expect(await areas.count()).toBe(8);
    await expect
      .poll(() => areas.filter({ hasText: 'Decision making' }).textContent())
      .toContain('36 of 36 points (100%)');
    const scores = (await page.locator('section[data-scoring]').textContent()) ?? '';
    expect(scores).not.toMatch(/compared with peers|percentile|Strength|Typical|Need\b/i);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/compared with peers|percentile/i);
    await checkA11y(page, 'Social + Emotional, raw scores');
    // Spanish says the same.
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();
    await page.goto(`/app/child/${MAYA}/tool/social-emotional`);
    await page.getByText(/^Son puntuaciones directas: no hay normas de comparación configuradas/).waitFor();
    expect((await page.locator('section[data-scoring]').textContent()) ?? '').not.toMatch(
      /percentil|Fortaleza|Típico|Necesidad/i,
    );
    await checkA11y(page, 'Social + Emotional, raw scores (es)');
  });

  it('with the test norms table: percentiles compared with peers and bands from the table', async () => {
    const page = await openTool(true);
    await page.getByText(/^Overall: percentile 45 compared with peers \(Typical\)/).waitFor();
    const areas = page.getByRole('list', { name: 'Development areas' }).getByRole('listitem');
    await expect
      .poll(() => areas.filter({ hasText: 'Decision making' }).textContent())
      .toContain('Percentile 97 compared with peers · Strength');
    await expect
      .poll(() => areas.filter({ hasText: 'Self-awareness' }).textContent())
      .toContain('Percentile 1 compared with peers · Need');
    expect(await page.getByText(/These are raw scores/).count()).toBe(0);
    await checkA11y(page, 'Social + Emotional, normed scores');
  });
});
