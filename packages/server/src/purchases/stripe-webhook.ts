/**
 * The Stripe webhook (`POST /v1/webhooks/stripe`): how Stripe's billing reaches the server.
 *
 * Conventions:
 * - every event is verified with the official SDK's `stripe.webhooks.constructEvent` (the endpoint's
 *   secret, 5 minutes of tolerance by the server's clock): an unsigned, forged or stale event answers 400
 *   and changes nothing;
 * - an event is applied once: its id is recorded with the change, in one transaction with the purchase
 *   row, so a redelivery answers 200 and changes nothing;
 * - the purchase is named by `metadata.attune_purchase_id` (on the object, its subscription's details or
 *   its first invoice line), else by its Stripe subscription (`purchases.subscription_reference`), or for
 *   a charge by the payment intent it was paid with (a one-time product's, or a renewal's: Stripe is asked
 *   which subscription's invoice it paid);
 * - `invoice.paid`: the period on the invoice is paid (core's `afterInvoicePaid`): `ends_on` moves to the
 *   period's end (never earlier), past due is cleared, a receipt (the card on file's last four) is recorded
 *   once and mailed; the subscription's first invoice was receipted at the checkout;
 * - `invoice.payment_failed`: past due since the period's start with 7 days of grace, mailed once;
 * - `customer.subscription.updated`: `cancel_at_period_end` follows Stripe's;
 * - `customer.subscription.deleted`: no renewal; access ends on the day it was deleted at the latest;
 * - `charge.refunded`: refunded, access ends that day, mailed (`refundPurchase`);
 * - other events are acknowledged and ignored.
 */
import { afterCharge, afterInvoicePaid, calendarDay, DEFAULT_TIME_ZONE } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import Stripe from 'stripe';
import {
  productTitle,
  queueMail,
  type Recipient,
  recipientOf,
  recordDeclinedRenewal,
  recordOnce,
  refundPurchase,
  settingsLink,
} from '../billing/billing.service';
import { receiptMail } from '../billing/billing-mail';
import type { AppContext } from '../context';
import type { Tx } from '../db/database';
import { billingCards, paymentEvents, products, purchases, solutions } from '../db/schema';
import { HttpError } from '../http/errors';

/** How old a signed event may be, in seconds. */
export const SIGNATURE_TOLERANCE_S = 300;

type StripeObject = Record<string, unknown>;

const record = (value: unknown): StripeObject =>
  typeof value === 'object' && value !== null ? (value as StripeObject) : {};

/** Every metadata an object carries: its own, its subscription's details, its first invoice line's. */
function purchaseIdOf(object: StripeObject): number | null {
  const lines = record(object.lines).data;
  const firstLine = Array.isArray(lines) ? record(lines[0]) : {};
  const candidates = [
    record(object.metadata),
    record(record(object.subscription_details).metadata),
    record(record(record(object.parent).subscription_details).metadata),
    record(firstLine.metadata),
  ];
  for (const metadata of candidates) {
    const id = Number(metadata.attune_purchase_id);
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) return id;
  }
  return null;
}

/** The Stripe subscription an object belongs to: itself, or the one its invoice bills. */
function subscriptionOf(object: StripeObject): string | null {
  if (object.object === 'subscription' && typeof object.id === 'string') return object.id;
  const direct = object.subscription;
  if (typeof direct === 'string') return direct;
  const nested = record(record(object.parent).subscription_details).subscription;
  return typeof nested === 'string' ? nested : null;
}

async function findPurchase(ctx: AppContext, object: StripeObject) {
  const id = purchaseIdOf(object);
  if (id !== null) {
    const [row] = await ctx.db.select().from(purchases).where(eq(purchases.id, id));
    if (row) return row;
  }
  const subscription = subscriptionOf(object);
  if (subscription) {
    const [row] = await ctx.db
      .select()
      .from(purchases)
      .where(eq(purchases.subscriptionReference, subscription));
    if (row) return row;
  }
  const intent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
  if (!intent) return undefined;
  const [row] = await ctx.db.select().from(purchases).where(eq(purchases.providerReference, intent));
  if (row) return row;
  // A renewal's payment (refunded in Stripe's dashboard): its invoice names the subscription.
  const paid = await ctx.cardProvider.subscriptions?.subscriptionOfPayment(intent);
  if (!paid) return undefined;
  const [renewed] = await ctx.db.select().from(purchases).where(eq(purchases.subscriptionReference, paid));
  return renewed;
}

/** The invoice's billing period as calendar days (its first line's period, else the invoice's own). */
function invoicePeriod(object: StripeObject, zone: string): { start: string; end: string } | null {
  const lines = record(object.lines).data;
  const period = record(Array.isArray(lines) ? record(lines[0]).period : undefined);
  const start = Number(period.start ?? object.period_start);
  const end = Number(period.end ?? object.period_end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return {
    start: calendarDay(new Date(start * 1000), zone),
    end: calendarDay(new Date(end * 1000), zone),
  };
}

async function applyEvent(
  ctx: AppContext,
  tx: Tx,
  type: string,
  object: StripeObject,
  purchaseId: number,
  recipient: Recipient | null,
) {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  if (!purchase) return;
  const zone = recipient?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = calendarDay(ctx.clock.now(), zone);
  const [row] = await tx
    .select({ product: products, solution: solutions })
    .from(products)
    .leftJoin(solutions, eq(solutions.id, products.solutionId))
    .where(eq(products.id, purchase.productId));
  const title = row ? productTitle(row.product, row.solution, recipient?.language) : '';
  const at = ctx.clock.now();
  if (type === 'invoice.paid' || type === 'invoice.payment_failed') {
    if (purchase.state !== 'paid') return;
    const period = invoicePeriod(object, zone);
    if (!period) return;
    const amount = Number(object.amount_paid ?? object.amount_due ?? 0) || 0;
    const due = { periodStart: period.start, periodEnd: period.end, kind: 'renewal' as const };
    // The card charged is the customer's default payment method: the card on file.
    const [card] = await tx
      .select({ last4: billingCards.last4 })
      .from(billingCards)
      .where(eq(billingCards.userId, purchase.userId));
    const last4 = card?.last4 ?? null;
    if (type === 'invoice.paid') {
      const paid = afterInvoicePaid(purchase.endsOn, period);
      await tx
        .update(purchases)
        .set({ endsOn: paid.ends_on, pastDueSince: paid.past_due_since })
        .where(eq(purchases.id, purchase.id));
      // The first invoice was paid at the checkout, which recorded (and mailed) its receipt.
      if (amount <= 0 || object.billing_reason === 'subscription_create') return;
      const fresh = await recordOnce(tx, {
        purchaseId: purchase.id,
        userId: purchase.userId,
        kind: 'charge',
        periodStart: period.start,
        periodEnd: period.end,
        amountCents: amount,
        last4,
        reference: typeof object.id === 'string' ? object.id : null,
        createdAt: at,
      });
      if (fresh && recipient) {
        await queueMail(
          tx,
          recipient,
          (language) =>
            receiptMail[language]({
              title,
              amountCents: amount,
              period,
              last4,
              link: settingsLink(ctx),
            }),
          at,
        );
      }
      return;
    }
    await recordDeclinedRenewal(tx, {
      purchase,
      outcome: afterCharge(due, false),
      period,
      amountCents: amount,
      last4,
      title,
      recipient,
      link: settingsLink(ctx),
      at,
    });
  } else if (type === 'customer.subscription.updated') {
    if (typeof object.cancel_at_period_end === 'boolean') {
      await tx
        .update(purchases)
        .set({ cancelAtPeriodEnd: object.cancel_at_period_end })
        .where(eq(purchases.id, purchase.id));
    }
  } else if (type === 'customer.subscription.deleted') {
    const endsOn = purchase.endsOn && purchase.endsOn < today ? purchase.endsOn : today;
    await tx
      .update(purchases)
      .set({ cancelAtPeriodEnd: true, endsOn, pastDueSince: null })
      .where(eq(purchases.id, purchase.id));
  } else if (type === 'charge.refunded') {
    await refundPurchase(ctx, purchase.id, at, {
      tx,
      recipient,
      ...(typeof object.id === 'string' ? { reference: object.id } : {}),
    });
  }
}

/** Mounts `POST /v1/webhooks/stripe`, checking each event's signature with `secret` (the SDK's `constructEvent`). */
export function mountStripeWebhook(app: Hono, ctx: AppContext, secret: string): void {
  app.post('/v1/webhooks/stripe', async (c) => {
    const payload = await c.req.text();
    if (payload.length > 1_000_000) throw new HttpError(413, { base: ['The request body is too large'] });
    let event: { id?: unknown; type?: unknown; data?: { object?: unknown } };
    try {
      event = Stripe.webhooks.constructEvent(
        payload,
        c.req.header('stripe-signature') ?? '',
        secret,
        SIGNATURE_TOLERANCE_S,
        undefined,
        ctx.clock.now().getTime(),
      ) as unknown as typeof event;
    } catch {
      throw new HttpError(400, { base: ['The event signature does not match'] });
    }
    const object = record(event.data?.object);
    if (typeof event.id !== 'string' || typeof event.type !== 'string') {
      throw new HttpError(400, { base: ['The event has no id or type'] });
    }
    const { id, type } = event;
    const purchase = await findPurchase(ctx, object);
    // The mail's footer is signed before the transaction opens.
    const recipient = purchase ? await recipientOf(ctx, purchase.userId) : null;
    await ctx.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId: id, kind: type, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (fresh && purchase) await applyEvent(ctx, tx, type, object, purchase.id, recipient);
    });
    return c.json({ received: true });
  });
}
