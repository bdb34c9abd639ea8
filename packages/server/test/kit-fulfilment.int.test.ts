/**
 * The Food Sensitivity kit reaches a person, over real HTTP with the development outbox: ordering it asks
 * for a shipping address (422 naming each missing field), keeps it on the family's record and in its
 * export, and mails the order to the lab (LAB_ORDER_EMAIL) and the care team; staff's commands (shipped,
 * sample received, results) move it on by core's order and tell the family in the app, by Web Push to its
 * browser (a fake push service on 127.0.0.1) and by mail when it allows mail, in its language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { runLabAdmin } from '../src/admin/lab-results';
import { DEFAULT_CARE_TEAM_EMAIL } from '../src/clinic/clinic.service';
import { foodSensitivityResults } from '../src/db/schema';
import { takeFoodSensitivityStep } from '../src/food-sensitivity/food-sensitivity.service';
import { browserKeys, type FakePushService, startFakePushService } from './support/fake-push-service';
import { birthdayYearsAgo, engines, type Harness, startHarness } from './support/harness';

const ADMIN_TOKEN = 'test-admin-token-kit-0123456789';
const LAB = 'orders@lab.example';
const ADDRESS = {
  name: 'Dana Rivera',
  line1: '12 Elm Street',
  line2: 'Apt 4',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62704',
  country: 'US',
};
type Errors = { errors: Record<string, string[]> };
type Mail = { to: string; subject: string; text: string };
type Kit = {
  state: string;
  shipping_address: typeof ADDRESS | null;
  ordered_at: string | null;
  shipped_at: string | null;
  sample_sent_at: string | null;
  received_at: string | null;
  completed_at: string | null;
};

describe.each(engines)('Food Sensitivity kit fulfilment (%s)', (engine) => {
  let harness: Harness;
  let push: FakePushService;
  let family: { token: string; email: string; userId: number };
  let childId: number;
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    harness.call(method, path, { token: family.token, body, ...(headers ? { headers } : {}) });
  const order = (body: Record<string, unknown>) =>
    call('POST', '/v1/food_sensitivity_states', { child_id: childId, state_action: 'request_kit', ...body });
  const outbox = async () =>
    ((await harness.call('GET', '/dev/outbox')).json as { messages: Mail[] }).messages;
  const kit = async () =>
    (
      (await call('GET', `/v1/food_sensitivity_results?child_id=${childId}`)).json as {
        food_sensitivity_results: Kit[];
      }
    ).food_sensitivity_results[0];
  const staff = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runLabAdmin(args, { ADMIN_TOKEN, ATTUNE_URL: harness.url }, (line) =>
      lines.push(line),
    );
    return { code, output: lines.join('\n') };
  };
  const feed = async (language = 'en') =>
    (
      (await call('GET', '/v1/notifications', undefined, { 'accept-language': language })).json as {
        notifications: { kind: string; title: string; body: string; href: string | null }[];
      }
    ).notifications;

  beforeAll(async () => {
    push = await startFakePushService();
    harness = await startHarness(engine, {
      adminToken: ADMIN_TOKEN,
      labOrderEmail: LAB,
      webPush: { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@attune.test' },
    });
    family = await harness.family('kit');
    const child = await call('POST', '/v1/patients', {
      patient: { name: 'Noa', birthday: birthdayYearsAgo(harness.clock, 8), gender: 'female' },
    });
    childId = (child.json as { patient: { id: number } }).patient.id;
    const products = (await call('GET', '/v1/products')).json as { products: { id: number; name: string }[] };
    const product = products.products.find((each) => each.name === 'food-sensitivity');
    const bought = await call('POST', '/v1/payment/purchases', {
      payment: { product_id: product?.id, stripe_token: 'tok_visa' },
      child_id: childId,
    });
    expect(bought.status).toBe(200);
    const subscribed = await call('POST', '/v1/push_subscriptions', {
      endpoint: `${push.url}/push/noa`,
      keys: browserKeys,
    });
    expect(subscribed.status).toBe(204);
  });
  afterAll(async () => {
    await harness?.close();
    await push?.close();
  });

  it('refuses an order without the address (422 on shipping_address), and names each missing field', async () => {
    const none = await order({});
    expect(none.status).toBe(422);
    expect(Object.keys((none.json as Errors).errors)).toEqual(['shipping_address']);
    for (const field of ['name', 'line1', 'city', 'state', 'postal_code', 'country'] as const) {
      const { [field]: _, ...rest } = ADDRESS;
      const missing = await order({ shipping_address: rest });
      expect({ field, status: missing.status }).toEqual({ field, status: 422 });
      expect(Object.keys((missing.json as Errors).errors)).toEqual([`shipping_address.${field}`]);
      const blank = await order({ shipping_address: { ...ADDRESS, [field]: '  ' } });
      expect(Object.keys((blank.json as Errors).errors)).toEqual([`shipping_address.${field}`]);
    }
    const zip = await order({ shipping_address: { ...ADDRESS, postal_code: '627' } });
    expect((zip.json as Errors).errors).toEqual({
      'shipping_address.postal_code': ['is not a valid postal code'],
    });
    const spanish = await call(
      'POST',
      '/v1/food_sensitivity_states',
      { child_id: childId, state_action: 'request_kit', shipping_address: { ...ADDRESS, city: '' } },
      { 'accept-language': 'es' },
    );
    expect((spanish.json as Errors).errors).toEqual({ 'shipping_address.city': ['es obligatorio'] });
    // Nothing was ordered, nothing mailed to the lab.
    expect(await kit()).toBeUndefined();
    expect((await outbox()).filter((mail) => mail.to === LAB)).toEqual([]);
  });

  it('an order with the address mails the lab and the care team, and keeps the address on the record and in the export', async () => {
    const orderedAt = harness.clock.now().toISOString();
    expect((await order({ shipping_address: { ...ADDRESS, country: 'us' } })).status).toBe(204);
    const mails = await outbox();
    const lab = mails.filter((mail) => mail.to === LAB);
    expect(lab).toHaveLength(1);
    expect(lab[0]?.subject).toMatch(/^Food sensitivity kit order #\d+$/);
    for (const line of [
      'Dana Rivera',
      '12 Elm Street',
      'Apt 4',
      'Springfield, IL 62704',
      'US',
      family.email,
    ]) {
      expect(lab[0]?.text).toContain(line);
    }
    expect(lab[0]?.text).toContain(`admin food-sensitivity ship --child ${childId}`);
    const careTeam = mails.filter(
      (mail) => mail.to === DEFAULT_CARE_TEAM_EMAIL && mail.subject === lab[0]?.subject,
    );
    expect(careTeam).toHaveLength(1);
    expect(careTeam[0]?.text).not.toContain('LAB_ORDER_EMAIL');

    expect(await kit()).toMatchObject({
      state: 'ordered',
      shipping_address: ADDRESS,
      ordered_at: orderedAt,
      shipped_at: null,
      received_at: null,
      completed_at: null,
    });
    const exported = (await call('GET', '/v1/users/me/export')).json as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.tables.food_sensitivity_results?.[0]).toMatchObject({ shipping_address: ADDRESS });
    // Ordered once: a second order is refused and mails nothing.
    const again = await order({ shipping_address: ADDRESS });
    expect(again.status).toBe(422);
    expect(Object.keys((again.json as Errors).errors)).toEqual(['state_action']);
    expect((await outbox()).filter((mail) => mail.to === LAB)).toHaveLength(1);
  });

  it('no sample before the kit ships; staff mark it shipped and the family is told in the app, by push and by mail', async () => {
    const early = await call('POST', '/v1/food_sensitivity_states', {
      child_id: childId,
      state_action: 'sample_sent',
    });
    expect(early.status).toBe(422);
    // A parent cannot take staff's steps.
    const parentShip = await call('POST', '/v1/food_sensitivity_states', {
      child_id: childId,
      state_action: 'ship',
    });
    expect(parentShip.status).toBe(422);
    expect(await staff('food-sensitivity', 'received', '--child', String(childId))).toMatchObject({
      code: 1,
    });

    harness.clock.advanceDays(1);
    const shippedAt = harness.clock.now().toISOString();
    const pushesBefore = push.received.length;
    expect(await staff('food-sensitivity', 'ship', '--child', String(childId))).toMatchObject({
      code: 0,
      output: expect.stringContaining('"state":"shipped"'),
    });
    expect(await kit()).toMatchObject({ state: 'shipped', shipped_at: shippedAt });
    const notice = (await feed()).find((n) => n.kind === 'food-sensitivity-shipped');
    expect(notice).toMatchObject({
      title: 'Test kit shipped',
      body: 'Noa’s food sensitivity kit is on its way.',
      href: `/app/child/${childId}/tool/food-sensitivity`,
    });
    expect(push.received.slice(pushesBefore).map((entry) => entry.path)).toEqual(['/push/noa']);
    const mail = (await outbox()).filter((m) => m.to === family.email && m.subject.includes('on its way'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`/app/child/${childId}/tool/food-sensitivity`);
    expect(mail[0]?.text).toContain('To stop receiving these emails');
    // Shipping twice is out of turn.
    expect(await staff('food-sensitivity', 'ship', '--child', String(childId))).toMatchObject({ code: 1 });
    expect(await staff('food-sensitivity', 'ship', '--child', '999999')).toMatchObject({
      code: 1,
      output: expect.stringMatching(/^404/),
    });
  });

  it('sample sent, received and results: each of staff’s steps tells the family, by mail in its own language', async () => {
    expect(
      (await call('POST', '/v1/food_sensitivity_states', { child_id: childId, state_action: 'sample_sent' }))
        .status,
    ).toBe(204);
    harness.clock.advanceDays(2);
    expect(await staff('food-sensitivity', 'received', '--child', String(childId))).toMatchObject({
      code: 0,
    });
    expect((await feed()).map((n) => n.title)).toContain('Sample received');
    expect(
      (await outbox()).filter((m) => m.to === family.email && m.subject.includes('received')),
    ).toHaveLength(1);

    // The family reads Spanish from now on: the results' mail and notification are in Spanish.
    expect((await call('PUT', `/v1/users/${family.userId}`, { user: { language: 'es' } })).status).toBe(200);
    harness.clock.advanceDays(5);
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'kit-results-')), 'results.json');
    writeFileSync(file, JSON.stringify([{ panel: 'food', name: 'Cow’s milk', level: 3 }]));
    const pushesBefore = push.received.length;
    expect(await staff('food-sensitivity-results', '--child', String(childId), '--file', file)).toMatchObject(
      {
        code: 0,
      },
    );
    const results = await kit();
    expect(results).toMatchObject({
      state: 'results_ready',
      completed_at: harness.clock.now().toISOString(),
    });
    expect(results?.received_at).not.toBeNull();
    expect(results?.sample_sent_at).not.toBeNull();
    const spanish = (await feed('es')).find((n) => n.kind === 'food-sensitivity-results');
    expect(spanish).toMatchObject({
      title: 'Resultados listos',
      body: 'Los resultados de sensibilidad alimentaria de Noa están listos.',
    });
    expect(push.received.slice(pushesBefore)).toHaveLength(1);
    const mail = (await outbox()).filter((m) => m.to === family.email && m.subject.includes('resultados'));
    expect(mail.map((m) => m.subject)).toEqual([
      'Los resultados de sensibilidad alimentaria de Noa están listos',
    ]);
  });

  it('a family that stopped mail is still told in the app, and gets no mail', async () => {
    const quiet = await harness.family('kit-quiet');
    const quietCall = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: quiet.token, body });
    const child = await quietCall('POST', '/v1/patients', {
      patient: { name: 'Ari', birthday: birthdayYearsAgo(harness.clock, 7), gender: 'male' },
    });
    const quietChild = (child.json as { patient: { id: number } }).patient.id;
    const products = (await quietCall('GET', '/v1/products')).json as {
      products: { id: number; name: string }[];
    };
    await quietCall('POST', '/v1/payment/purchases', {
      payment: {
        product_id: products.products.find((p) => p.name === 'food-sensitivity')?.id,
        stripe_token: 'tok_visa',
      },
      child_id: quietChild,
    });
    expect(
      (await quietCall('PUT', `/v1/users/${quiet.userId}`, { user: { email_subscription: false } })).status,
    ).toBe(200);
    expect(
      (
        await quietCall('POST', '/v1/food_sensitivity_states', {
          child_id: quietChild,
          state_action: 'request_kit',
          shipping_address: ADDRESS,
        })
      ).status,
    ).toBe(204);
    expect(await staff('food-sensitivity', 'ship', '--child', String(quietChild))).toMatchObject({ code: 0 });
    const notices = (await quietCall('GET', '/v1/notifications')).json as {
      notifications: { kind: string }[];
    };
    expect(notices.notifications.map((n) => n.kind)).toContain('food-sensitivity-shipped');
    expect((await outbox()).filter((m) => m.to === quiet.email && m.subject.includes('on its way'))).toEqual(
      [],
    );
  });

  it('a kit ordered before addresses were asked is completed with one, and its order mailed then', async () => {
    const earlier = await harness.family('kit-earlier');
    const earlierCall = (method: string, path: string, body?: unknown) =>
      harness.call(method, path, { token: earlier.token, body });
    const made = await earlierCall('POST', '/v1/patients', {
      patient: { name: 'Lee', birthday: birthdayYearsAgo(harness.clock, 9), gender: 'female' },
    });
    const earlierChild = (made.json as { patient: { id: number } }).patient.id;
    const products = (await earlierCall('GET', '/v1/products')).json as {
      products: { id: number; name: string }[];
    };
    await earlierCall('POST', '/v1/payment/purchases', {
      payment: {
        product_id: products.products.find((p) => p.name === 'food-sensitivity')?.id,
        stripe_token: 'tok_visa',
      },
      child_id: earlierChild,
    });
    // As the server stored an order before this change: the state only.
    await harness.server.ctx.db
      .insert(foodSensitivityResults)
      .values({ childId: earlierChild, state: 'ordered' });
    const read = async () =>
      (
        (await earlierCall('GET', `/v1/food_sensitivity_results?child_id=${earlierChild}`)).json as {
          food_sensitivity_results: Kit[];
        }
      ).food_sensitivity_results[0];
    expect(await read()).toMatchObject({ state: 'ordered', shipping_address: null, ordered_at: null });
    expect(
      (
        await earlierCall('POST', '/v1/food_sensitivity_states', {
          child_id: earlierChild,
          state_action: 'request_kit',
          shipping_address: ADDRESS,
        })
      ).status,
    ).toBe(204);
    expect(await read()).toMatchObject({
      state: 'ordered',
      shipping_address: ADDRESS,
      ordered_at: expect.any(String),
    });
    expect((await outbox()).filter((m) => m.to === LAB && m.text.includes(earlier.email))).toHaveLength(1);
    // Completed once: another order is refused.
    expect(
      (
        await earlierCall('POST', '/v1/food_sensitivity_states', {
          child_id: earlierChild,
          state_action: 'request_kit',
          shipping_address: ADDRESS,
        })
      ).status,
    ).toBe(422);
  });

  it('without LAB_ORDER_EMAIL the order goes to the care team, asking them to forward it', async () => {
    const other = await harness.family('kit-nolab');
    const made = await harness.call('POST', '/v1/patients', {
      token: other.token,
      body: { patient: { name: 'Sam', birthday: birthdayYearsAgo(harness.clock, 6), gender: 'other' } },
    });
    const otherChild = (made.json as { patient: { id: number } }).patient.id;
    const { labOrderEmail: _, ...withoutLab } = harness.server.ctx;
    await takeFoodSensitivityStep(withoutLab, otherChild, {
      state_action: 'request_kit',
      shipping_address: ADDRESS,
    });
    const mails = (await outbox()).filter((mail) => mail.text.includes(other.email));
    expect(mails.map((mail) => mail.to)).toEqual([DEFAULT_CARE_TEAM_EMAIL]);
    expect(mails[0]?.text).toContain('No lab address is configured (LAB_ORDER_EMAIL)');
  });
});
