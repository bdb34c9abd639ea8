/**
 * Products, purchases and the waiting list.
 *
 * Conventions:
 * - a purchase is paid by card (`stripe_token`, through the card provider port), in-app (`iap`, through
 *   the receipt validator port) or as a soft trial (`soft_trial: true`, only for products with a trial);
 * - only 'paid' purchases grant access; a trial is 'paid' until its charge date (`trialChargeDate`);
 * - a card purchase of a product with a trial charges nothing today (the card is checked with 0);
 * - with Stripe (a provider that bills subscriptions), the card is saved on the account's Stripe Customer,
 *   a recurring product becomes a Stripe Subscription (its trial a `trial_end`) and a one-time product a
 *   Payment Intent on that card; what Stripe was asked for is undone there when the purchase fails here;
 * - per-child products need the child they are for (the caller's own: the router checks it);
 * - purchase, charge, enrolment and the plans it starts for the child are one transaction, and an idempotency key makes a retry safe;
 * - solutions that are not available yet cannot be bought, only waited for.
 */
import {
  billingPeriodOf,
  canCancelAtPeriodEnd,
  canStartTrial,
  DEFAULT_TIME_ZONE,
  formatPrice,
  isSubscriptionProduct,
  providerBillingInstant,
  purchaseEndsOn,
  SUBSCRIPTION_NAME,
  subscriptionProductKeys,
} from '@attune/core/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  autoRenews,
  checkoutRecipient,
  hasCardOnFile,
  productTitle,
  recordCheckoutCharge,
  renewedByProvider,
  storeCard,
  tellProviderCancel,
} from '../billing/billing.service';
import { type AppContext, todayOf } from '../context';
import { enrolInCourse } from '../courses/courses.service';
import {
  activityPlans,
  billingCards,
  courses,
  products,
  purchases,
  solutions,
  waitListItems,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { startPlansOfPurchase } from '../plans/start-plan.service';
import { CARD_PAYMENTS_UNAVAILABLE, IN_APP_PURCHASES_UNAVAILABLE } from './payment-ports';

/**
 * The product whose subscription the app sells ('Attune Access', 'Attune Yearly', ...): core's
 * `SUBSCRIPTION_NAME`, under the name the server's code has always used.
 */
export const SUBSCRIBED_PRODUCT = SUBSCRIPTION_NAME;

/** The answer to a second trial. */
export const TRIAL_USED = 'The free trial has already been used on this account.';

type ProductRow = typeof products.$inferSelect;
type SolutionRow = typeof solutions.$inferSelect;

const PURCHASE_KINDS = ['all', 'perChild', 'parent', 'none'] as const;

async function productRows(ctx: AppContext) {
  return ctx.db
    .select({ product: products, solution: solutions })
    .from(products)
    .leftJoin(solutions, eq(solutions.id, products.solutionId))
    .orderBy(asc(products.id));
}

/** Every product with what it unlocks, as the wire shows it. */
export async function listProducts(ctx: AppContext) {
  const [rows, plans, courseRows] = await Promise.all([
    productRows(ctx),
    ctx.db
      .select({ id: activityPlans.id, key: activityPlans.key, title: activityPlans.title })
      .from(activityPlans),
    ctx.db.select({ id: courses.id, key: courses.key, title: courses.title }).from(courses),
  ]);
  return rows.map(({ product, solution }) => productJson(product, solution, plans, courseRows));
}

function productJson(
  product: ProductRow,
  solution: SolutionRow | null,
  plans: { id: number; key: string; title: string }[],
  courseRows: { id: number; key: string; title: string }[],
) {
  const course = courseRows.find((row) => row.key === product.courseKey);
  return {
    id: product.id,
    name: product.name,
    value: product.value,
    trial_length: product.trialLength,
    iap: product.iapId
      ? { productId: product.iapId, localizedPrice: formatPrice(product.value, 'en-US') }
      : null,
    iap_id: product.iapId,
    activity_plans: plans
      .filter((plan) => product.activityPlanKeys.includes(plan.key))
      .map((plan) => ({ id: plan.id, title: plan.title })),
    course: course ? { id: course.id, title: course.title } : null,
    purchase_kind: PURCHASE_KINDS.find((kind) => kind === solution?.purchaseKind) ?? 'all',
  };
}

function purchaseJson(
  ctx: AppContext,
  row: typeof purchases.$inferSelect,
  product: ProductRow,
  solution: SolutionRow | null,
  hasCard: boolean,
) {
  return {
    id: row.id,
    product: {
      id: row.productId,
      name: product.name,
      title: productTitle(product, solution, ctx.language),
      value: product.value,
      period: product.pricingKind,
    },
    state: row.state as 'pending' | 'paid' | 'failed' | 'refunded' | 'cancelled',
    child_id: row.childId,
    source: row.source as 'stripe' | 'iap' | 'soft',
    created_at: row.createdAt.toISOString(),
    ends_on: row.endsOn,
    trial_ends_on: row.trialEndsOn,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    past_due_since: row.pastDueSince,
    auto_renew: autoRenews(ctx, row, product, hasCard),
    renewed_by_provider: renewedByProvider(row, product),
  };
}

/** One purchase of the account as the wire shows it (404 for another account's or a missing one). */
export async function purchaseOf(ctx: AppContext, userId: number, purchaseId: number) {
  const [row] = await ctx.db
    .select({ purchase: purchases, product: products, solution: solutions })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(solutions, eq(solutions.id, products.solutionId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!row) throw new HttpError(404, { base: ['Purchase not found'] });
  return purchaseJson(ctx, row.purchase, row.product, row.solution, await hasCardOnFile(ctx.db, userId));
}

/**
 * Cancels a subscription at the end of its period (core's `canCancelAtPeriodEnd`): it keeps giving access
 * until `ends_on`, then does not renew. Another account's purchase is 404; one that cannot be cancelled
 * (one-time, ended, already cancelled) is 422 on `purchase`.
 */
export async function cancelPurchaseAtPeriodEnd(ctx: AppContext, userId: number, purchaseId: number) {
  const current = await purchaseOf(ctx, userId, purchaseId);
  if (!canCancelAtPeriodEnd(current, todayOf(ctx)))
    throw new HttpError(422, { purchase: ['cannot be cancelled at the end of its period'] });
  await tellProviderCancel(ctx, purchaseId, true);
  await ctx.db.update(purchases).set({ cancelAtPeriodEnd: true }).where(eq(purchases.id, purchaseId));
  return purchaseOf(ctx, userId, purchaseId);
}

/** The caller's purchases, oldest first. */
export async function listPurchases(ctx: AppContext, userId: number) {
  const [rows, card] = await Promise.all([
    ctx.db
      .select({ purchase: purchases, product: products, solution: solutions })
      .from(purchases)
      .innerJoin(products, eq(products.id, purchases.productId))
      .leftJoin(solutions, eq(solutions.id, products.solutionId))
      .where(eq(purchases.userId, userId))
      .orderBy(asc(purchases.id)),
    ctx.db.select({ userId: billingCards.userId }).from(billingCards).where(eq(billingCards.userId, userId)),
  ]);
  return rows.map((row) => purchaseJson(ctx, row.purchase, row.product, row.solution, card.length > 0));
}

/** The payment of a purchase, as the request schema gives it. */
export type Payment =
  | { product_id: number; stripe_token: string }
  | {
      product_id: number;
      iap: { transaction_date: string; transaction_id: string; transaction_receipt: string };
    }
  | { product_id: number; soft_trial: true };

/** What a purchase request asks: the payment, the caller's child it is for (already checked), its key. */
export interface PurchaseRequest {
  readonly userId: number;
  readonly childId: number | null;
  readonly payment: Payment;
  readonly idempotencyKey?: string | undefined;
}

const sourceOf = (payment: Payment): 'stripe' | 'iap' | 'soft' =>
  'soft_trial' in payment ? 'soft' : 'stripe_token' in payment ? 'stripe' : 'iap';

/**
 * Buys a product (or starts its trial) for the caller, and for one of their children when given.
 *
 * The purchase, its charge and its course enrolments happen in one transaction: a declined card or a
 * failed enrolment leaves nothing behind. With an idempotency key, the purchase row is claimed first
 * (a unique index on account and key): a replay, even one arriving while the first is under way, waits
 * for the first and answers it, so the card is charged once; after a failure the key may be used again.
 * The key is also handed to the card provider, so a charge is never repeated there either.
 */
export async function createPurchase(ctx: AppContext, request: PurchaseRequest) {
  const { userId, childId, payment, idempotencyKey } = request;
  const row = (await productRows(ctx)).find((entry) => entry.product.id === payment.product_id);
  if (!row) throw new HttpError(422, { 'payment.product_id': ['is not a product'] });
  const { product, solution } = row;
  if (solution && !solution.available) {
    throw new HttpError(422, {
      'payment.product_id': ['is not available yet; join the waiting list instead'],
    });
  }
  if (solution?.purchaseKind === 'perChild' && childId === null) {
    throw new HttpError(422, { child_id: ['is required: this product is bought for one child'] });
  }
  const source = sourceOf(payment);
  if (source === 'soft' && product.trialLength <= 0) {
    throw new HttpError(422, { 'payment.soft_trial': ['this product has no trial'] });
  }
  if (source === 'iap' && !product.iapId) {
    throw new HttpError(422, { 'payment.iap': ['No In-App Purchase found.'] });
  }
  // Production without a configured provider: a clear refusal, before anything is written.
  if (source === 'stripe' && ctx.cardProvider.kind === 'unavailable') {
    throw new HttpError(503, { 'payment.stripe_token': [CARD_PAYMENTS_UNAVAILABLE] });
  }
  if (source === 'iap' && ctx.receiptValidator.kind === 'unavailable') {
    throw new HttpError(503, { 'payment.iap': [IN_APP_PURCHASES_UNAVAILABLE] });
  }
  const today = todayOf(ctx);
  const now = ctx.clock.now();
  // A trial is given once per account: every product of the subscription counts as one.
  const trialGroup = isSubscriptionProduct(product.name, SUBSCRIBED_PRODUCT)
    ? subscriptionProductKeys(SUBSCRIBED_PRODUCT)
    : [product.name];
  // The receipt's footer is signed before the transaction opens (it reads the server's key).
  const recipient = source === 'stripe' ? await checkoutRecipient(ctx, userId) : null;

  // What Stripe was asked for, undone when the rest of the purchase fails (nothing left behind there).
  const undoAtProvider: { run: (() => Promise<unknown>) | null } = { run: null };
  try {
    return await buy();
  } catch (error) {
    if (undoAtProvider.run) await undoAtProvider.run().catch(() => undefined);
    throw error;
  }

  function buy() {
    return ctx.db.transaction(async (tx) => {
      // One purchase at a time per account, so two trials asked at once cannot both be given.
      await tx.execute(sql`select pg_advisory_xact_lock(4245, ${userId})`);
      const claim = tx
        .insert(purchases)
        .values({
          userId,
          productId: product.id,
          childId,
          state: 'pending',
          source,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [purchases.userId, purchases.idempotencyKey] })
        .returning({ id: purchases.id });
      const [claimed] = await claim;
      if (!claimed) {
        // The key was used: answer that purchase (it committed; a failed one would have left no row).
        const [first] = await tx
          .select()
          .from(purchases)
          .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, idempotencyKey ?? '')));
        if (!first) throw new Error('idempotent purchase lost');
        if (first.productId !== product.id || first.childId !== childId) {
          throw new HttpError(422, { idempotency_key: ['was already used for another purchase'] });
        }
        return purchaseJson(ctx, first, product, solution, await hasCardOnFile(tx, userId));
      }

      const earlier = await tx
        .select({
          product: purchases.productId,
          state: purchases.state,
          trial_ends_on: purchases.trialEndsOn,
        })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(and(eq(purchases.userId, userId), inArray(products.name, trialGroup)));
      const groupIds = (
        await tx.select({ id: products.id }).from(products).where(inArray(products.name, trialGroup))
      ).map((entry) => entry.id);
      const trialFree = canStartTrial(earlier, groupIds);
      if (source === 'soft' && !trialFree) throw new HttpError(409, { 'payment.soft_trial': [TRIAL_USED] });
      // A card purchase of a product with a trial starts the trial, unless the account has had it.
      const trialDays = source === 'iap' || !trialFree ? 0 : product.trialLength;

      let reference: string | null = null;
      let last4: string | null = null;
      let subscriptionReference: string | null = null;
      const providerBills = ctx.cardProvider.subscriptions;
      if ('stripe_token' in payment && providerBills && ctx.cardProvider.saveCard) {
        // Stripe's own model: the card is the customer's default payment method; a recurring product is
        // a Stripe Subscription (its trial ending at `trial_end`), a one-time product a Payment Intent.
        const [existing] = await tx.select().from(billingCards).where(eq(billingCards.userId, userId));
        const saved = await ctx.cardProvider.saveCard({
          token: payment.stripe_token,
          userId,
          customerId: existing?.customerId ?? null,
        });
        if (!saved.ok) throw new HttpError(422, { 'payment.stripe_token': [saved.message] });
        await storeCard(tx, userId, saved.card, now);
        last4 = saved.card.last4;
        const period = billingPeriodOf(product.pricingKind);
        // Stripe's key is this attempt's row: a network retry is charged once; after a failure (undone at
        // Stripe, the row rolled back) the family's key may be used again for a new attempt.
        const key = `purchase:${claimed.id}`;
        if (period) {
          const trialEnd = trialDays > 0 ? purchaseEndsOn(today, product.pricingKind, trialDays) : null;
          const started = await providerBills.subscribe({
            card: saved.card,
            product: {
              key: product.name,
              title: productTitle(product, solution, 'en'),
              amountCents: product.value,
              period,
            },
            trialEnd: trialEnd ? providerBillingInstant(trialEnd, ctx.timeZone ?? DEFAULT_TIME_ZONE) : null,
            purchaseId: claimed.id,
            idempotencyKey: `${key}:subscription`,
          });
          if (!started.ok) throw new HttpError(422, { 'payment.stripe_token': [started.message] });
          undoAtProvider.run = () =>
            providerBills.refund({
              reference: started.invoice ?? '',
              purchaseId: claimed.id,
              subscription: started.reference,
            });
          subscriptionReference = started.reference;
          reference = trialDays > 0 ? started.reference : (started.invoice ?? started.reference);
        } else {
          const pay = ctx.cardProvider.payWithSavedCard ?? ctx.cardProvider.chargeSaved;
          if (!pay) throw new HttpError(503, { 'payment.stripe_token': [CARD_PAYMENTS_UNAVAILABLE] });
          const charge = await pay({
            card: saved.card,
            amountCents: product.value,
            description: productTitle(product, solution, 'en'),
            idempotencyKey: key,
            purchaseId: claimed.id,
          });
          if (!charge.ok) throw new HttpError(422, { 'payment.stripe_token': [charge.message] });
          const paid = charge.reference;
          undoAtProvider.run = () =>
            providerBills.refund({ reference: paid, purchaseId: claimed.id, subscription: null });
          reference = charge.reference;
        }
      } else if ('stripe_token' in payment) {
        // The card becomes the account's card on file: renewals are charged to it, receipts name it.
        if (ctx.cardProvider.saveCard) {
          const [existing] = await tx.select().from(billingCards).where(eq(billingCards.userId, userId));
          const saved = await ctx.cardProvider.saveCard({
            token: payment.stripe_token,
            userId,
            customerId: existing?.customerId ?? null,
          });
          if (!saved.ok) throw new HttpError(422, { 'payment.stripe_token': [saved.message] });
          await storeCard(tx, userId, saved.card, now);
          last4 = saved.card.last4;
        }
        const charge = await ctx.cardProvider.charge({
          token: payment.stripe_token,
          amountCents: trialDays > 0 ? 0 : product.value,
          description: product.name,
          // Keys are the account's own: two accounts may send the same one.
          idempotencyKey: idempotencyKey === undefined ? undefined : `${userId}:${idempotencyKey}`,
          purchaseId: claimed.id,
        });
        if (!charge.ok) throw new HttpError(422, { 'payment.stripe_token': [charge.message] });
        reference = charge.reference;
      } else if ('iap' in payment) {
        const receipt = await ctx.receiptValidator.validate({
          iapProductId: product.iapId ?? '',
          transactionId: payment.iap.transaction_id,
          transactionReceipt: payment.iap.transaction_receipt,
          transactionDate: payment.iap.transaction_date,
        });
        if (!receipt.ok) throw new HttpError(422, { 'payment.iap': [receipt.message] });
        reference = receipt.reference;
      }

      const trialEndsOn = trialDays > 0 ? purchaseEndsOn(today, product.pricingKind, trialDays) : null;
      const endsOn = purchaseEndsOn(today, product.pricingKind, trialDays);
      const [purchase] = await tx
        .update(purchases)
        .set({ state: 'paid', providerReference: reference, subscriptionReference, trialEndsOn, endsOn })
        .where(eq(purchases.id, claimed.id))
        .returning();
      if (!purchase) throw new Error('purchase update returned no row');
      if (product.courseKey) await enrolInCourse(ctx, tx, { userId, childId, courseKey: product.courseKey });
      // Buying starts what it bought: the child can use the add-on's plan (and its tool) at once.
      await startPlansOfPurchase(ctx, tx, {
        childId,
        planKeys: product.activityPlanKeys,
        bundle: product.bundle,
      });
      if (source === 'stripe' && trialDays === 0 && product.value > 0) {
        await recordCheckoutCharge(ctx, tx, { purchase, product, solution, recipient, last4, reference });
      }
      return purchaseJson(ctx, purchase, product, solution, await hasCardOnFile(tx, userId));
    });
  }
}

/** The wait-list items of the catalogue: the products of solutions not yet available. */
export async function waitListCatalogue(ctx: AppContext) {
  const rows = await productRows(ctx);
  return rows
    .filter((row) => row.solution && !row.solution.available)
    .map((row) => ({ id: row.product.id, name: row.product.name }));
}

/** The wait-list items the caller has joined. */
export async function joinedWaitList(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ id: products.id, name: products.name })
    .from(waitListItems)
    .innerJoin(products, eq(products.id, waitListItems.productId))
    .where(eq(waitListItems.userId, userId))
    .orderBy(asc(waitListItems.id));
  return rows;
}

/** Joins the waiting list of a solution not yet available (joining twice changes nothing). */
export async function joinWaitList(ctx: AppContext, userId: number, productId: number) {
  const item = (await waitListCatalogue(ctx)).find((entry) => entry.id === productId);
  if (!item) throw new HttpError(422, { product_id: ['has no waiting list'] });
  await ctx.db
    .insert(waitListItems)
    .values({ userId, productId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  const joined = await ctx.db
    .select({ id: waitListItems.id })
    .from(waitListItems)
    .where(and(eq(waitListItems.userId, userId), eq(waitListItems.productId, productId)));
  if (!joined[0]) throw new Error('wait list insert lost');
  return item;
}
