/**
 * Refusals say why, in the family's language: the server words its error texts in the language the
 * request asks for (`Accept-Language`, which the app sets from the account's): a 422 by its field, a
 * gate's 403 in its blocker's words, a 401 and a 404 alike; English stays as written, and a plan started
 * twice answers 409 naming the plan.
 */
import { addDays } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizeMessage } from '../src/http/error-texts';
import { engines, type Harness, startHarness } from './support/harness';

const es = { 'Accept-Language': 'es' };

describe.each(engines)('refusals in the family’s language (%s)', (engine) => {
  let harness: Harness;
  let token: string;
  const bornYearsAgo = (years: number) => {
    const today = harness.clock.now().toISOString().slice(0, 10);
    return addDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28'), -1);
  };
  const addChild = (birthday: string, headers?: Record<string, string>) =>
    harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { name: 'Noa', birthday, gender: 'other' } },
      ...(headers ? { headers } : {}),
    });

  beforeAll(async () => {
    harness = await startHarness(engine);
    ({ token } = await harness.family('refusals'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('words a 422 by its field in Spanish when the request asks for it, and in English otherwise', async () => {
    const english = await addChild(bornYearsAgo(15));
    expect([english.status, english.json]).toEqual([
      422,
      { errors: { 'patient.birthday': ['must make the child 5 to 13 years old'] } },
    ]);
    const spanish = await addChild(bornYearsAgo(15), es);
    expect([spanish.status, spanish.json]).toEqual([
      422,
      { errors: { 'patient.birthday': ['el niño debe tener entre 5 y 13 años'] } },
    ]);
    const missing = await harness.call('POST', '/v1/patients', {
      token,
      body: { patient: { birthday: bornYearsAgo(8), gender: 'other' } },
      headers: es,
    });
    expect(missing.json).toEqual({ errors: { 'patient.name': ['es obligatorio'] } });
  });

  it('words a refused log-in, a missing child and a gate’s refusal in Spanish', async () => {
    const login = await harness.call('POST', '/v1/sessions', {
      body: { email: 'nobody@attune.test', password: 'not-the-password-1' },
      headers: es,
    });
    expect([login.status, login.json]).toEqual([
      401,
      { errors: { base: ['Correo electrónico o contraseña no válidos'] } },
    ]);
    const child = await harness.call('GET', '/v1/patients/999999', { token, headers: es });
    expect(child.status).toBe(404);
    expect(JSON.stringify(child.json)).toMatch(/No se encontr/);
    const unsubscribed = await harness.family('refusals-gate', { trial: false });
    const gated = await harness.call('POST', '/v1/patients', {
      token: unsubscribed.token,
      body: { patient: { name: 'Noa', birthday: bornYearsAgo(8), gender: 'other' } },
      headers: es,
    });
    expect([gated.status, gated.json]).toEqual([
      403,
      {
        errors: {
          subscription: ['Para hacer eso se necesita una suscripción activa o una prueba gratuita.'],
        },
        blocker: 'subscription',
      },
    ]);
  });

  it('answers 409 naming the plan when the same plan is started twice, in the asked language', async () => {
    const child = (await addChild(bornYearsAgo(8))).json as { patient: { id: number } };
    const plans = (await harness.call('GET', '/v1/activity_plans', { token })).json as {
      activity_plans: { id: number; key: string }[];
    };
    const plan = plans.activity_plans.find((each) => each.key === 'adhd-insights');
    const start = (headers?: Record<string, string>) =>
      harness.call('POST', '/v1/child_activity_plans', {
        token,
        body: { child_id: child.patient.id, activity_plan_id: plan?.id },
        ...(headers ? { headers } : {}),
      });
    expect((await start()).status).toBe(200);
    const again = await start(es);
    expect([again.status, again.json]).toEqual([
      409,
      { errors: { activity_plan_id: ['Este plan ya está empezado para este niño.'] } },
    ]);
    const listed = (
      await harness.call('GET', `/v1/child_activity_plans?child_id=${child.patient.id}`, { token })
    ).json as { plans: { activity_plan: { key: string } }[] };
    expect(listed.plans.filter((each) => each.activity_plan.key === 'adhd-insights')).toHaveLength(1);
  });

  it('leaves a message without a Spanish text in English, so nothing is lost', () => {
    expect(localizeMessage('a message nobody translated', 'es')).toBe('a message nobody translated');
    expect(localizeMessage('Child not found', 'es')).toBe('No se encontró el niño');
    expect(localizeMessage('Child not found', 'en')).toBe('Child not found');
  });
});
