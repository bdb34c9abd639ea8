/**
 * Billing over HTTP with the test card provider and the job's `--at` clock: a trial with the test card
 * converts once at its end (receipt mailed, gates pass); a card that is saved but declines leaves the
 * family past due with 7 days of access and mail, then refused with the reason; "Update your card"
 * restores it; cancel at period end keeps access to the end and then stops, resume undoes it; a soft
 * trial is announced a day before its end and never charged; a refund ends access that day; a second
 * run at the same instant charges nothing; on PostgreSQL two job processes at once charge once.
 */
import { spawn } from 'node:child_process';
import { addDays, periodEnd } from '@attune/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingAdmin } from '../src/billing/billing-admin';
import { engines, type Harness, startHarness } from './support/harness';

interface WirePurchase {
  id: number;
  product: { id: number; name: string; title?: string; value?: number };
  state: string;
  ends_on: string | null;
  trial_ends_on: string | null;
  past_due_since?: string | null;
  auto_renew?: boolean;
  cancel_at_period_end?: boolean;
}
interface Billing {
  card: { brand: string; last4: string } | null;
  receipts: { kind: string; amount_cents: number; last4: string | null; period_end: string | null }[];
}
interface Mail {
  to: string;
  subject: string;
  text: string;
}

const MONTHLY_TRIAL = 'attune-trial';

for (const engine of engines) {
  describe(`billing (${engine})`, () => {
    let harness: Harness;
    let trialProductId = 0;
    let trialLength = 0;
    let price = 0;

    beforeAll(async () => {
      // Tokens idle for 7 days expire and the tests move the clock by weeks: they log in again each time.
      harness = await startHarness(engine, {
        loginThrottle: { maxFailures: 10_000, maxFailuresPerAddress: 100_000, windowMs: 60_000 },
      });
      harness.clock.set(new Date('2026-03-02T15:00:00Z'));
      const products = (
        (await harness.call('GET', '/v1/products')).json as {
          products: { id: number; name: string; trial_length: number; value: number }[];
        }
      ).products;
      const trial = products.find((product) => product.name === MONTHLY_TRIAL);
      if (!trial) throw new Error('no trial product');
      trialProductId = trial.id;
      trialLength = trial.trial_length;
      price = trial.value;
    }, 240_000);
    afterAll(() => harness?.close());

    const today = () => harness.clock.now().toISOString().slice(0, 10);
    const job = async (at: string) =>
      JSON.parse(await runBillingAdmin(harness.server.ctx, ['run', '--at', at])) as {
        charged: number;
        declined: number;
        notices: number;
      };
    const mails = async (to: string) =>
      ((await harness.call('GET', '/dev/outbox')).json as { messages: Mail[] }).messages.filter(
        (mail) => mail.to === to,
      );
    /** A token made at the clock's instant (tokens idle for 7 days expire). */
    const login = async (email: string) => {
      const response = await harness.call('POST', '/v1/sessions', {
        body: { email, password: 'calm-river-morning-42' },
      });
      return (response.json as { user: { token: string } }).user.token;
    };
    const purchasesOf = async (email: string) =>
      (
        (await harness.call('GET', '/v1/payment/purchases', { token: await login(email) })).json as {
          purchases: WirePurchase[];
        }
      ).purchases;
    const billingOf = async (email: string) =>
      (
        (await harness.call('GET', '/v1/payment/billing', { token: await login(email) })).json as {
          billing: Billing;
        }
      ).billing;
    /** Adds a child (a call the subscription gate guards). */
    const addChild = async (email: string) => {
      const token = await login(email);
      return harness.call('POST', '/v1/patients', {
        token,
        body: { patient: { name: 'Kai', birthday: '2018-03-15', gender: 'other' } },
      });
    };
    /** A new family whose trial starts now with `card`. */
    const family = async (card: string) => {
      harness.clock.set(new Date('2026-03-02T15:00:00Z'));
      const { token, email } = await harness.family('billing', { trial: false });
      const started = await harness.call('POST', '/v1/payment/purchases', {
        token,
        body: { payment: { product_id: trialProductId, stripe_token: card } },
      });
      expect(started.status, started.text).toBe(200);
      const purchase = (started.json as { purchase: WirePurchase }).purchase;
      return { token, email, purchase, trialEnd: purchase.trial_ends_on ?? '' };
    };

    it('a trial with the test card converts once at its end: a month on, a receipt, the gates pass', async () => {
      const { email, purchase, trialEnd } = await family('tok_visa');
      expect(trialEnd).toBe(addDays(today(), trialLength));
      expect(purchase.auto_renew).toBe(true);
      expect(purchase.product.title).toBe('Attune Trial');
      expect(await billingOf(email)).toEqual({ card: { brand: 'visa', last4: '4242' }, receipts: [] });

      expect(await job(`${addDays(trialEnd, -1)}T12:00:00Z`)).toMatchObject({ charged: 0 });
      const at = `${trialEnd}T01:00:00Z`;
      expect((await job(at)).charged).toBeGreaterThanOrEqual(1);
      const [renewed] = await purchasesOf(email);
      expect(renewed?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));
      expect(renewed?.past_due_since).toBeNull();
      const receipts = (await mails(email)).filter((mail) => mail.subject.startsWith('Your Attune receipt'));
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.text).toContain('$14.99');
      expect(receipts[0]?.text).toContain('4242');
      expect((await billingOf(email)).receipts).toMatchObject([
        { kind: 'charge', amount_cents: price, last4: '4242', period_end: periodEnd(trialEnd, 'monthly') },
      ]);

      // A second run at the same instant charges nothing.
      await job(at);
      expect((await billingOf(email)).receipts).toHaveLength(1);
      expect((await purchasesOf(email))[0]?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));

      harness.clock.set(new Date(`${addDays(trialEnd, 20)}T12:00:00Z`));
      expect((await addChild(email)).status).toBe(200);
    });

    it('a declining card leaves 7 days past due with mail, then the gates refuse with the reason', async () => {
      const { email, trialEnd } = await family('tok_chargeCustomerFail');
      expect(await billingOf(email)).toMatchObject({ card: { last4: '0341' } });
      await job(`${trialEnd}T01:00:00Z`);
      const [pastDue] = await purchasesOf(email);
      expect(pastDue).toMatchObject({
        past_due_since: trialEnd,
        ends_on: addDays(trialEnd, 7),
        state: 'paid',
      });
      expect((await mails(email)).map((mail) => mail.subject)).toContain(
        "Your payment for Attune Trial didn't go through",
      );
      // The job at the same instant, and the next day, charges nothing more and mails nothing more.
      await job(`${trialEnd}T02:00:00Z`);
      await job(`${addDays(trialEnd, 1)}T02:00:00Z`);
      expect((await mails(email)).filter((mail) => mail.subject.includes("didn't go through"))).toHaveLength(
        1,
      );

      harness.clock.set(new Date(`${addDays(trialEnd, 6)}T12:00:00Z`));
      expect((await addChild(email)).status).toBe(200);
      expect((await job(`${addDays(trialEnd, 6)}T12:00:00Z`)).notices).toBeGreaterThanOrEqual(1);
      expect((await mails(email)).map((mail) => mail.subject)).toContain(
        'Last day of Attune Trial: update your card',
      );

      harness.clock.set(new Date(`${addDays(trialEnd, 7)}T12:00:00Z`));
      const refused = await addChild(email);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Your Attune subscription ended on');
      expect(await billingOf(email)).toMatchObject({ receipts: [] });
    });

    it('"Update your card" during grace saves the card and pays the past-due month at once', async () => {
      const { email, trialEnd } = await family('tok_chargeCustomerFail');
      await job(`${trialEnd}T01:00:00Z`);
      harness.clock.set(new Date(`${addDays(trialEnd, 3)}T12:00:00Z`));
      const declined = await harness.call('PUT', '/v1/payment/card', {
        token: await login(email),
        body: { stripe_token: 'tok_chargeDeclined' },
      });
      expect(declined.status).toBe(422);
      expect(declined.json).toMatchObject({ errors: { stripe_token: ['Your card was declined.'] } });
      const updated = await harness.call('PUT', '/v1/payment/card', {
        token: await login(email),
        body: { stripe_token: 'tok_mastercard' },
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json).toEqual({ card: { brand: 'mastercard', last4: '4444' } });
      const [restored] = await purchasesOf(email);
      expect(restored).toMatchObject({ past_due_since: null, ends_on: periodEnd(trialEnd, 'monthly') });
      expect(
        (await mails(email)).filter((mail) => mail.subject.startsWith('Your Attune receipt')),
      ).toHaveLength(1);
      harness.clock.set(new Date(`${addDays(trialEnd, 10)}T12:00:00Z`));
      expect((await addChild(email)).status).toBe(200);
    });

    it('cancel at period end keeps access to the end, then stops; resume undoes it', async () => {
      const { email, purchase, trialEnd } = await family('tok_visa');
      const cancelled = await harness.call('POST', `/v1/payment/purchases/${purchase.id}/cancel`, {
        token: await login(email),
      });
      expect(cancelled.status).toBe(200);
      expect((cancelled.json as { purchase: WirePurchase }).purchase.cancel_at_period_end).toBe(true);
      expect((await job(`${trialEnd}T01:00:00Z`)).charged).toBe(0);
      harness.clock.set(new Date(`${addDays(trialEnd, -1)}T12:00:00Z`));
      expect((await addChild(email)).status).toBe(200);
      harness.clock.set(new Date(`${trialEnd}T12:00:00Z`));
      expect((await addChild(email)).status).toBe(403);
      expect((await billingOf(email)).receipts).toEqual([]);
      // Too late to resume once it ended.
      const late = await harness.call('POST', `/v1/payment/purchases/${purchase.id}/resume`, {
        token: await login(email),
      });
      expect(late.status).toBe(422);

      const other = await family('tok_visa');
      await harness.call('POST', `/v1/payment/purchases/${other.purchase.id}/cancel`, { token: other.token });
      const resumed = await harness.call('POST', `/v1/payment/purchases/${other.purchase.id}/resume`, {
        token: other.token,
      });
      expect(resumed.status).toBe(200);
      expect((resumed.json as { purchase: WirePurchase }).purchase).toMatchObject({
        cancel_at_period_end: false,
        auto_renew: true,
      });
      await job(`${other.trialEnd}T01:00:00Z`);
      expect((await purchasesOf(other.email))[0]?.ends_on).toBe(periodEnd(other.trialEnd, 'monthly'));
    });

    it('a trial without a card is announced the day before it ends and never charged', async () => {
      harness.clock.set(new Date('2026-03-02T15:00:00Z'));
      const { email } = await harness.family('soft');
      const [trial] = await purchasesOf(email);
      const end = trial?.trial_ends_on ?? '';
      expect(trial?.auto_renew).toBe(false);
      await job(`${addDays(end, -1)}T09:00:00Z`);
      await job(`${addDays(end, -1)}T10:00:00Z`);
      const notices = (await mails(email)).filter((mail) => mail.subject.includes('ends tomorrow'));
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain('Nothing will be charged');
      await job(`${end}T09:00:00Z`);
      expect((await billingOf(email)).receipts).toEqual([]);
      expect((await purchasesOf(email))[0]?.ends_on).toBe(end);
    });

    it('a refund ends access the same day and mails the family', async () => {
      const { email, purchase, trialEnd } = await family('tok_visa');
      await job(`${trialEnd}T01:00:00Z`);
      harness.clock.set(new Date(`${addDays(trialEnd, 2)}T12:00:00Z`));
      expect(
        await runBillingAdmin(harness.server.ctx, ['refund', '--purchase', String(purchase.id)]),
      ).toContain('refunded');
      expect((await purchasesOf(email))[0]).toMatchObject({
        state: 'refunded',
        ends_on: addDays(trialEnd, 2),
      });
      expect((await addChild(email)).status).toBe(403);
      const refund = (await mails(email)).find((mail) => mail.subject.startsWith('Your Attune refund'));
      expect(refund?.text).toContain('$14.99');
      expect((await billingOf(email)).receipts.map((receipt) => receipt.kind)).toEqual(['refund', 'charge']);
      await expect(
        runBillingAdmin(harness.server.ctx, ['refund', '--purchase', String(purchase.id)]),
      ).rejects.toThrow(/refunded already/);
    });

    it('a course bought for the family covers a child added later; its receipt says one-time', async () => {
      harness.clock.set(new Date('2026-03-02T15:00:00Z'));
      const { email } = await harness.family('course');
      const token = await login(email);
      const products = (
        (await harness.call('GET', '/v1/products')).json as { products: { id: number; name: string }[] }
      ).products;
      const course = products.find((product) => product.name === 'honestly-adhd');
      const bought = await harness.call('POST', '/v1/payment/purchases', {
        token,
        body: { payment: { product_id: course?.id, stripe_token: 'tok_amex' } },
      });
      expect(bought.status, bought.text).toBe(200);
      const added = await addChild(email);
      expect(added.status).toBe(200);
      const childId = (added.json as { patient: { id: number } }).patient.id;
      const courses = (
        (await harness.call('GET', `/v1/profile/courses?child_id=${childId}`, { token: await login(email) }))
          .json as { courses: { course: { title: string } }[] }
      ).courses;
      expect(courses.map((entry) => entry.course.title)).toEqual(['Honestly ADHD']);
      const receipt = (await mails(email)).find(
        (mail) => mail.subject === 'Your Attune receipt: Honestly ADHD',
      );
      expect(receipt?.text).toContain('It is a one-time purchase.');
      expect(receipt?.text).toContain('8431');
      expect((await billingOf(email)).receipts).toMatchObject([{ kind: 'charge', period_end: null }]);
    });

    it('a bad --at is refused with its name', async () => {
      await expect(runBillingAdmin(harness.server.ctx, ['run', '--at', 'tomorrow'])).rejects.toThrow(/--at/);
    });

    it.runIf(engine === 'postgres')(
      'two job processes at once on PostgreSQL charge a renewal once',
      async () => {
        const { email, trialEnd } = await family('tok_visa');
        const url = (harness.database as { url?: string }).url;
        if (!url) throw new Error('no database url');
        const run = () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(
              process.execPath,
              [
                '--conditions=@attune/source',
                '--import',
                'tsx',
                'src/admin/admin.ts',
                'billing',
                'run',
                '--at',
                `${trialEnd}T01:00:00Z`,
              ],
              { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
            );
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => {
              out += chunk.toString();
            });
            child.stderr.on('data', (chunk: Buffer) => {
              out += chunk.toString();
            });
            child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
          });
        await Promise.all([run(), run()]);
        expect((await billingOf(email)).receipts).toHaveLength(1);
        expect((await purchasesOf(email))[0]?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));
      },
      120_000,
    );
  });
}
