/**
 * The Stripe webhook (`POST /v1/webhooks/stripe`): how renewals and refunds reach the server.
 *
 * Conventions:
 * - every event is signed by Stripe with the endpoint's secret (`Stripe-Signature: t=<unix>,v1=<hex>`, an
 *   HMAC-SHA256 of `<t>.<raw body>`); an unsigned, wrongly signed or stale (over 5 minutes, by the
 *   server's clock) event answers 400 and changes nothing;
 * - an event is applied once: its id is recorded with the change, in one transaction, so a redelivery
 *   answers 200 and changes nothing;
 * - `payment_intent.succeeded` with `metadata.attune_kind = 'renewal'` renews the purchase named by
 *   `metadata.attune_purchase_id`: its end moves one billing period on (core's `renewedPeriodEnd`);
 * - `charge.refunded` refunds the purchase (named by `metadata.attune_purchase_id`, or by the payment
 *   intent it was paid with): it is `refunded` and grants nothing from then on;
 * - other events are acknowledged and ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { billingPeriodOf, renewedPeriodEnd } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type AppContext, todayOf } from '../context';
import type { Tx } from '../db/database';
import { paymentEvents, products, purchases } from '../db/schema';
import { HttpError } from '../http/errors';

/** How old a signed event may be. */
export const SIGNATURE_TOLERANCE_S = 300;

/** The `Stripe-Signature` header for a payload, as Stripe computes it (used by tests and the fake provider). */
export function stripeSignature(payload: string, secret: string, timestampS: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampS}.${payload}`).digest('hex');
  return `t=${timestampS},v1=${digest}`;
}

/** Whether a `Stripe-Signature` header signs `payload` with `secret`, made within the tolerance of `nowS`. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowS: number,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(timestamp) || Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(stripeSignature(payload, secret, timestamp).split('v1=')[1] ?? '', 'hex');
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

interface StripeEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: Record<string, unknown> };
}

const metadataOf = (object: Record<string, unknown>): Record<string, unknown> =>
  typeof object.metadata === 'object' && object.metadata !== null
    ? (object.metadata as Record<string, unknown>)
    : {};

async function purchaseFor(tx: Tx, object: Record<string, unknown>) {
  const id = Number(metadataOf(object).attune_purchase_id);
  if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) {
    const [row] = await tx.select().from(purchases).where(eq(purchases.id, id));
    if (row) return row;
  }
  const intent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
  if (!intent) return undefined;
  const [row] = await tx.select().from(purchases).where(eq(purchases.providerReference, intent));
  return row;
}

async function applyEvent(ctx: AppContext, tx: Tx, type: string, object: Record<string, unknown>) {
  if (type === 'payment_intent.succeeded' && metadataOf(object).attune_kind === 'renewal') {
    const purchase = await purchaseFor(tx, object);
    if (!purchase || purchase.state === 'refunded') return;
    const [product] = await tx.select().from(products).where(eq(products.id, purchase.productId));
    const period = billingPeriodOf(product?.pricingKind);
    if (!period) return;
    await tx
      .update(purchases)
      .set({ state: 'paid', endsOn: renewedPeriodEnd(purchase.endsOn, todayOf(ctx), period) })
      .where(eq(purchases.id, purchase.id));
  } else if (type === 'charge.refunded') {
    const purchase = await purchaseFor(tx, object);
    if (!purchase) return;
    await tx.update(purchases).set({ state: 'refunded' }).where(eq(purchases.id, purchase.id));
  }
}

/** Mounts `POST /v1/webhooks/stripe`, checking each event's signature with `secret`. */
export function mountStripeWebhook(app: Hono, ctx: AppContext, secret: string): void {
  app.post('/v1/webhooks/stripe', async (c) => {
    const payload = await c.req.text();
    if (payload.length > 1_000_000) throw new HttpError(413, { base: ['The request body is too large'] });
    const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
    if (!verifyStripeSignature(payload, c.req.header('stripe-signature'), secret, nowS)) {
      throw new HttpError(400, { base: ['The event signature does not match'] });
    }
    let event: StripeEvent;
    try {
      event = JSON.parse(payload) as StripeEvent;
    } catch {
      throw new HttpError(400, { base: ['The request body is not valid JSON'] });
    }
    const object = event.data?.object;
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object) {
      throw new HttpError(400, { base: ['The event has no id, type or object'] });
    }
    const { id, type } = event;
    await ctx.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId: id, kind: type, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (fresh) await applyEvent(ctx, tx, type, object);
    });
    return c.json({ received: true });
  });
}
