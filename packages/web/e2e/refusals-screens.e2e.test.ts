/**
 * Every screen that shows a failed call in place says the server's reason, never "Please try again.", at
 * phone width (390 px), in English and Spanish, axe on each page:
 * - the child's settings: a birthday outside 5 to 13 is refused by the server (422), told by Birthday;
 * - collaborators: an address invited twice is refused (409), told by the email field;
 * - a plan's step (Done), the Scores tab (Accept goal), the invitation (Accept Invitation) and a page
 *   whose data is refused (the route's error page): the server's answer is replaced, on the way, by a
 *   refusal with a reason (as the server words it), and the screen shows that reason.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchChromium, logInAsDemo, type RunningServer, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let maya = 0;

/** A birthday `years` and a month ago, as the date field takes it. */
function bornYearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years, day.getUTCMonth() - 1, 10);
  return day.toISOString().slice(0, 10);
}

/** Answers a call with a refusal and its reason, as the server shapes one. */
const refuse = (status: number, errors: Record<string, string[]>) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ errors }) });

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(60_000);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const generic = () => page.getByText(/Please try again\.|Inténtalo de nuevo\./).count();

describe('refusals say why on every screen', () => {
  it('the child settings show the age rule by Birthday (422)', async () => {
    await logInAsDemo(page);
    const gotIt = page.getByRole('button', { name: 'Got It' });
    if (await gotIt.count()) await gotIt.click();
    maya = await page.evaluate(async () => {
      const response = await fetch('/v1/patients');
      const body = (await response.json()) as { patients: { id: number; name: string }[] };
      return body.patients.find((child) => child.name.startsWith('Maya'))?.id ?? 0;
    });
    expect(maya).toBeGreaterThan(0);
    await page.goto(`/app/child/${maya}/settings/edit-profile`);
    await page.getByLabel('Birthday').fill(bornYearsAgo(15));
    await page.getByRole('button', { name: 'Save' }).click();
    const birthday = page.locator('.at-field', { has: page.getByLabel('Birthday') });
    await birthday.getByText('must make the child 5 to 13 years old').waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'child settings, refused (en)');
  });

  it('collaborators: an address invited twice is told by the email field (409)', async () => {
    await page.goto(`/app/child/${maya}/collaborators`);
    const invite = async () => {
      await page.getByLabel('Their name').first().fill('Ms Lee');
      await page.getByLabel('Their email').fill('ms-lee@example.com');
      await page.getByLabel('Relationship to the child').first().fill('Teacher');
      await page.getByRole('button', { name: 'Send Invitation' }).click();
    };
    await invite();
    await page.getByText('Invitation sent to ms-lee@example.com.').waitFor();
    await invite();
    const emailField = page.locator('.at-field', { has: page.getByLabel('Their email') });
    await emailField.getByText('is already invited for this child').waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'collaborators, refused (en)');
  });

  it("a plan's step, the Scores tab, the invitation and a refused page say the server's reason", async () => {
    // A step not done yet, of Maya's first plan.
    const open = await page.evaluate(async (id) => {
      const response = await fetch(`/v1/child_activity_plans?child_id=${id}`);
      const body = (await response.json()) as {
        plans: {
          id: number;
          child_activity_sessions: {
            position: number;
            child_activity_items: {
              position: number;
              complete: boolean;
              skipped: boolean;
              activity_item: { kind: string; require_confirmation: boolean };
            }[];
          }[];
        }[];
      };
      for (const plan of body.plans)
        for (const session of plan.child_activity_sessions)
          for (const item of session.child_activity_items)
            if (
              !item.complete &&
              !item.skipped &&
              item.activity_item.kind !== 'questionnaire' &&
              !item.activity_item.require_confirmation
            )
              return { plan: plan.id, session: session.position, item: item.position };
      return null;
    }, maya);
    expect(open).not.toBeNull();
    if (!open) return;
    const reason = 'This plan is paused: unpause it to go on.';
    await page.route('**/v1/child_activity_items/*', refuse(409, { base: [reason] }));
    await page.goto(`/app/child/${maya}/plan/${open.plan}/session/${open.session}/item/${open.item}`);
    await page.getByRole('button', { name: 'Done, Next' }).click();
    await page.getByRole('alert').filter({ hasText: reason }).waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'a step, refused');
    await page.unroute('**/v1/child_activity_items/*');

    await page.route(
      '**/v1/meaningful_change_scores/*',
      refuse(403, { base: ['Only the family accepts goals.'] }),
    );
    // Maya's real scores, each shown as a goal the family may accept (the demo's are already decided).
    await page.route('**/v1/meaningful_change_scores?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { meaningful_change_scores: Record<string, unknown>[] };
      const offered = body.meaningful_change_scores.map((score) => ({
        ...score,
        accepted: null,
        outcome: 'generated-first-goal-recommended',
        results: (score.results as Record<string, unknown>[]).map((entry) => ({
          ...entry,
          outcome: 'generated-first-goal-recommended',
        })),
      }));
      await route.fulfill({ response, json: { ...body, meaningful_change_scores: offered } });
    });
    await page.goto(`/app/child/${maya}/scores`);
    const accept = page.getByRole('button', { name: /^Accept the .* goal of/ }).first();
    await page.getByRole('tab', { name: 'Scores', selected: true }).waitFor();
    await accept.click();
    await page.getByRole('alert').filter({ hasText: 'Only the family accepts goals.' }).waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'scores, refused');
    await page.unrouteAll();

    const token = 'a'.repeat(32);
    await page.route('**/v1/collaborator_invitations*', (route) =>
      route.request().method() === 'POST'
        ? refuse(409, { base: ['This invitation was already accepted.'] })(route)
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              invitation: {
                family_name: 'The Ortiz family',
                child_name: 'Leo',
                name: 'Ms Lee',
                permission: 'read',
              },
            }),
          }),
    );
    await page.goto(`/app/invitation?token=${token}`);
    await page.getByRole('button', { name: 'Accept Invitation' }).click();
    await page.getByRole('alert').filter({ hasText: 'This invitation was already accepted.' }).waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'invitation, refused');
    await page.unrouteAll();

    await page.route(
      `**/v1/patients/${maya}/collaborator_questionnaires`,
      refuse(409, { base: ['The family closed this page.'] }),
    );
    await page.goto(`/app/child/${maya}/collaborators`);
    await page.getByRole('alert').filter({ hasText: 'The family closed this page.' }).waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'a refused page');
    await page.unrouteAll();
  });

  it('in Spanish, the settings and collaborators say the reason in Spanish', async () => {
    await page.goto('/app/settings/account');
    await page.getByLabel('Language').selectOption('es');
    await page.getByText('Idioma guardado.').waitFor();
    await page.goto(`/app/child/${maya}/settings/edit-profile`);
    await page.getByLabel('Fecha de nacimiento').fill(bornYearsAgo(15));
    await page.getByRole('button', { name: 'Guardar' }).click();
    const fecha = page.locator('.at-field', { has: page.getByLabel('Fecha de nacimiento') });
    await fecha.getByText('el niño debe tener entre 5 y 13 años').waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'child settings, refused (es)');
    await page.goto(`/app/child/${maya}/collaborators`);
    await page.getByLabel('Su nombre').first().fill('Ms Lee');
    await page.getByLabel('Su correo electrónico').fill('ms-lee@example.com');
    await page
      .getByLabel(/Relación con/)
      .first()
      .fill('Maestra');
    await page.getByRole('button', { name: /Enviar invitación/i }).click();
    // Told by the email field, as in English (the refusal's toast says it too, a moment later).
    const correo = page.locator('.at-field', { has: page.getByLabel('Su correo electrónico') });
    await correo.getByText('ya está invitado para este niño').waitFor();
    expect(await generic()).toBe(0);
    await checkA11y(page, 'collaborators, refused (es)');
    await page.goto('/app/settings/account');
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByText('Language saved.').waitFor();
  });
});
