/**
 * The add-on tools that deliver, over real HTTP: the sleep check-in and device link (a fake Fitbit, never
 * the real one), Social + Emotional's development areas from the DESSA check-in, the food-sensitivity kit
 * and the results staff enter (admin route), and the parent coaching consultation request. Each refuses
 * another family's child (404), bad input (422 naming the field) and a child without the purchase (403).
 */
import { DESSA_AREAS, dessaAreaOf } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLabAdmin as runAdmin } from '../src/admin/lab-results';
import { sleepDeviceLinks } from '../src/db/schema';
import { sleepDeviceToken } from '../src/sleep/sleep.service';
import { fitbitProvider } from '../src/sleep/sleep-device-provider';
import { type FakeFitbit, startFakeFitbit } from './support/fake-fitbit';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const ADMIN_TOKEN = 'test-admin-token-0123456789';
type Errors = { errors: Record<string, string[]>; blocker?: string };

describe.each(engines)('tools that deliver (%s)', (engine) => {
  let harness: Harness;
  let fitbit: FakeFitbit;
  let token: string;
  let stranger: string;
  let childId: number;
  let otherChild: number;
  const call = (method: string, path: string, body?: unknown, as: string | null = token) =>
    harness.call(method, path, { token: as, body });
  const addChild = async (as: string, name: string) => {
    const response = await call(
      'POST',
      '/v1/patients',
      {
        patient: { name, birthday: birthdayYearsAgo(harness.clock, 8), gender: 'female' },
      },
      as,
    );
    expect(response.status).toBe(200);
    return (response.json as { patient: { id: number } }).patient.id;
  };
  const buy = async (name: string, child: number) => {
    const products = (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] };
    const product = products.products.find((each) => each.name === name);
    const bought = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: product?.id, stripe_token: 'tok_visa' },
      child_id: child,
    });
    expect(bought.status).toBe(200);
  };

  beforeAll(async () => {
    fitbit = await startFakeFitbit();
    harness = await startHarness(engine, {
      sleepDeviceProvider: fitbitProvider(fitbit.env),
      adminToken: ADMIN_TOKEN,
    });
    ({ token } = await harness.family('tools'));
    ({ token: stranger } = await harness.family('stranger'));
    childId = await addChild(token, 'Noa');
    otherChild = await addChild(token, 'Ari');
  });
  afterAll(async () => {
    await harness?.close();
    await fitbit?.close();
  });

  it('sleep: refuses a child without the purchase (403), then records check-ins against the 20:00 target', async () => {
    const refused = await call('POST', `/v1/children/${childId}/sleep_checkins`, {
      night: '2026-11-20',
      bedtime: '20:30',
      wake_time: '06:45',
      night_wakings: 1,
    });
    expect(refused.status).toBe(403);
    expect((refused.json as Errors).blocker).toBe('purchase');
    await buy('sleep', childId);
    const created = await call('POST', `/v1/children/${childId}/sleep_checkins`, {
      night: '2026-11-20',
      bedtime: '20:30',
      wake_time: '06:45',
      night_wakings: 1,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      sleep: {
        child_id: childId,
        source: 'checkin',
        night: '2026-11-20',
        bedtime: '20:30',
        minutes_asleep: 615,
      },
    });
    // The same night again replaces it.
    await call('POST', `/v1/children/${childId}/sleep_checkins`, {
      night: '2026-11-20',
      bedtime: '20:00',
      wake_time: '07:00',
      night_wakings: 0,
    });
    const listed = (await call('GET', `/v1/children/${childId}/sleep_checkins`)).json as {
      sleeps: { night: string; bedtime: string; night_wakings: number }[];
    };
    expect(listed.sleeps).toEqual([
      expect.objectContaining({ night: '2026-11-20', bedtime: '20:00', night_wakings: 0 }),
    ]);
    // Still refused for the sibling without a purchase (sleep is sold per child).
    expect((await call('GET', `/v1/children/${otherChild}/sleep_checkins`)).status).toBe(403);
  });

  it('sleep: bad input is 422 naming the field; another family’s child is 404', async () => {
    const bad = await call('POST', `/v1/children/${childId}/sleep_checkins`, {
      night: '2026-11-21',
      bedtime: '8pm',
      wake_time: '06:45',
      night_wakings: 1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json as Errors).errors)).toContain('bedtime');
    const backwards = await call('POST', `/v1/children/${childId}/sleep_checkins`, {
      night: '2026-11-21',
      bedtime: '03:00',
      wake_time: '02:00',
      night_wakings: 0,
    });
    expect(backwards.status).toBe(422);
    expect(Object.keys((backwards.json as Errors).errors)).toEqual(['wake_time']);
    expect((await call('GET', `/v1/children/${childId}/sleep_checkins`, undefined, stranger)).status).toBe(
      404,
    );
    expect(
      (
        await call(
          'POST',
          `/v1/children/${childId}/sleep_device`,
          { service: 'fitbit', redirect_uri: 'http://x.test/oauth_callback/fitbit' },
          stranger,
        )
      ).status,
    ).toBe(404);
  });

  it('sleep: links a Fitbit through OAuth (the fake provider), refuses a forged state, and unlinks', async () => {
    expect((await call('GET', `/v1/children/${childId}/sleep_device`)).json).toEqual({ sleep_device: null });
    const redirect = `${harness.url}/oauth_callback/fitbit`;
    const wrongRedirect = await call('POST', `/v1/children/${childId}/sleep_device`, {
      service: 'fitbit',
      redirect_uri: `${harness.url}/elsewhere`,
    });
    expect(wrongRedirect.status).toBe(422);
    expect(Object.keys((wrongRedirect.json as Errors).errors)).toEqual(['redirect_uri']);
    const started = await call('POST', `/v1/children/${childId}/sleep_device`, {
      service: 'fitbit',
      redirect_uri: redirect,
    });
    expect(started.status).toBe(200);
    const authorizeUrl = (started.json as { authorize_url: string }).authorize_url;
    expect(authorizeUrl.startsWith(`${fitbit.url}/oauth2/authorize?`)).toBe(true);
    // The parent allows access at the provider, which redirects back with the token in the hash.
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(redirect);
    const hash = new URLSearchParams(back.hash.slice(1));
    const forged = await call('POST', '/v1/sleep_device_links', {
      child_id: childId,
      service: 'fitbit',
      state: `${childId}.forgedforgedforgedforged`,
      access_token: hash.get('access_token'),
    });
    expect(forged.status).toBe(422);
    expect(Object.keys((forged.json as Errors).errors)).toEqual(['state']);
    const badToken = await call('POST', '/v1/sleep_device_links', {
      child_id: childId,
      service: 'fitbit',
      state: hash.get('state'),
      access_token: 'not-a-token',
    });
    expect(badToken.status).toBe(422);
    expect(Object.keys((badToken.json as Errors).errors)).toEqual(['access_token']);
    const linked = await call('POST', '/v1/sleep_device_links', {
      child_id: childId,
      service: 'fitbit',
      state: hash.get('state'),
      access_token: hash.get('access_token'),
    });
    expect(linked.status).toBe(201);
    expect(linked.json).toMatchObject({ sleep_device: { child_id: childId, service: 'fitbit' } });
    expect((await call('GET', `/v1/children/${childId}/sleep_device`)).json).toMatchObject({
      sleep_device: { service: 'fitbit' },
    });
    // The token is sealed at rest (AES-256-GCM): the raw row holds none of it, and it opens again on use.
    const token = hash.get('access_token') ?? '';
    const [raw] = await harness.server.ctx.db
      .select()
      .from(sleepDeviceLinks)
      .where(eq(sleepDeviceLinks.childId, childId));
    expect(raw?.accessToken).toMatch(/^v1\./);
    expect(raw?.accessToken).not.toContain(token);
    expect(JSON.stringify(raw)).not.toContain(token);
    expect(await sleepDeviceToken(harness.server.ctx, childId)).toBe(token);
    expect((await call('DELETE', `/v1/children/${childId}/sleep_device`)).status).toBe(204);
    expect((await call('GET', `/v1/children/${childId}/sleep_device`)).json).toEqual({ sleep_device: null });
  });

  it('food sensitivity: kit steps move forward only; staff enter results (admin); the family sees them', async () => {
    const refused = await call('POST', '/v1/food_sensitivity_states', {
      child_id: childId,
      state_action: 'request_kit',
      shipping_address: {
        name: 'Dana Rivera',
        line1: '12 Elm Street',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62704',
        country: 'US',
      },
    });
    expect(refused.status).toBe(403);
    await buy('food-sensitivity', childId);
    const early = await call('POST', '/v1/food_sensitivity_states', {
      child_id: childId,
      state_action: 'sample_sent',
    });
    expect(early.status).toBe(422);
    expect(Object.keys((early.json as Errors).errors)).toEqual(['state_action']);
    expect(
      (
        await call('POST', '/v1/food_sensitivity_states', {
          child_id: childId,
          state_action: 'request_kit',
          shipping_address: {
            name: 'Dana Rivera',
            line1: '12 Elm Street',
            city: 'Springfield',
            state: 'IL',
            postal_code: '62704',
            country: 'US',
          },
        })
      ).status,
    ).toBe(204);
    // Staff mail the kit (test/kit-fulfilment.int.test.ts follows the order's mail and notices).
    expect(
      await runAdmin(
        ['food-sensitivity', 'ship', '--child', String(childId)],
        {
          ADMIN_TOKEN,
          ATTUNE_URL: harness.url,
        },
        () => {},
      ),
    ).toBe(0);
    expect(
      (await call('POST', '/v1/food_sensitivity_states', { child_id: childId, state_action: 'sample_sent' }))
        .status,
    ).toBe(204);
    expect(
      (
        await call(
          'POST',
          '/v1/food_sensitivity_states',
          { child_id: childId, state_action: 'sample_sent' },
          stranger,
        )
      ).status,
    ).toBe(404);
    // Staff: no token, no route; bad items are 422 naming the field.
    const noToken = await fetch(`${harness.url}/admin/food_sensitivity_results`, {
      method: 'POST',
      body: '{}',
    });
    expect(noToken.status).toBe(404);
    const badEntry = await fetch(`${harness.url}/admin/food_sensitivity_results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ child_id: childId, items: [{ panel: 'food', name: 'Milk', level: 5 }] }),
    });
    expect(badEntry.status).toBe(422);
    expect(Object.keys(((await badEntry.json()) as Errors).errors)).toEqual(['items.0.level']);
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'fs-results-')), 'results.json');
    writeFileSync(
      file,
      JSON.stringify([
        { panel: 'food', name: 'Cow’s milk', level: 3 },
        { panel: 'nutrition_deficiencies', name: 'Vitamin D', level: 2 },
        { panel: 'environmental_sensitivities', name: 'Dust mites', level: 1 },
        { panel: 'heavy_metals', name: 'Lead', level: 0 },
      ]),
    );
    // Results before the lab received the sample are out of turn.
    const resultsTooEarly = await runAdmin(
      ['food-sensitivity-results', '--child', String(childId), '--file', file],
      { ADMIN_TOKEN, ATTUNE_URL: harness.url },
      () => {},
    );
    expect(resultsTooEarly).toBe(1);
    expect(
      await runAdmin(
        ['food-sensitivity', 'received', '--child', String(childId)],
        {
          ADMIN_TOKEN,
          ATTUNE_URL: harness.url,
        },
        () => {},
      ),
    ).toBe(0);
    const lines: string[] = [];
    const code = await runAdmin(
      ['food-sensitivity-results', '--child', String(childId), '--file', file],
      { ADMIN_TOKEN, ATTUNE_URL: harness.url },
      (line) => lines.push(line),
    );
    expect({ code, lines }).toMatchObject({ code: 0 });
    const results = (await call('GET', `/v1/food_sensitivity_results?child_id=${childId}`)).json as {
      food_sensitivity_results: { state: string; items: { panel: string; level: number }[] }[];
    };
    expect(results.food_sensitivity_results[0]).toMatchObject({ state: 'results_ready' });
    expect(results.food_sensitivity_results[0]?.items.map((item) => item.panel)).toEqual([
      'food',
      'nutrition_deficiencies',
      'environmental_sensitivities',
      'heavy_metals',
    ]);
    expect(
      (
        await call('POST', '/v1/food_sensitivity_states', {
          child_id: childId,
          state_action: 'results_viewed',
        })
      ).status,
    ).toBe(204);
    expect((await call('GET', `/v1/food_sensitivity_results?child_id=${otherChild}`)).status).toBe(403);
  });

  it('social + emotional: the DESSA check-in read as 8 areas (raw scores: no norms table here)', async () => {
    expect((await call('GET', `/v1/children/${childId}/social_emotional`)).json).toEqual({
      social_emotional: null,
    });
    const questionnaires = (await call('GET', '/v1/questionnaires')).json as {
      questionnaires: {
        id: number;
        kind: string;
        questions: { id: number; question_responses: { id: number; value: number }[] }[];
      }[];
    };
    const dessa = questionnaires.questionnaires.find((q) => q.kind === 'dessa');
    expect(dessa?.questions).toHaveLength(72);
    const wanted = (area: string | null) =>
      area === 'decision_making' ? 4 : area === 'self_awareness' ? 0 : 2;
    const submitted = await call('POST', '/v1/assessments', {
      patient_id: childId,
      questionnaire_id: dessa?.id,
      questionnaire_responses: dessa?.questions.map((question, index) => ({
        question_id: question.id,
        question_response_id: question.question_responses.find(
          (r) => r.value === wanted(dessaAreaOf(`dessa_${index + 1}`)),
        )?.id,
      })),
    });
    expect(submitted.status).toBeLessThan(300);
    const read = (await call('GET', `/v1/children/${childId}/social_emotional`)).json as {
      social_emotional: {
        scoring: string;
        areas: { area: string; raw: number; max: number; answered: number }[];
      };
    };
    expect(read.social_emotional.areas.map((area) => area.area)).toEqual([...DESSA_AREAS]);
    expect(read.social_emotional.areas.every((area) => area.answered === 9)).toBe(true);
    const byArea = Object.fromEntries(read.social_emotional.areas.map((area) => [area.area, area]));
    expect(read.social_emotional.scoring).toBe('raw');
    expect(byArea.decision_making).toMatchObject({ raw: 36, max: 36 });
    expect(byArea.self_awareness).toMatchObject({ raw: 0, max: 36 });
    expect(byArea.relationship_skills).toMatchObject({ raw: 18, max: 36 });
    expect((await call('GET', `/v1/children/${childId}/social_emotional`, undefined, stranger)).status).toBe(
      404,
    );
    expect((await call('GET', '/v1/children/abc/social_emotional')).status).toBe(404);
  });

  it('parent coaching: a consultation request is kept with its source', async () => {
    const requested = await call('POST', '/v1/clinic/patients/help_requests', {
      child_id: childId,
      help_request: { source: 'parent-coaching' },
    });
    expect(requested.status).toBe(200);
    expect(requested.json).toMatchObject({ help_request: { child_id: childId, source: 'parent-coaching' } });
    const bad = await call('POST', '/v1/clinic/patients/help_requests', {
      child_id: childId,
      help_request: { source: '' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json as Errors).errors)).toEqual(['help_request.source']);
    expect(
      (
        await call(
          'POST',
          '/v1/clinic/patients/help_requests',
          { child_id: childId, help_request: { source: 'parent-coaching' } },
          stranger,
        )
      ).status,
    ).toBe(404);
  });
});
