/**
 * A fake Stripe on 127.0.0.1 for the payment tests (no internet here), answering the official SDK (pointed
 * at it with its `host`/`port`/`protocol` options) with Stripe's shapes for what the server uses:
 * Customers, Setup Intents (a card kept as a payment method, `expand[]=payment_method`), Payment Intents,
 * Products, Subscriptions (created with `price_data` and `trial_end`, updated, cancelled), Invoices (read
 * and paid), Invoice Payments and Refunds. It honours `Idempotency-Key` as Stripe does (the same key
 * answers the first result, nothing charged again) and refuses a wrong secret key with 401.
 *
 * Cards, by Stripe's test names: `tok_chargeDeclined` / `pm_card_chargeDeclined` are refused when saved;
 * `tok_chargeCustomerFail` / `pm_card_chargeCustomerFail` are saved, and every later charge fails; the
 * rest succeed (brand and last four as Stripe's test cards).
 *
 * Stripe's clock is the test's: {@link FakeStripe.advance} moves it to an instant and bills every
 * subscription whose period (or trial) has ended by then, as Stripe does at a period's end: an invoice for
 * the next period charged to the customer's default payment method (`invoice.paid` or
 * `invoice.payment_failed`, the subscription `past_due`), or, cancelled at period end, the subscription
 * deleted. Events queue in {@link FakeStripe.events} for the test to deliver, signed, to the webhook.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
}

/** An event Stripe would send to the webhook. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

type Json = Record<string, unknown>;

interface Method {
  id: string;
  brand: string;
  last4: string;
  fails: boolean;
  customer: string | null;
}

interface Subscription {
  id: string;
  customer: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  amount: number;
  interval: 'month' | 'year';
  product: string;
  current_period_start: number;
  current_period_end: number;
  trial_end: number | null;
  latest_invoice: string | null;
}

interface Invoice {
  id: string;
  subscription: string;
  status: 'open' | 'paid';
  amount_due: number;
  amount_paid: number;
  billing_reason: string;
  period: { start: number; end: number };
  payment_intent: string | null;
}

/** A running fake Stripe. */
export interface FakeStripe {
  readonly url: string;
  readonly secretKey: string;
  /** Every request, in order. */
  readonly requests: FakeStripeRequest[];
  /** Payment Intents and Setup Intents created (replays not counted). */
  readonly created: { id: string; object: string; amount: number; metadata: Record<string, string> }[];
  /** Every successful charge (checkout payments and invoices), replays not counted. */
  readonly charges: {
    paymentIntent: string;
    amount: number;
    invoice: string | null;
    customer: string | null;
  }[];
  readonly customers: Map<string, Json>;
  readonly subscriptions: Map<string, Subscription>;
  readonly invoices: Map<string, Invoice>;
  readonly refunds: { id: string; payment_intent: string; amount: number }[];
  /** Events not yet delivered (the test takes them with {@link takeEvents}). */
  readonly events: FakeStripeEvent[];
  /** Takes (and clears) the events to deliver. */
  takeEvents(): FakeStripeEvent[];
  /** Moves Stripe's clock to `at` and bills every period that ended by then. */
  advance(at: Date): void;
  close(): Promise<void>;
}

const CARDS: Record<string, { brand: string; last4: string }> = {
  visa: { brand: 'visa', last4: '4242' },
  mastercard: { brand: 'mastercard', last4: '4444' },
  amex: { brand: 'amex', last4: '8431' },
  chargeCustomerFail: { brand: 'visa', last4: '0341' },
};

/** The test card a token or test payment method names (`tok_visa`, `pm_card_visa`). */
const testCardName = (value: string) => value.replace(/^tok_/, '').replace(/^pm_card_/, '');

/** Stripe's error for a declined card. */
const declined = (message = 'Your card was declined.') => ({
  status: 402,
  body: { error: { type: 'card_error', code: 'card_declined', message } },
});

/** Parses the SDK's form body (`items[0][price_data][unit_amount]=...`) into nested values. */
function nested(form: URLSearchParams): Json {
  const root: Json = {};
  for (const [name, value] of form) {
    const keys = name.replace(/\]/g, '').split('[');
    let node: Json = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        if (key === '') return;
        node[key] = value;
      } else {
        node[key] = (node[key] as Json | undefined) ?? {};
        node = node[key] as Json;
      }
    });
  }
  return root;
}

/** Adds calendar months to a Unix instant as Stripe does (the day clamped to the month's last). */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return Math.floor(target.getTime() / 1000);
}

export async function startFakeStripe(
  options: { secretKey?: string; now?: () => Date } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  // Stripe's clock: the test's (`now`), or the last instant `advance` moved it to.
  let clock = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const now = () => (options.now ? Math.floor(options.now().getTime() / 1000) : clock);
  const requests: FakeStripeRequest[] = [];
  const created: FakeStripe['created'] = [];
  const charges: FakeStripe['charges'] = [];
  const customers = new Map<string, Json>();
  const methods = new Map<string, Method>();
  const products = new Map<string, Json>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const intents = new Map<string, Json>();
  const refunds: FakeStripe['refunds'] = [];
  const events: FakeStripeEvent[] = [];
  const byKey = new Map<string, { status: number; body: unknown }>();
  let serial = 0;
  const next = (prefix: string) => {
    serial += 1;
    return `${prefix}_fake_${serial}`;
  };

  const emit = (type: string, object: Json) =>
    events.push({
      id: next('evt'),
      object: 'event',
      type,
      created: now(),
      data: { object: JSON.parse(JSON.stringify(object)) as Json },
    });

  const subscriptionJson = (sub: Subscription): Json => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    metadata: sub.metadata,
    trial_end: sub.trial_end,
    latest_invoice: sub.latest_invoice,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: sub.current_period_start,
          current_period_end: sub.current_period_end,
          price: {
            object: 'price',
            product: sub.product,
            unit_amount: sub.amount,
            recurring: { interval: sub.interval },
          },
        },
      ],
    },
  });

  const invoiceJson = (invoice: Invoice): Json => {
    const sub = subscriptions.get(invoice.subscription);
    return {
      id: invoice.id,
      object: 'invoice',
      customer: sub?.customer ?? null,
      status: invoice.status,
      amount_due: invoice.amount_due,
      amount_paid: invoice.amount_paid,
      billing_reason: invoice.billing_reason,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: invoice.subscription, metadata: sub?.metadata ?? {} },
      },
      lines: {
        object: 'list',
        data: [{ object: 'line_item', amount: invoice.amount_due, period: invoice.period }],
      },
    };
  };

  const defaultMethod = (customer: string): Method | undefined => {
    const settings = (customers.get(customer)?.invoice_settings ?? {}) as Json;
    return methods.get(String(settings.default_payment_method ?? ''));
  };

  /** Charges a payment method: a Payment Intent on success, null when the card fails. */
  const chargeMethod = (
    method: Method | undefined,
    amount: number,
    customer: string | null,
    metadata: Record<string, string>,
    invoice: string | null,
  ): Json | null => {
    if (!method || method.fails) return null;
    const id = next('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'usd',
      customer,
      payment_method: method.id,
      status: 'succeeded',
      metadata,
      latest_charge: `ch_${id}`,
    };
    intents.set(id, intent);
    created.push({ id, object: 'payment_intent', amount, metadata });
    charges.push({ paymentIntent: id, amount, invoice, customer });
    return intent;
  };

  /** Bills one invoice of a subscription: paid on its customer's default card, or left open. */
  const billInvoice = (sub: Subscription, reason: string, period: { start: number; end: number }) => {
    const amount = reason === 'subscription_create' && sub.trial_end ? 0 : sub.amount;
    const invoice: Invoice = {
      id: next('in'),
      subscription: sub.id,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      billing_reason: reason,
      period,
      payment_intent: null,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    if (amount === 0) {
      invoice.status = 'paid';
    } else {
      const intent = chargeMethod(defaultMethod(sub.customer), amount, sub.customer, {}, invoice.id);
      if (intent) {
        invoice.status = 'paid';
        invoice.amount_paid = amount;
        invoice.payment_intent = String(intent.id);
      }
    }
    return invoice;
  };

  const periodEndOf = (start: number, interval: 'month' | 'year') =>
    addMonths(start, interval === 'year' ? 12 : 1);

  const advance = (at: Date) => {
    clock = Math.floor(at.getTime() / 1000);
    for (const sub of subscriptions.values()) {
      while (sub.status !== 'canceled' && sub.current_period_end <= clock) {
        if (sub.cancel_at_period_end) {
          sub.status = 'canceled';
          emit('customer.subscription.deleted', subscriptionJson(sub));
          break;
        }
        const start = sub.current_period_end;
        const period = { start, end: periodEndOf(start, sub.interval) };
        sub.current_period_start = period.start;
        sub.current_period_end = period.end;
        const invoice = billInvoice(sub, 'subscription_cycle', period);
        if (invoice.status === 'paid') {
          sub.status = 'active';
          emit('invoice.paid', invoiceJson(invoice));
        } else {
          sub.status = 'past_due';
          emit('invoice.payment_failed', invoiceJson(invoice));
        }
        emit('customer.subscription.updated', subscriptionJson(sub));
      }
    }
  };

  const handle = (method: string, path: string, query: URLSearchParams, body: Json) => {
    const parts = path.split('/').filter(Boolean); // ['v1', 'customers', 'cus_1']
    const [, resource, id, action] = parts;
    const notFound = () => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${resource}: '${id}'`,
        },
      },
    });
    const metadataOf = (value: unknown) => (value ?? {}) as Record<string, string>;

    if (resource === 'customers' && method === 'POST') {
      if (!id) {
        const customer = {
          id: next('cus'),
          object: 'customer',
          metadata: metadataOf(body.metadata),
          invoice_settings: {},
        };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      const customer = customers.get(id);
      if (!customer) return notFound();
      if (body.invoice_settings)
        customer.invoice_settings = {
          ...(customer.invoice_settings as Json),
          ...(body.invoice_settings as Json),
        };
      return { status: 200, body: customer };
    }

    if (resource === 'setup_intents' && method === 'POST') {
      const card = body.payment_method_data as Json | undefined;
      const token = String((card?.card as Json | undefined)?.token ?? body.payment_method ?? '');
      const name = testCardName(token);
      if (name === 'chargeDeclined' || !(name in CARDS)) return declined();
      const pm: Method = {
        id: next('pm'),
        ...(CARDS[name] as { brand: string; last4: string }),
        fails: name === 'chargeCustomerFail',
        customer: (body.customer as string) ?? null,
      };
      methods.set(pm.id, pm);
      const intent = {
        id: next('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        usage: body.usage,
        customer: pm.customer,
        payment_method: {
          id: pm.id,
          object: 'payment_method',
          type: 'card',
          customer: pm.customer,
          card: { brand: pm.brand, last4: pm.last4 },
        },
      };
      created.push({ id: intent.id, object: 'setup_intent', amount: 0, metadata: metadataOf(body.metadata) });
      return { status: 200, body: intent };
    }

    if (resource === 'payment_intents' && method === 'POST') {
      const pmId = String(body.payment_method ?? '');
      let pm = methods.get(pmId);
      if (!pm) {
        const token = String(
          ((body.payment_method_data as Json | undefined)?.card as Json | undefined)?.token ?? pmId,
        );
        const name = testCardName(token);
        if (!(name in CARDS)) return declined();
        pm = {
          id: next('pm'),
          ...(CARDS[name] as { brand: string; last4: string }),
          fails: name === 'chargeCustomerFail',
          customer: null,
        };
      }
      const intent = chargeMethod(
        pm,
        Number(body.amount ?? 0),
        (body.customer as string) ?? null,
        metadataOf(body.metadata),
        null,
      );
      return intent ? { status: 200, body: intent } : declined();
    }

    if (resource === 'products') {
      if (method === 'GET')
        return products.has(id ?? '') ? { status: 200, body: products.get(id ?? '') } : notFound();
      const product = { id: String(body.id ?? next('prod')), object: 'product', name: body.name };
      products.set(product.id, product);
      return { status: 200, body: product };
    }

    if (resource === 'subscriptions') {
      if (!id && method === 'POST') {
        const customer = String(body.customer ?? '');
        if (!customers.has(customer)) return notFound();
        const item = ((body.items as Json)['0'] as Json).price_data as Json;
        const recurring = item.recurring as Json;
        const start = now();
        const trialEnd = body.trial_end ? Number(body.trial_end) : null;
        const interval = recurring.interval === 'year' ? 'year' : 'month';
        const sub: Subscription = {
          id: next('sub'),
          customer,
          status: trialEnd ? 'trialing' : 'active',
          cancel_at_period_end: false,
          metadata: metadataOf(body.metadata),
          amount: Number(item.unit_amount),
          interval,
          product: String(item.product),
          current_period_start: start,
          current_period_end: trialEnd ?? periodEndOf(start, interval),
          trial_end: trialEnd,
          latest_invoice: null,
        };
        const invoice = billInvoice(sub, 'subscription_create', { start, end: sub.current_period_end });
        if (invoice.status !== 'paid' && body.payment_behavior === 'error_if_incomplete') {
          invoices.delete(invoice.id);
          return declined();
        }
        subscriptions.set(sub.id, sub);
        emit('customer.subscription.created', subscriptionJson(sub));
        emit('invoice.paid', invoiceJson(invoice));
        return { status: 200, body: subscriptionJson(sub) };
      }
      const sub = subscriptions.get(id ?? '');
      if (!sub) return notFound();
      if (method === 'GET') return { status: 200, body: subscriptionJson(sub) };
      if (method === 'DELETE') {
        sub.status = 'canceled';
        emit('customer.subscription.deleted', subscriptionJson(sub));
        return { status: 200, body: subscriptionJson(sub) };
      }
      if (body.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        emit('customer.subscription.updated', subscriptionJson(sub));
      }
      return { status: 200, body: subscriptionJson(sub) };
    }

    if (resource === 'invoices') {
      const invoice = invoices.get(id ?? '');
      if (!invoice) return notFound();
      if (method === 'GET') return { status: 200, body: invoiceJson(invoice) };
      if (action === 'pay') {
        if (invoice.status === 'paid')
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'Invoice is already paid' } },
          };
        const sub = subscriptions.get(invoice.subscription);
        const pm =
          methods.get(String(body.payment_method ?? '')) ?? (sub ? defaultMethod(sub.customer) : undefined);
        const intent = chargeMethod(pm, invoice.amount_due, sub?.customer ?? null, {}, invoice.id);
        if (!intent) {
          emit('invoice.payment_failed', invoiceJson(invoice));
          return declined();
        }
        invoice.status = 'paid';
        invoice.amount_paid = invoice.amount_due;
        invoice.payment_intent = String(intent.id);
        if (sub && sub.status === 'past_due') sub.status = 'active';
        emit('invoice.paid', invoiceJson(invoice));
        if (sub) emit('customer.subscription.updated', subscriptionJson(sub));
        return { status: 200, body: invoiceJson(invoice) };
      }
    }

    if (resource === 'invoice_payments' && method === 'GET') {
      const paidBy = query.get('payment[payment_intent]');
      const invoice = paidBy
        ? [...invoices.values()].find((entry) => entry.payment_intent === paidBy)
        : invoices.get(query.get('invoice') ?? '');
      const data = invoice?.payment_intent
        ? [
            {
              id: `inpay_${invoice.id}`,
              object: 'invoice_payment',
              invoice: invoice.id,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: invoice.payment_intent },
            },
          ]
        : [];
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }

    if (resource === 'refunds' && method === 'POST') {
      const intent = intents.get(String(body.payment_intent ?? ''));
      if (!intent) return notFound();
      const refund = {
        id: next('re'),
        object: 'refund',
        payment_intent: String(intent.id),
        amount: Number(intent.amount),
        status: 'succeeded',
        metadata: metadataOf(body.metadata),
      };
      refunds.push(refund);
      emit('charge.refunded', {
        id: intent.latest_charge,
        object: 'charge',
        payment_intent: intent.id,
        amount_refunded: intent.amount,
        refunded: true,
        metadata: intent.metadata,
      });
      return { status: 200, body: refund };
    }

    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = new URLSearchParams(raw);
      const method = request.method ?? 'GET';
      const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method, path: url.pathname, form, idempotencyKey: key });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const remembered = key ? byKey.get(`${url.pathname}:${key}`) : undefined;
      if (remembered) return send(remembered.status, remembered.body);
      const result = handle(
        method,
        url.pathname,
        url.searchParams,
        nested(method === 'GET' ? url.searchParams : form),
      );
      if (key && method === 'POST') byKey.set(`${url.pathname}:${key}`, result);
      return send(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    created,
    charges,
    customers,
    subscriptions,
    invoices,
    refunds,
    events,
    takeEvents: () => events.splice(0, events.length),
    advance,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
