/**
 * Billing on Stripe's own model, through the official SDK pointed at a fake Stripe on 127.0.0.1 (its
 * `host`/`port`/`protocol` options), with Stripe's events delivered to the webhook signed by the SDK's test
 * helper. Stripe's clock is the test's (`stripe.advance(at)`), never a sleep.
 *
 * The same journey as `billing.int.test.ts` (the test provider and the job's `--at` clock), through the
 * webhook: a trial that converts at its end, a renewal that succeeds, one that fails then recovers within
 * grace after "Update your card", a cancel at period end, a refund, one-time products as Payment Intents on
 * the customer; replayed events change nothing and forged ones are refused; the job never charges.
 */
import { addDays, MS_PER_HOUR, periodEnd, providerBillingInstant, zonedInstant } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingAdmin } from '../src/billing/billing-admin';
import { billingCards, purchases } from '../src/db/schema';
import { stripeCardProvider } from '../src/purchases/payment-ports';
import { type FakeStripe, type FakeStripeEvent, startFakeStripe } from './support/fake-stripe';
import { type Harness, startHarness } from './support/harness';

interface WirePurchase {
  id: number;
  product: { name: string; title: string };
  state: string;
  ends_on: string | null;
  trial_ends_on: string | null;
  past_due_since: string | null;
  cancel_at_period_end: boolean;
  auto_renew: boolean;
  renewed_by_provider?: boolean;
}
interface Mail {
  to: string;
  subject: string;
  text: string;
}
interface Receipt {
  kind: string;
  amount_cents: number;
  last4: string | null;
  period_end: string | null;
}

const secret = 'whsec_fake_stripe';
const START = new Date('2026-03-02T15:00:00Z');

describe('billing on Stripe (a fake Stripe on 127.0.0.1, through the SDK and the webhook)', () => {
  let stripe: FakeStripe;
  let harness: Harness;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    let clockOf: () => Date = () => START;
    stripe = await startFakeStripe({ now: () => clockOf() });
    harness = await startHarness('pglite', {
      cardProvider: stripeCardProvider(stripe.secretKey, { baseUrl: stripe.url, maxNetworkRetries: 0 }),
      stripeWebhookSecret: secret,
      loginThrottle: { maxFailures: 10_000, maxFailuresPerAddress: 100_000, windowMs: 60_000 },
    });
    clockOf = () => harness.clock.now();
    harness.clock.set(START);
    const products = (
      (await harness.call('GET', '/v1/products')).json as { products: { id: number; name: string }[] }
    ).products;
    for (const product of products) ids.set(product.name, product.id);
  }, 240_000);
  afterAll(async () => {
    await harness?.close();
    await stripe?.close();
  });

  const sign = (payload: string) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(harness.clock.now().getTime() / 1000),
    });
  const deliver = async (events: readonly FakeStripeEvent[]) => {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const answer = await harness.call('POST', '/v1/webhooks/stripe', {
        rawBody: payload,
        headers: { 'stripe-signature': sign(payload) },
      });
      expect(answer.status, answer.text).toBe(200);
    }
    return events;
  };
  /** Moves both clocks to `at`: Stripe bills what ended, and its events are delivered. */
  const moveTo = async (at: Date) => {
    harness.clock.set(at);
    stripe.advance(at);
    return deliver(stripe.takeEvents());
  };
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
  const receiptsOf = async (email: string) =>
    (
      (await harness.call('GET', '/v1/payment/billing', { token: await login(email) })).json as {
        billing: { card: { brand: string; last4: string } | null; receipts: Receipt[] };
      }
    ).billing;
  const mails = async (to: string) =>
    ((await harness.call('GET', '/dev/outbox')).json as { messages: Mail[] }).messages.filter(
      (mail) => mail.to === to,
    );
  const addChild = async (email: string) =>
    harness.call('POST', '/v1/patients', {
      token: await login(email),
      body: { patient: { name: 'Kai', birthday: '2018-03-15', gender: 'other' } },
    });
  const job = async (at: Date) =>
    JSON.parse(await runBillingAdmin(harness.server.ctx, ['run', '--at', at.toISOString()])) as {
      charged: number;
      declined: number;
      reconciled: number;
    };
  /** A new family whose monthly trial starts now with `card` (a Stripe Subscription with `trial_end`). */
  const trialFamily = async (card: string) => {
    harness.clock.set(START);
    const { token, email, userId } = await harness.family('stripe', { trial: false });
    const started = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: { payment: { product_id: ids.get('attune-trial'), stripe_token: card } },
    });
    expect(started.status, started.text).toBe(200);
    const purchase = (started.json as { purchase: WirePurchase }).purchase;
    await deliver(stripe.takeEvents());
    const [row] = await harness.server.ctx.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    const subscription = stripe.subscriptions.get(row?.subscriptionReference ?? '');
    if (!subscription) throw new Error('no Stripe subscription');
    return { token, email, userId, purchase, trialEnd: purchase.trial_ends_on ?? '', subscription };
  };

  it('a trial is a Stripe Subscription on the customer default card, and converts at trial end through invoice.paid', async () => {
    const { email, userId, purchase, trialEnd, subscription } = await trialFamily('tok_visa');
    // A Stripe Customer for the account, the card its default payment method through an off-session Setup Intent.
    const [card] = await harness.server.ctx.db
      .select()
      .from(billingCards)
      .where(eq(billingCards.userId, userId));
    expect(card?.customerId).toMatch(/^cus_fake_/);
    expect(card?.reference).toMatch(/^pm_fake_/);
    const customer = stripe.customers.get(card?.customerId ?? '');
    expect(customer?.invoice_settings).toEqual({ default_payment_method: card?.reference });
    const setup = stripe.requests.find((request) => request.path === '/v1/setup_intents');
    expect(setup?.form.get('usage')).toBe('off_session');
    expect(setup?.form.get('customer')).toBe(card?.customerId);
    expect(subscription).toMatchObject({
      status: 'trialing',
      customer: card?.customerId,
      amount: 1499,
      interval: 'month',
      metadata: { attune_purchase_id: String(purchase.id) },
      trial_end: Math.floor(providerBillingInstant(trialEnd, 'UTC').getTime() / 1000),
    });
    expect(stripe.charges.filter((charge) => charge.customer === card?.customerId)).toEqual([]);
    expect(purchase).toMatchObject({ auto_renew: true, ends_on: trialEnd, trial_ends_on: trialEnd });

    // The job at the trial's end only reconciles: Stripe charges, the server never does.
    const charges = stripe.charges.length;
    expect(await job(providerBillingInstant(trialEnd, 'UTC'))).toMatchObject({ charged: 0, declined: 0 });
    expect(stripe.charges).toHaveLength(charges);

    const converted = await moveTo(providerBillingInstant(trialEnd, 'UTC'));
    expect(converted.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(stripe.charges).toHaveLength(charges + 1);
    const [paid] = await purchasesOf(email);
    expect(paid).toMatchObject({
      ends_on: periodEnd(trialEnd, 'monthly'),
      past_due_since: null,
      state: 'paid',
    });
    expect((await receiptsOf(email)).receipts).toMatchObject([
      { kind: 'charge', amount_cents: 1499, last4: '4242', period_end: periodEnd(trialEnd, 'monthly') },
    ]);
    const receipts = (await mails(email)).filter((mail) => mail.subject.startsWith('Your Attune receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('4242');

    // Replayed, every event changes nothing: no second receipt, no second mail, the same end.
    await deliver(converted);
    expect((await receiptsOf(email)).receipts).toHaveLength(1);
    expect(
      (await mails(email)).filter((mail) => mail.subject.startsWith('Your Attune receipt')),
    ).toHaveLength(1);
    expect((await purchasesOf(email))[0]?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));
    // Forged (the body altered after signing), it is refused and changes nothing.
    const original = JSON.stringify({ ...converted[0], id: 'evt_forged' });
    const forged = await harness.call('POST', '/v1/webhooks/stripe', {
      rawBody: original.replace(/"end":\d+/, '"end":4102444800'),
      headers: { 'stripe-signature': sign(original) },
    });
    expect(forged.status).toBe(400);
    expect((await purchasesOf(email))[0]?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));

    // The next month renews at Stripe too: another month, another receipt.
    const renewalAt = new Date(subscription.current_period_end * 1000);
    await moveTo(renewalAt);
    const secondEnd = periodEnd(periodEnd(trialEnd, 'monthly'), 'monthly');
    expect((await purchasesOf(email))[0]?.ends_on).toBe(secondEnd);
    expect((await receiptsOf(email)).receipts.map((receipt) => receipt.period_end)).toEqual([
      secondEnd,
      periodEnd(trialEnd, 'monthly'),
    ]);
    harness.clock.set(new Date(`${addDays(secondEnd, -1)}T12:00:00Z`));
    expect((await addChild(email)).status).toBe(200);

    // Staff refund the last renewal in Stripe's dashboard: the event names only the payment, and Stripe
    // tells which subscription's invoice it paid. Access ends that day.
    const renewalPayment = stripe.charges.filter(
      (charge) => charge.invoice === subscription.latest_invoice,
    )[0];
    const dashboard = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: renewalPayment?.paymentIntent ?? '' }),
    });
    expect(dashboard.status).toBe(200);
    await deliver(stripe.takeEvents());
    expect((await purchasesOf(email))[0]).toMatchObject({
      state: 'refunded',
      ends_on: addDays(secondEnd, -1),
    });
    expect((await addChild(email)).status).toBe(403);
  });

  it('a renewal that fails leaves the family past due with grace, and "Update your card" recovers it at Stripe', async () => {
    const { email, trialEnd, subscription } = await trialFamily('tok_chargeCustomerFail');
    expect((await receiptsOf(email)).card).toEqual({ brand: 'visa', last4: '0341' });
    const failed = await moveTo(providerBillingInstant(trialEnd, 'UTC'));
    expect(failed.map((event) => event.type)).toContain('invoice.payment_failed');
    expect(subscription.status).toBe('past_due');
    const [pastDue] = await purchasesOf(email);
    expect(pastDue).toMatchObject({ past_due_since: trialEnd, ends_on: addDays(trialEnd, 7), state: 'paid' });
    const failures = () =>
      mails(email).then((all) => all.filter((mail) => mail.subject.includes("didn't go through")));
    expect(await failures()).toHaveLength(1);
    await deliver(failed);
    expect(await failures()).toHaveLength(1);

    harness.clock.set(new Date(`${addDays(trialEnd, 3)}T12:00:00Z`));
    expect((await addChild(email)).status).toBe(200);
    const updated = await harness.call('PUT', '/v1/payment/card', {
      token: await login(email),
      body: { stripe_token: 'tok_mastercard' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toEqual({ card: { brand: 'mastercard', last4: '4444' } });
    // Stripe paid the open invoice with the new default card; its event restores the purchase.
    expect(stripe.invoices.get(subscription.latest_invoice ?? '')?.status).toBe('paid');
    expect(subscription.status).toBe('active');
    await deliver(stripe.takeEvents());
    expect((await purchasesOf(email))[0]).toMatchObject({
      past_due_since: null,
      ends_on: periodEnd(trialEnd, 'monthly'),
    });
    expect((await receiptsOf(email)).receipts).toMatchObject([
      { kind: 'charge', last4: '4444', amount_cents: 1499 },
    ]);
    harness.clock.set(new Date(`${addDays(trialEnd, 10)}T12:00:00Z`));
    expect((await addChild(email)).status).toBe(200);
  });

  it('a renewal that keeps failing ends access after the grace, and the refusal names the day', async () => {
    const { email, trialEnd } = await trialFamily('tok_chargeCustomerFail');
    await moveTo(providerBillingInstant(trialEnd, 'UTC'));
    harness.clock.set(new Date(`${addDays(trialEnd, 7)}T12:00:00Z`));
    const refused = await addChild(email);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Your Attune subscription ended on');
  });

  it('cancel at period end is sent to Stripe; access lasts to the end, then Stripe deletes it; resume undoes it', async () => {
    const { email, purchase, trialEnd, subscription } = await trialFamily('tok_visa');
    const cancel = await harness.call('POST', `/v1/payment/purchases/${purchase.id}/cancel`, {
      token: await login(email),
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(subscription.cancel_at_period_end).toBe(true);
    const resumed = await harness.call('POST', `/v1/payment/purchases/${purchase.id}/resume`, {
      token: await login(email),
    });
    expect(resumed.status, resumed.text).toBe(200);
    expect(subscription.cancel_at_period_end).toBe(false);
    await harness.call('POST', `/v1/payment/purchases/${purchase.id}/cancel`, { token: await login(email) });
    expect(subscription.cancel_at_period_end).toBe(true);
    await deliver(stripe.takeEvents());
    expect((await purchasesOf(email))[0]).toMatchObject({ cancel_at_period_end: true, auto_renew: true });

    const charges = stripe.charges.length;
    const ended = await moveTo(providerBillingInstant(trialEnd, 'UTC'));
    expect(ended.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect(stripe.charges).toHaveLength(charges);
    harness.clock.set(new Date(`${addDays(trialEnd, -1)}T12:00:00Z`));
    expect((await addChild(email)).status).toBe(200);
    harness.clock.set(new Date(`${trialEnd}T12:00:00Z`));
    expect((await addChild(email)).status).toBe(403);
    expect((await purchasesOf(email))[0]?.ends_on).toBe(trialEnd);
    expect((await receiptsOf(email)).receipts).toEqual([]);
  });

  it('a paid month is a Subscription charged now; a refund is sent to Stripe, ends access that day, and its events change nothing more', async () => {
    harness.clock.set(START);
    // The harness's family has had its trial: the month is charged at once.
    const { token, email } = await harness.family('stripe-paid');
    const bought = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: {
        payment: { product_id: ids.get('attune-access'), stripe_token: 'pm_card_visa' },
        idempotency_key: 'order-0001-abc',
      },
    });
    expect(bought.status, bought.text).toBe(200);
    const purchase = (bought.json as { purchase: WirePurchase }).purchase;
    const replay = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: {
        payment: { product_id: ids.get('attune-access'), stripe_token: 'pm_card_visa' },
        idempotency_key: 'order-0001-abc',
      },
    });
    expect(replay.json).toEqual(bought.json);
    expect(purchase.ends_on).toBe(periodEnd('2026-03-02', 'monthly'));
    const [row] = await harness.server.ctx.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    const subscription = stripe.subscriptions.get(row?.subscriptionReference ?? '');
    expect(subscription?.status).toBe('active');
    const firstPayments = stripe.charges.filter((charge) => charge.invoice === subscription?.latest_invoice);
    expect(firstPayments).toHaveLength(1);
    const firstPayment = firstPayments[0];
    // Its first invoice's event: the checkout already receipted it.
    await deliver(stripe.takeEvents());
    expect((await receiptsOf(email)).receipts).toMatchObject([
      { kind: 'charge', amount_cents: 1499, last4: '4242' },
    ]);
    expect(
      (await mails(email)).filter((mail) => mail.subject.startsWith('Your Attune receipt')),
    ).toHaveLength(1);

    // A declined card at the checkout: nothing bought, nothing at Stripe.
    const subscriptions = stripe.subscriptions.size;
    const declined = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: { payment: { product_id: ids.get('attune-access'), stripe_token: 'pm_card_chargeDeclined' } },
    });
    expect(declined.json).toEqual({ errors: { 'payment.stripe_token': ['Your card was declined.'] } });
    expect(stripe.subscriptions.size).toBe(subscriptions);

    // After the harness's trial ended, the paid month is what gives access; refunded, it ends that day.
    harness.clock.set(new Date('2026-03-20T12:00:00Z'));
    expect((await addChild(email)).status).toBe(200);
    expect(
      await runBillingAdmin(harness.server.ctx, ['refund', '--purchase', String(purchase.id)]),
    ).toContain('refunded');
    expect(
      stripe.refunds.filter((refund) => refund.payment_intent === firstPayment?.paymentIntent),
    ).toMatchObject([{ amount: 1499 }]);
    expect(subscription?.status).toBe('canceled');
    expect((await purchasesOf(email)).find((entry) => entry.id === purchase.id)).toMatchObject({
      state: 'refunded',
      ends_on: '2026-03-20',
    });
    const refundMails = () =>
      mails(email).then((all) => all.filter((mail) => mail.subject.startsWith('Your Attune refund')));
    expect(await refundMails()).toHaveLength(1);
    const events = await deliver(stripe.takeEvents());
    expect(events.map((event) => event.type)).toEqual(['charge.refunded', 'customer.subscription.deleted']);
    await deliver(events);
    expect(await refundMails()).toHaveLength(1);
    expect((await receiptsOf(email)).receipts.map((receipt) => receipt.kind)).toEqual(['refund', 'charge']);
    expect((await addChild(email)).status).toBe(403);
  });

  it('a one-time product is a Payment Intent on the same customer and card', async () => {
    harness.clock.set(START);
    const { token, email, userId } = await harness.family('stripe-course');
    const bought = await harness.call('POST', '/v1/payment/purchases', {
      token,
      body: { payment: { product_id: ids.get('honestly-adhd'), stripe_token: 'tok_amex' } },
    });
    expect(bought.status, bought.text).toBe(200);
    const [card] = await harness.server.ctx.db
      .select()
      .from(billingCards)
      .where(eq(billingCards.userId, userId));
    const charge = stripe.charges.at(-1);
    expect(charge).toMatchObject({ customer: card?.customerId, invoice: null });
    const [row] = await harness.server.ctx.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, (bought.json as { purchase: { id: number } }).purchase.id));
    expect(row?.providerReference).toBe(charge?.paymentIntent);
    expect(row?.subscriptionReference).toBeNull();
    expect((await receiptsOf(email)).receipts).toMatchObject([
      { kind: 'charge', last4: '8431', period_end: null },
    ]);
  });

  it('when the webhook missed a renewal, the job reconciles with Stripe (the period end, never a charge); the late event then adds its receipt once', async () => {
    const { email, trialEnd } = await trialFamily('tok_visa');
    const at = providerBillingInstant(trialEnd, 'UTC');
    harness.clock.set(at);
    stripe.advance(at);
    const missed = stripe.takeEvents();
    const charges = stripe.charges.length;
    const report = await job(at);
    expect(report).toMatchObject({ charged: 0, declined: 0, reconciled: 1 });
    expect(stripe.charges).toHaveLength(charges);
    expect((await purchasesOf(email))[0]?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));
    expect(await job(at)).toMatchObject({ reconciled: 0 });
    await deliver(missed);
    expect((await purchasesOf(email))[0]?.ends_on).toBe(periodEnd(trialEnd, 'monthly'));
    expect((await receiptsOf(email)).receipts).toHaveLength(1);
  });
  describe("the renewal day: a family is never refused before Stripe's answer (core's RENEWAL_WINDOW_DAYS)", () => {
    const zone = 'America/New_York';
    const inZone = { 'x-time-zone': zone };
    /** A new family in New York (its calls send its zone) whose monthly trial starts now with the test visa card. */
    const familyInZone = async () => {
      harness.clock.set(START);
      const { email } = await harness.family('stripe', { trial: false });
      const token = await login(email);
      const started = await harness.call('POST', '/v1/payment/purchases', {
        token,
        headers: inZone,
        body: { payment: { product_id: ids.get('attune-trial'), stripe_token: 'tok_visa' } },
      });
      expect(started.status, started.text).toBe(200);
      await deliver(stripe.takeEvents());
      const purchase = (started.json as { purchase: WirePurchase }).purchase;
      return { email, purchase, renewalDay: purchase.ends_on ?? '' };
    };
    const addChildInZone = async (email: string) =>
      harness.call('POST', '/v1/patients', {
        token: await login(email),
        headers: inZone,
        body: { patient: { name: 'Kai', birthday: '2018-03-15', gender: 'other' } },
      });

    it('at 00:30 on the renewal day in its zone, before the invoice is paid, the gates pass; invoice.paid then moves ends_on on', async () => {
      const { email, purchase, renewalDay } = await familyInZone();
      expect(purchase).toMatchObject({ renewed_by_provider: true, cancel_at_period_end: false });
      const billedAt = providerBillingInstant(renewalDay, zone);
      expect(billedAt.toISOString()).toBe(zonedInstant(renewalDay, '01:00', zone).toISOString());

      // 00:30 in New York on ends_on: the family's day is the renewal day and Stripe has not billed yet.
      const beforeBilling = zonedInstant(renewalDay, '00:30', zone);
      await moveTo(beforeBilling);
      expect((await purchasesOf(email))[0]?.ends_on).toBe(renewalDay);
      const passed = await addChildInZone(email);
      expect(passed.status, passed.text).toBe(200);

      // Stripe bills at 01:00 and invoice.paid arrives about an hour later; until then the gates still pass.
      harness.clock.set(new Date(billedAt.getTime() + MS_PER_HOUR / 2));
      stripe.advance(billedAt);
      const events = stripe.takeEvents();
      expect(events.map((event) => event.type)).toContain('invoice.paid');
      expect((await addChildInZone(email)).status).toBe(200);
      harness.clock.set(new Date(billedAt.getTime() + MS_PER_HOUR));
      await deliver(events);
      expect((await purchasesOf(email))[0]).toMatchObject({
        ends_on: periodEnd(renewalDay, 'monthly'),
        past_due_since: null,
      });
      expect((await addChildInZone(email)).status).toBe(200);
    });

    it('without an answer the window closes the day after ends_on; a cancelled subscription is refused at ends_on', async () => {
      const waiting = await familyInZone();
      // No event reaches the server (the clocks move without Stripe billing): access lasts the renewal day only.
      harness.clock.set(zonedInstant(addDays(waiting.renewalDay, 1), '00:30', zone));
      expect((await addChildInZone(waiting.email)).status).toBe(403);

      const cancelled = await familyInZone();
      const cancel = await harness.call('POST', `/v1/payment/purchases/${cancelled.purchase.id}/cancel`, {
        token: await login(cancelled.email),
        headers: inZone,
      });
      expect(cancel.status, cancel.text).toBe(200);
      await deliver(stripe.takeEvents());
      harness.clock.set(zonedInstant(cancelled.renewalDay, '00:30', zone));
      expect((await purchasesOf(cancelled.email))[0]).toMatchObject({
        cancel_at_period_end: true,
        ends_on: cancelled.renewalDay,
      });
      const refused = await addChildInZone(cancelled.email);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('Your Attune subscription ended on');
    });
  });
});
