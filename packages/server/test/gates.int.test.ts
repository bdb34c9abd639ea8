/**
 * The server's gates over real HTTP, each with a call it must refuse and one it must let through, for
 * unconfirmed, unsubscribed, trial-expired, subscribed, clinical and non-clinical accounts; the bad
 * input of purchases; payments in production. Stripe and its webhook: `stripe.int.test.ts`.
 */
import { addDays } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../src/app';
import { purchases, users } from '../src/db/schema';
import {
  CARD_PAYMENTS_UNAVAILABLE,
  choosePaymentPorts,
  IN_APP_PURCHASES_UNAVAILABLE,
  PaymentConfigurationError,
  testCardProvider,
} from '../src/purchases/payment-ports';
import { engines, type Harness, type RawResponse, startHarness } from './support/harness';

type Products = { products: { id: number; name: string }[] };
type Plans = { activity_plans: { id: number; key: string }[] };

/** A birthday that makes a child exactly `years` old on the harness's today. */
function bornYearsAgo(harness: Harness, years: number): string {
  const today = harness.clock.now().toISOString().slice(0, 10);
  return addDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28'), -1);
}

const blockerOf = (response: RawResponse) => (response.json as { blocker?: string } | null)?.blocker;

async function catalogue(harness: Harness) {
  const products = ((await harness.call('GET', '/v1/products')).json as Products).products;
  const plans = ((await harness.call('GET', '/v1/activity_plans')).json as Plans).activity_plans;
  const product = (name: string) => products.find((entry) => entry.name === name)?.id ?? 0;
  const plan = (key: string) => plans.find((entry) => entry.key === key)?.id ?? 0;
  return { product, plan };
}

for (const engine of engines) {
  describe(`gates (${engine})`, () => {
    let harness: Harness;
    let ids: Awaited<ReturnType<typeof catalogue>>;
    const addChild = (token: string, birthday: string, name = 'Kai') =>
      harness.call('POST', '/v1/patients', { token, body: { patient: { name, birthday, gender: 'other' } } });
    const childId = (response: RawResponse) => (response.json as { patient: { id: number } }).patient.id;
    const buy = (token: string, payment: Record<string, unknown>, childIdValue?: number) =>
      harness.call('POST', '/v1/payment/purchases', {
        token,
        body: { payment, ...(childIdValue === undefined ? {} : { child_id: childIdValue }) },
      });
    const purchaseCount = async (token: string) =>
      ((await harness.call('GET', '/v1/payment/purchases', { token })).json as { purchases: unknown[] })
        .purchases.length;

    beforeAll(async () => {
      harness = await startHarness(engine);
      ids = await catalogue(harness);
    });
    afterAll(async () => harness?.close());

    it('an unconfirmed account may not add a child, buy or read the library (403 create-account); confirmed it may', async () => {
      const { token, email } = await harness.family('unconfirmed', { confirm: false });
      const child = await addChild(token, bornYearsAgo(harness, 8));
      expect(child.status).toBe(403);
      expect(blockerOf(child)).toBe('create-account');
      expect(child.json).toMatchObject({ errors: { 'create-account': [expect.any(String)] } });
      const trial = await buy(token, { product_id: ids.product('attune-trial'), soft_trial: true });
      expect([trial.status, blockerOf(trial)]).toEqual([403, 'create-account']);
      const library = await harness.call('GET', '/v1/content/collections', { token });
      expect([library.status, blockerOf(library)]).toEqual([403, 'create-account']);
      expect((await harness.call('GET', '/v1/patients', { token })).json).toEqual({ patients: [] });
      // Confirmed, the same account starts its trial and adds the child.
      await harness.server.ctx.db
        .update(users)
        .set({ confirmedAt: harness.clock.now() })
        .where(eq(users.email, email));
      expect((await buy(token, { product_id: ids.product('attune-trial'), soft_trial: true })).status).toBe(
        200,
      );
      expect((await addChild(token, bornYearsAgo(harness, 8))).status).toBe(200);
    });

    it('an unsubscribed account is sent to the subscription blocker; its trial lets it through', async () => {
      const { token } = await harness.family('unsubscribed', { trial: false });
      const child = await addChild(token, bornYearsAgo(harness, 8));
      expect([child.status, blockerOf(child)]).toEqual([403, 'subscription']);
      const library = await harness.call('GET', '/v1/content/pieces', { token });
      expect([library.status, blockerOf(library)]).toEqual([403, 'subscription']);
      const trial = await buy(token, { product_id: ids.product('attune-trial'), soft_trial: true });
      expect(trial.status).toBe(200);
      expect(trial.json).toMatchObject({
        purchase: {
          state: 'paid',
          source: 'soft',
          ends_on: addDays(harness.clock.now().toISOString().slice(0, 10), 14),
        },
      });
      expect((await addChild(token, bornYearsAgo(harness, 8))).status).toBe(200);
      // The trial opens the app; the content library stays the sunflower client's (content.int.test.ts).
      const after = await harness.call('GET', '/v1/content/pieces', { token });
      expect([after.status, blockerOf(after)]).toEqual([403, 'content']);
    });

    it('a trial is given once; when it ends access stops, a monthly subscription restores it until its period ends', async () => {
      const before = harness.clock.now();
      try {
        const { token: firstToken, email } = await harness.family('expiring');
        let token = firstToken;
        const kid = childId(await addChild(token, bornYearsAgo(harness, 9)));
        const again = await buy(token, { product_id: ids.product('attune-yearly-trial'), soft_trial: true });
        expect(again.status).toBe(409);
        expect(again.json).toEqual({
          errors: { 'payment.soft_trial': ['The free trial has already been used on this account.'] },
        });
        expect(await purchaseCount(token)).toBe(1);

        harness.clock.advanceDays(14);
        // A log-in unused for more than 7 days has lapsed: log in again.
        token = await logIn(harness, email);
        const expired = await addChild(token, bornYearsAgo(harness, 8));
        expect([expired.status, blockerOf(expired)]).toEqual([403, 'subscription']);
        const plan = await harness.call('POST', '/v1/child_activity_plans', {
          token,
          body: { child_id: kid, activity_plan_id: ids.plan('coexisting-conditions') },
        });
        expect([plan.status, blockerOf(plan)]).toEqual([403, 'subscription']);
        // A card for the trial product after the trial: charged now, no second trial.
        const paid = await buy(token, { product_id: ids.product('attune-access'), stripe_token: 'tok_visa' });
        expect(paid.status).toBe(200);
        const today = harness.clock.now().toISOString().slice(0, 10);
        expect(paid.json).toMatchObject({ purchase: { state: 'paid', trial_ends_on: null } });
        const endsOn = (paid.json as { purchase: { ends_on: string } }).purchase.ends_on;
        expect(endsOn > addDays(today, 27) && endsOn <= addDays(today, 31)).toBe(true);
        expect((await addChild(token, bornYearsAgo(harness, 8))).status).toBe(200);

        harness.clock.set(new Date(`${endsOn}T12:00:00Z`));
        // Log-ins last 30 days: log in again.
        token = await logIn(harness, email);
        const lapsed = await addChild(token, bornYearsAgo(harness, 8));
        expect([lapsed.status, blockerOf(lapsed)]).toEqual([403, 'subscription']);
      } finally {
        harness.clock.set(before);
      }
    });

    it("a subscribed family starts a paid add-on's plan only for the child it was bought for", async () => {
      const { token } = await harness.family('subscribed');
      const first = childId(await addChild(token, bornYearsAgo(harness, 8), 'Ada'));
      const second = childId(await addChild(token, bornYearsAgo(harness, 10), 'Ben'));
      const start = (child: number) =>
        harness.call('POST', '/v1/child_activity_plans', {
          token,
          body: { child_id: child, activity_plan_id: ids.plan('target-recognition') },
        });
      const before = await start(first);
      expect([before.status, blockerOf(before)]).toEqual([403, 'purchase']);
      const free = await harness.call('POST', '/v1/child_activity_plans', {
        token,
        body: { child_id: first, activity_plan_id: ids.plan('coexisting-conditions') },
      });
      expect(free.status).toBe(200);
      expect(
        (await buy(token, { product_id: ids.product('target-recognition'), stripe_token: 'tok_visa' }, first))
          .status,
      ).toBe(200);
      // Buying started the plan for the child it was bought for: a second start is refused.
      const plans = (await harness.call('GET', `/v1/child_activity_plans?child_id=${first}`, { token }))
        .json as { plans: { activity_plan_id: number }[] };
      expect(plans.plans.map((plan) => plan.activity_plan_id)).toContain(ids.plan('target-recognition'));
      expect((await start(first)).status).toBe(409);
      const other = await start(second);
      expect([other.status, blockerOf(other)]).toEqual([403, 'purchase']);
    });

    it('clinical calls answer 403 to a family account and 200 to a clinical one; ages are 5-13, or 5-18 for a clinic', async () => {
      const family = await harness.family('nonclinical');
      const clinic = await harness.family('clinical');
      await harness.server.ctx.db.update(users).set({ clinical: true }).where(eq(users.id, clinic.userId));

      const teen = bornYearsAgo(harness, 15);
      const refused = await addChild(family.token, teen);
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({
        errors: { 'patient.birthday': ['must make the child 5 to 13 years old'] },
      });
      expect((await addChild(family.token, bornYearsAgo(harness, 4))).status).toBe(422);
      expect((await addChild(family.token, bornYearsAgo(harness, 13))).status).toBe(200);
      const kid = childId(await addChild(family.token, bornYearsAgo(harness, 5)));
      const older = await harness.call('PUT', `/v1/patients/${kid}`, {
        token: family.token,
        body: { patient: { birthday: teen } },
      });
      expect(older.status).toBe(422);

      const patient = childId(await addChild(clinic.token, teen));
      expect((await addChild(clinic.token, bornYearsAgo(harness, 19))).status).toBe(422);

      const appointments = (token: string, child: number) =>
        harness.call('GET', `/v1/clinic/patients/appointments?patient_id=${child}`, { token });
      const notClinical = await appointments(family.token, kid);
      expect([notClinical.status, blockerOf(notClinical)]).toEqual([403, 'clinical']);
      expect((await appointments(clinic.token, patient)).status).toBe(200);
      const consents = await harness.call('GET', '/v1/clinic/forms/consents', { token: family.token });
      expect(consents.status).toBe(403);
      expect((await harness.call('GET', '/v1/clinic/forms/consents', { token: clinic.token })).status).toBe(
        200,
      );
    });

    it('refuses bad purchases with a clear 4xx and grants nothing', async () => {
      const mine = await harness.family('buyer');
      const theirs = await harness.family('neighbour');
      const theirChild = childId(await addChild(theirs.token, bornYearsAgo(harness, 7)));
      const count = await purchaseCount(mine.token);

      const foreign = await buy(
        mine.token,
        { product_id: ids.product('target-recognition'), stripe_token: 'tok_visa' },
        theirChild,
      );
      expect(foreign.status).toBe(404);
      const unknown = await buy(mine.token, { product_id: 999_999, stripe_token: 'tok_visa' });
      expect(unknown.status).toBe(422);
      expect(unknown.json).toEqual({ errors: { 'payment.product_id': ['is not a product'] } });
      const forged = await buy(mine.token, {
        product_id: ids.product('attune-access'),
        iap: { transaction_date: '2026-01-01', transaction_id: 't-1', transaction_receipt: 'invalid-forged' },
      });
      expect(forged.status).toBe(422);
      expect(Object.keys((forged.json as { errors: object }).errors)).toEqual(['payment.iap']);
      const declined = await buy(mine.token, {
        product_id: ids.product('attune-access'),
        stripe_token: 'tok_chargeDeclined',
      });
      expect(declined.status).toBe(422);
      const twice = await buy(mine.token, { product_id: ids.product('attune-trial'), soft_trial: true });
      expect(twice.status).toBe(409);
      expect(await purchaseCount(mine.token)).toBe(count);
    });
  });
}

/** A fresh log-in token for a harness family (after the clock has moved past a log-in's idle limit). */
async function logIn(harness: Harness, email: string): Promise<string> {
  const login = await harness.call('POST', '/v1/sessions', {
    body: { email, password: 'calm-river-morning-42' },
  });
  expect(login.status).toBe(200);
  return (login.json as { user: { token: string } }).user.token;
}

describe('payments in production', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness('pglite', { production: true });
  });
  afterAll(async () => harness?.close());

  it('without payment keys, card and in-app purchases answer a clear 503 and grant nothing', async () => {
    // No outbox in production: the account is confirmed in the database, then starts its trial.
    const { token, email } = await harness.family('production', { confirm: false });
    await harness.server.ctx.db
      .update(users)
      .set({ confirmedAt: harness.clock.now() })
      .where(eq(users.email, email));
    const { product } = await catalogue(harness);
    const trial = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: { payment: { product_id: product('attune-trial'), soft_trial: true } },
    });
    expect(trial.status).toBe(200);
    const card = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: { payment: { product_id: product('attune-access'), stripe_token: 'tok_visa' } },
    });
    expect(card.status).toBe(503);
    expect(card.json).toEqual({ errors: { 'payment.stripe_token': [CARD_PAYMENTS_UNAVAILABLE] } });
    const inApp = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: {
        payment: {
          product_id: product('attune-access'),
          iap: { transaction_date: '2026-01-01', transaction_id: 't-2', transaction_receipt: 'forged' },
        },
      },
    });
    expect(inApp.status).toBe(503);
    expect(inApp.json).toEqual({ errors: { 'payment.iap': [IN_APP_PURCHASES_UNAVAILABLE] } });
    const rows = await harness.server.ctx.db.select().from(purchases);
    expect(
      rows.filter((row) => row.source !== 'soft' && row.providerReference !== 'demo-subscription'),
    ).toEqual([]);
  });

  it('refuses to start with the test provider configured', async () => {
    const db = harness.server.ctx.db;
    {
      expect(() =>
        createApp({ db, production: true, logger: silentLogger, cardProvider: testCardProvider() }),
      ).toThrow(PaymentConfigurationError);
      expect(() => choosePaymentPorts({ production: true, env: { PAYMENT_PROVIDER: 'test' } })).toThrow(
        /test payment provider/,
      );
      expect(() =>
        choosePaymentPorts({ production: true, env: { PAYMENT_PROVIDER: 'test', STRIPE_SECRET_KEY: 'sk' } }),
      ).toThrow(PaymentConfigurationError);
      const real = choosePaymentPorts({ production: true, env: { STRIPE_SECRET_KEY: 'sk_live_x' } });
      expect([real.cardProvider.kind, real.receiptValidator.kind]).toEqual(['real', 'unavailable']);
    }
  });
});
