/**
 * The card provider on Stripe's own model, through the official `stripe` SDK:
 * - a Stripe Customer per account, created on its first card (its id kept with the card on file);
 * - the card saved as the customer's default payment method through a Setup Intent with
 *   `usage: 'off_session'` (a `tok_...` card token or a `pm_...` payment method from Stripe Elements);
 * - each subscription product (Attune monthly and yearly, the monthly add-ons) a Stripe Subscription on
 *   that card, with `trial_end` when the purchase starts a trial: Stripe charges the conversion and the
 *   renewals and tells the server by webhook (`invoice.paid`, `invoice.payment_failed`, ...);
 * - one-time products a Payment Intent on the same customer and card;
 * - cancel at period end, resume and refunds sent to Stripe.
 *
 * Conventions: every write carries an idempotency key when the caller has one; `metadata.attune_purchase_id`
 * names the purchase on subscriptions and payment intents, so webhook events find it; an error from Stripe
 * becomes `{ ok: false, message }` (the card network's words for a declined card), never a throw.
 */
import Stripe from 'stripe';
import type {
  CardProvider,
  ChargeResult,
  ProviderSubscriptions,
  SaveCardResult,
  SavedCard,
  SubscribeResult,
  SubscriptionStatusResult,
} from './payment-types';

/** Where Stripe's API is: its own host, or a fake one in tests (`STRIPE_API_BASE`). */
export const STRIPE_API_BASE = 'https://api.stripe.com';

const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';
const DECLINED = 'Your card was declined.';
const NEEDS_ACTION = 'Your bank asks to confirm this payment. Please use another card.';

/** The SDK's options for a base address (`http://127.0.0.1:4010` in tests): host, port and protocol. */
export function stripeConnection(baseUrl: string | undefined): Stripe.StripeConfig {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** A Stripe error (or a network failure) as the message a family reads. */
function failure(error: unknown): { ok: false; message: string } {
  if (error instanceof Stripe.errors.StripeConnectionError)
    return { ok: false, message: PROVIDER_UNREACHABLE };
  if (error instanceof Stripe.errors.StripeCardError)
    return { ok: false, message: error.message || DECLINED };
  if (error instanceof Stripe.errors.StripeError) {
    return { ok: false, message: error.message || DECLINED };
  }
  return { ok: false, message: PROVIDER_UNREACHABLE };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The Stripe Product a catalogue product is sold under (`attune_<name>`), created the first time. */
async function ensureProduct(stripe: Stripe, known: Set<string>, key: string, title: string) {
  const id = `attune_${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  if (known.has(id)) return id;
  try {
    await stripe.products.retrieve(id);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
    await stripe.products.create({ id, name: title }, { idempotencyKey: `product:${id}` });
  }
  known.add(id);
  return id;
}

/**
 * The card provider on Stripe (see the file's comment). `baseUrl` points the SDK elsewhere (a fake Stripe
 * on 127.0.0.1 in tests, through its `host`/`port`/`protocol` options).
 */
export function stripeCardProvider(
  secretKey: string,
  options: { baseUrl?: string | undefined; maxNetworkRetries?: number } = {},
): CardProvider & { readonly subscriptions: ProviderSubscriptions } {
  const stripe = new Stripe(secretKey, {
    ...stripeConnection(options.baseUrl),
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    appInfo: { name: 'Attune' },
  });
  const products = new Set<string>();

  const payWithCard = async (input: {
    card: SavedCard;
    amountCents: number;
    description: string;
    idempotencyKey?: string | undefined;
    purchaseId?: number | undefined;
    offSession: boolean;
  }): Promise<ChargeResult> => {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          description: input.description,
          payment_method: input.card.reference,
          confirm: true,
          ...(input.card.customerId ? { customer: input.card.customerId } : {}),
          // The card is on file: no redirect can be followed (off session, nobody is there to follow it).
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(input.offSession ? { off_session: true } : {}),
          ...(input.purchaseId !== undefined
            ? { metadata: { attune_purchase_id: String(input.purchaseId) } }
            : {}),
        },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
      );
      if (intent.status === 'succeeded') return { ok: true, reference: intent.id };
      if (intent.status === 'requires_action') return { ok: false, message: NEEDS_ACTION };
      return { ok: false, message: DECLINED };
    } catch (error) {
      return failure(error);
    }
  };

  const subscriptions: ProviderSubscriptions = {
    async subscribe({ card, product, trialEnd, purchaseId, idempotencyKey }): Promise<SubscribeResult> {
      if (!card.customerId) return { ok: false, message: DECLINED };
      try {
        const productId = await ensureProduct(stripe, products, product.key, product.title);
        const subscription = await stripe.subscriptions.create(
          {
            // Renewals charge the customer's default payment method: "Update your card" changes it.
            customer: card.customerId,
            items: [
              {
                price_data: {
                  currency: 'usd',
                  product: productId,
                  unit_amount: product.amountCents,
                  recurring: { interval: product.period === 'yearly' ? 'year' : 'month' },
                },
              },
            ],
            ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
            // A first charge that fails refuses the purchase (nothing left behind at Stripe).
            payment_behavior: 'error_if_incomplete',
            off_session: true,
            metadata: { attune_purchase_id: String(purchaseId) },
          },
          { idempotencyKey },
        );
        if (subscription.status !== 'active' && subscription.status !== 'trialing') {
          return { ok: false, message: DECLINED };
        }
        return { ok: true, reference: subscription.id, invoice: idOf(subscription.latest_invoice) };
      } catch (error) {
        return failure(error);
      }
    },
    async setCancelAtPeriodEnd(reference, cancel) {
      try {
        const subscription = await stripe.subscriptions.update(reference, { cancel_at_period_end: cancel });
        return { ok: true, reference: subscription.id };
      } catch (error) {
        return failure(error);
      }
    },
    async retry(reference, card) {
      try {
        const subscription = await stripe.subscriptions.retrieve(reference);
        const invoiceId = idOf(subscription.latest_invoice);
        if (!invoiceId) return { ok: false, message: DECLINED };
        const invoice = await stripe.invoices.retrieve(invoiceId);
        if (invoice.status === 'paid') return { ok: true, reference: invoiceId };
        if (invoice.status !== 'open') return { ok: false, message: DECLINED };
        const paid = await stripe.invoices.pay(invoiceId, {
          payment_method: card.reference,
          off_session: true,
        });
        return paid.status === 'paid' ? { ok: true, reference: paid.id } : { ok: false, message: DECLINED };
      } catch (error) {
        return failure(error);
      }
    },
    async refund({ reference, purchaseId, subscription }) {
      try {
        let paymentIntent: string | null = reference.startsWith('pi_') ? reference : null;
        if (reference.startsWith('in_')) {
          const payments = await stripe.invoicePayments.list({
            invoice: reference,
            status: 'paid',
            limit: 1,
          });
          paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
        }
        let refunded = reference;
        if (paymentIntent) {
          const refund = await stripe.refunds.create(
            { payment_intent: paymentIntent, metadata: { attune_purchase_id: String(purchaseId) } },
            { idempotencyKey: `refund:${purchaseId}` },
          );
          refunded = refund.id;
        }
        // A refunded subscription does not renew: it ends now at Stripe too.
        if (subscription) {
          const current = await stripe.subscriptions.retrieve(subscription);
          if (current.status !== 'canceled') await stripe.subscriptions.cancel(subscription);
        }
        return { ok: true, reference: refunded };
      } catch (error) {
        return failure(error);
      }
    },
    async subscriptionOfPayment(paymentIntent) {
      try {
        const payments = await stripe.invoicePayments.list({
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
          limit: 1,
        });
        const invoiceId = idOf(payments.data[0]?.invoice);
        if (!invoiceId) return null;
        const invoice = await stripe.invoices.retrieve(invoiceId);
        return idOf(invoice.parent?.subscription_details?.subscription);
      } catch {
        return null;
      }
    },
    async status(reference): Promise<SubscriptionStatusResult> {
      try {
        const subscription = await stripe.subscriptions.retrieve(reference);
        const ends = subscription.items.data.map((item) => item.current_period_end);
        return {
          ok: true,
          status: subscription.status,
          periodEnd: ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
        };
      } catch (error) {
        return failure(error);
      }
    },
  };

  return {
    kind: 'real',
    subscriptions,
    async charge({ token, amountCents, description, idempotencyKey, purchaseId }) {
      // Without a card on file (kept by `saveCard`), a one-off charge of the token.
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            description,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(token.startsWith('tok_')
              ? { payment_method_data: { type: 'card', card: { token } } as never }
              : { payment_method: token }),
            ...(purchaseId !== undefined ? { metadata: { attune_purchase_id: String(purchaseId) } } : {}),
          },
          idempotencyKey ? { idempotencyKey } : undefined,
        );
        if (intent.status === 'succeeded') return { ok: true, reference: intent.id };
        if (intent.status === 'requires_action') return { ok: false, message: NEEDS_ACTION };
        return { ok: false, message: DECLINED };
      } catch (error) {
        return failure(error);
      }
    },
    async saveCard({ token, userId, customerId }): Promise<SaveCardResult> {
      try {
        const customer =
          customerId?.startsWith('cus_') && !customerId.startsWith('cus_test_')
            ? customerId
            : (
                await stripe.customers.create(
                  { metadata: { attune_user_id: String(userId) } },
                  { idempotencyKey: `customer:${userId}` },
                )
              ).id;
        const intent = await stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(token.startsWith('tok_')
            ? { payment_method_data: { type: 'card', card: { token } } as never }
            : { payment_method: token }),
          expand: ['payment_method'],
        });
        if (intent.status === 'requires_action') return { ok: false, message: NEEDS_ACTION };
        const method = intent.payment_method;
        if (intent.status !== 'succeeded' || !method || typeof method === 'string') {
          return { ok: false, message: DECLINED };
        }
        await stripe.customers.update(customer, { invoice_settings: { default_payment_method: method.id } });
        return {
          ok: true,
          card: {
            reference: method.id,
            brand: method.card?.brand ?? 'card',
            last4: method.card?.last4 ?? '',
            customerId: customer,
          },
        };
      } catch (error) {
        return failure(error);
      }
    },
    chargeSaved: ({ card, amountCents, description, idempotencyKey, purchaseId }) =>
      payWithCard({ card, amountCents, description, idempotencyKey, purchaseId, offSession: true }),
    payWithSavedCard: ({ card, amountCents, description, idempotencyKey, purchaseId }) =>
      payWithCard({ card, amountCents, description, idempotencyKey, purchaseId, offSession: false }),
  };
}
