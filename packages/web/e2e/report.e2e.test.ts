/**
 * The visit report, end to end on the real server in headless Chromium (axe on each page): the demo parent
 * opens Maya's report from her page, sees the scores charts, medications and latest answers in English,
 * picks the last 90 days, downloads the PDF (its text, read with a PDF text extractor, has Maya's name, each
 * measure and each medication), switches the app to Spanish and sees the same report in Spanish, and its PDF
 * in Spanish. It also makes a share link (mailed to an address it types), opens it in a logged-out browser, finds the open in the access
 * log, turns the link off and sees the kind page (the API answers 404).
 */

/** The text of the PDF the page's download button gives, whitespace as one space. */
async function downloadedPdfText(): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^(Download PDF|Descargar PDF)$/ }).click(),
  ]);
  // The browser may be a shared one over a connection: the file is read through its stream.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

import type { ReportView } from '@attune/core/rules';
import { PDFParse } from 'pdf-parse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The report the page shows, read from the API with the page's session. */
async function reportOf(query: string): Promise<ReportView> {
  const response = await page.request.get(`/v1/children/1/report?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { report: ReportView }).report;
}

describe("Maya's visit report", () => {
  it('opens from her page in English, with scores charts, medications and latest answers', async () => {
    await logInAsDemo(page);
    await page.goto('/app/child/1');
    await page.getByRole('link', { name: "Visit report for Maya's clinician" }).click();
    await page.waitForURL('**/app/child/1/report');
    await page.getByRole('heading', { level: 1, name: 'Visit report: Maya' }).waitFor();
    await page.getByText('This report is informational and is not a diagnosis.', { exact: false }).waitFor();

    await page.getByLabel('Period').selectOption('last_90_days');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL('**/report?period=last_90_days');
    const view = await reportOf(`language=en&from=${await periodFrom()}`);
    expect(view.measures.length).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: 'Scores' }).waitFor();
    for (const measure of view.measures) {
      await page.getByRole('heading', { level: 3, name: measure.title }).waitFor();
    }
    expect(await page.locator('svg.web-report-chart').count()).toBe(view.measures.length);
    await page.getByRole('heading', { level: 2, name: 'Medications' }).waitFor();
    for (const prescription of view.medications.current) {
      await page.getByRole('cell', { name: prescription.medication, exact: true }).first().waitFor();
    }
    // Each current prescription's doses of the period (the demo family uses no dose reminders yet).
    await page.getByRole('columnheader', { name: 'Doses in this period' }).waitFor();
    await page.getByRole('cell', { name: 'Reminders not used' }).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Latest check-in answers' }).waitFor();
    const firstAnswer = view.check_ins[0]?.answers[0];
    expect(firstAnswer).toBeDefined();
    await page
      .getByRole('cell', { name: firstAnswer?.question ?? '', exact: true })
      .first()
      .waitFor();
    await checkA11y(page, 'the visit report in English');

    const pdf = await downloadedPdfText();
    expect(pdf).toContain('Maya');
    // "Include my notes": the parent's notes section appears (and only then).
    expect(await page.getByRole('heading', { level: 2, name: "The parent's notes" }).count()).toBe(0);
    await page.getByLabel('Include my notes').check();
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL('**/report?period=last_90_days&notes=true');
    await page.getByRole('heading', { level: 2, name: "The parent's notes" }).waitFor();
    // The same period for a clinic's system: a FHIR R4 Bundle.
    const fhirHref = await page
      .getByRole('link', { name: "Download for the clinic's system (FHIR)" })
      .getAttribute('href');
    const fhir = await page.request.get(fhirHref ?? '');
    expect(fhir.headers()['content-type']).toBe('application/fhir+json');
    const bundle = (await fhir.json()) as { resourceType: string; type: string };
    expect([bundle.resourceType, bundle.type]).toEqual(['Bundle', 'collection']);
    for (const measure of view.measures) expect(pdf).toContain(measure.title);
    expect(view.medications.current.length).toBeGreaterThan(0);
    for (const prescription of view.medications.current) expect(pdf).toContain(prescription.medication);
  });

  it('makes a share link that opens logged out, shows in the access log, and is 404 once turned off', async () => {
    await page.goto('/app/child/1/report');
    await page.getByRole('heading', { level: 2, name: 'Share with the clinician' }).waitFor();
    await page.getByLabel('The link works for').selectOption('7');
    await page.getByLabel('Mail the link to (optional)').fill('dr.lee@clinic.example');
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const field = page.getByLabel('Share link', { exact: true });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    await page.getByText('We mailed the link to dr.lee@clinic.example.').waitFor();
    const outbox = (await (await page.request.get('/dev/outbox')).json()) as {
      messages: { to: string; text: string }[];
    };
    expect(outbox.messages.find((m) => m.to === 'dr.lee@clinic.example')?.text).toContain(url);
    await checkA11y(page, 'the report with a share link made');

    // A clinician's browser: no log-in.
    const clinician = await browser.newContext({ baseURL: server.url });
    const shared = await clinician.newPage();
    await shared.goto(new URL(url).pathname);
    await shared.getByRole('heading', { level: 1, name: 'Visit report: Maya' }).waitFor();
    await shared.getByRole('heading', { level: 2, name: 'Scores' }).waitFor();
    await shared.getByRole('link', { name: 'Download PDF' }).waitFor();
    expect(await shared.getByRole('link', { name: /settings|log out/i }).count()).toBe(0);
    await checkA11y(shared, 'the shared report');

    await page.goto('/app/settings/access-log');
    await page.getByRole('cell', { name: 'Someone with a share link' }).first().waitFor();
    await page
      .getByRole('cell', { name: "Viewed Maya's visit report (through a share link)" })
      .first()
      .waitFor();
    await checkA11y(page, 'the access log with a share link open');

    await page.goto('/app/child/1/report');
    await page
      .getByRole('button', { name: /^Turn off the link made on/ })
      .first()
      .click();
    await page.getByText('Turned off or expired').first().waitFor();
    await shared.goto(new URL(url).pathname);
    await shared.getByRole('heading', { level: 1, name: 'This link is no longer available' }).waitFor();
    const api = await clinician.request.get(`/v1/shared_reports/${url.split('/r/')[1]}`);
    expect(api.status()).toBe(404);
    await checkA11y(shared, 'a turned-off share link');
    await clinician.close();
  });

  it('shows the same report in Spanish', async () => {
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();
    await page.goto('/app/child/1/report?period=last_90_days');
    await page.getByRole('heading', { level: 1, name: 'Informe para la consulta: Maya' }).waitFor();
    await page.getByText('Este informe es informativo y no es un diagnóstico.', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Puntuaciones' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Medicamentos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Respuestas del último seguimiento' }).waitFor();
    const view = await reportOf(`language=es&from=${await periodFrom()}`);
    for (const measure of view.measures) {
      await page.getByRole('heading', { level: 3, name: measure.title }).waitFor();
    }
    await checkA11y(page, 'the visit report in Spanish');
    const pdf = await downloadedPdfText();
    expect(pdf).toContain('Informe para la consulta');
    for (const measure of view.measures) expect(pdf).toContain(measure.title);
  });
});

/** The first day of the last 90 days on the page's calendar (the period the page asked for). */
async function periodFrom(): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const local = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 89);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  });
}
