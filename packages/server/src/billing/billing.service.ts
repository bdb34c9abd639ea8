/**
 * Billing after the purchase: the card on file, renewals and trial conversions charged by a job, past
 * due and its grace, resume, refunds, notices and receipts. Every rule is core's (`renewalDue`,
 * `retryDue`, `afterCharge`, `noticeDue`, `canResume`, `afterRefund`); this file applies them to rows.
 *
 * Conventions:
 * - a purchase is settled in one transaction that locks its row (`SELECT ... FOR UPDATE`) and decides
 *   again from the locked row: of two jobs at once (two processes on PostgreSQL) the second sees the
 *   period already paid and charges nothing; `billing_events` is unique per purchase, kind and period
 *   start, so a period is charged once and each notice is mailed once, whatever runs;
 * - the charge goes to the card provider with the key `renewal:<purchase>:<period start>`, so a provider
 *   that honours keys (Stripe) charges a retried call once too;
 * - "today" is the family's day at the job's instant (`users.time_zone`, UTC when unknown);
 * - every money event mails a receipt in the account's language, written to the outbox in the same
 *   transaction as the row (the unsubscribe footer is signed before the transaction opens).
 */
import {
  addDays,
  afterCharge,
  afterInvoicePaid,
  afterRefund,
  BILLING_JOB_INTERVAL_MS,
  type BillingFacts,
  billingHorizon,
  billingPeriodOf,
  type ChargeOutcome,
  calendarDay,
  canResume,
  DEFAULT_TIME_ZONE,
  noticeDue,
  planSlug,
  reconcileFrom,
  renewalDue,
  retryDue,
  subscriptionProductNames,
} from '@attune/core/rules';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type AppContext, todayOf } from '../context';
import type { Db, Tx } from '../db/database';
import { billingCards, billingEvents, outbox, products, purchases, solutions, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { startSchedule } from '../jobs/schedule';
import { type MailLanguage, type MailMessage, mailLanguageOf, unsubscribeFooter } from '../mail/messages';
import { unsubscribeLink } from '../mail/unsubscribe';
import type { SavedCard } from '../purchases/payment-ports';
import {
  graceLastDayMail,
  receiptMail,
  refundMail,
  renewalFailedMail,
  trialEndingMail,
} from './billing-mail';

type PurchaseRow = typeof purchases.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type SolutionRow = typeof solutions.$inferSelect;
type CardRow = typeof billingCards.$inferSelect;

/** The product whose subscription the app sells, as its titles name it. */
const SUBSCRIBED = 'Attune';

/**
 * A product's title in a language, from the catalogue: its solution's display name (Spanish when the
 * catalogue has it), or for the app's own subscription its name ('Attune Access', 'Attune Yearly', ...).
 */
export function productTitle(
  product: Pick<ProductRow, 'name'>,
  solution: Pick<SolutionRow, 'displayName' | 'translations'> | null,
  language: string | undefined,
): string {
  if (solution) {
    return (language === 'es' ? solution.translations.displayName_es : undefined) ?? solution.displayName;
  }
  return subscriptionProductNames(SUBSCRIBED).find((name) => planSlug(name) === product.name) ?? product.name;
}

/** Whether a purchase renews here: a card purchase of a recurring product, with a card on file to charge. */
export function autoRenews(
  ctx: Pick<AppContext, 'cardProvider'>,
  purchase: Pick<PurchaseRow, 'source'>,
  product: Pick<ProductRow, 'pricingKind'>,
  hasCard: boolean,
): boolean {
  return (
    purchase.source === 'stripe' &&
    hasCard &&
    billingPeriodOf(product.pricingKind) !== null &&
    typeof ctx.cardProvider.chargeSaved === 'function'
  );
}

/**
 * Whether a payment provider renews a purchase itself and answers after its period's end (core's
 * `renewed_by_provider`, which keeps access through `RENEWAL_WINDOW_DAYS`): a Stripe subscription
 * (`subscription_reference`), or an App Store purchase of a recurring product. The test provider's
 * renewals are charged by this server's job at `ends_on`, so they are not.
 */
export function renewedByProvider(
  purchase: Pick<PurchaseRow, 'source' | 'subscriptionReference'>,
  product: Pick<ProductRow, 'pricingKind'>,
): boolean {
  return (
    billingPeriodOf(product.pricingKind) !== null &&
    (purchase.subscriptionReference !== null || purchase.source === 'iap')
  );
}

/** Core's billing facts of a purchase row. */
export function billingFactsOfRow(
  ctx: Pick<AppContext, 'cardProvider'>,
  purchase: PurchaseRow,
  product: ProductRow,
  hasCard: boolean,
): BillingFacts {
  return {
    state: purchase.state,
    period: billingPeriodOf(product.pricingKind),
    ends_on: purchase.endsOn,
    trial_ends_on: purchase.trialEndsOn,
    cancel_at_period_end: purchase.cancelAtPeriodEnd,
    past_due_since: purchase.pastDueSince,
    auto_renew: autoRenews(ctx, purchase, product, hasCard),
    renewed_by_provider: renewedByProvider(purchase, product),
  };
}

/** Where the family manages subscriptions (linked from mail). */
export const settingsLink = (ctx: AppContext) => `${ctx.publicUrl}/app/settings/subscriptions`;

/** The account a billing mail goes to, its day's zone and its signed footer. */
export interface Recipient {
  readonly id: number;
  readonly email: string;
  readonly language: MailLanguage;
  readonly timeZone: string;
  readonly footer: string;
}

/** The account a billing mail goes to, with its signed footer (made before any transaction opens). */
export async function recipientOf(ctx: AppContext, userId: number): Promise<Recipient | null> {
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, language: users.language, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const language = mailLanguageOf(user.language);
  return {
    id: user.id,
    email: user.email,
    language,
    timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
    footer: unsubscribeFooter[language](await unsubscribeLink(ctx, user.id)),
  };
}

/** Queues a billing mail (always sent: money events are the account's business, not news). */
export async function queueMail(
  tx: Tx,
  recipient: Recipient,
  message: (language: MailLanguage) => MailMessage,
  at: Date,
) {
  const { subject, text } = message(recipient.language);
  await tx.insert(outbox).values({
    to: recipient.email,
    subject,
    text: `${text}\n${recipient.footer}`,
    createdAt: at,
    nextAttemptAt: at,
  });
}

/**
 * A declined renewal, from the job or from Stripe's `invoice.payment_failed`: the purchase goes past due
 * with its grace (core's `afterCharge`), the failure is recorded once per period, and the family is mailed
 * the first time only.
 */
export async function recordDeclinedRenewal(
  tx: Tx,
  input: {
    readonly purchase: { readonly id: number; readonly userId: number };
    readonly outcome: ChargeOutcome;
    readonly period: { readonly start: string; readonly end: string };
    readonly amountCents: number;
    readonly last4: string | null;
    readonly title: string;
    readonly recipient: Recipient | null;
    readonly link: string;
    readonly at: Date;
  },
): Promise<void> {
  const { purchase, outcome, period, recipient, at } = input;
  await tx
    .update(purchases)
    .set({ endsOn: outcome.ends_on, pastDueSince: outcome.past_due_since })
    .where(eq(purchases.id, purchase.id));
  const first = await recordOnce(tx, {
    purchaseId: purchase.id,
    userId: purchase.userId,
    kind: 'charge_failed',
    periodStart: period.start,
    periodEnd: period.end,
    amountCents: input.amountCents,
    last4: input.last4,
    createdAt: at,
  });
  if (!first || !recipient) return;
  await queueMail(
    tx,
    recipient,
    (language) =>
      renewalFailedMail[language]({
        title: input.title,
        last4: input.last4,
        lastDay: addDays(outcome.ends_on, -1),
        link: input.link,
      }),
    at,
  );
}

/** Records an event once; false when this purchase already has one of its kind for that period. */
export async function recordOnce(
  tx: Tx,
  event: Omit<typeof billingEvents.$inferInsert, 'id'>,
): Promise<boolean> {
  const [inserted] = await tx
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing({
      target: [billingEvents.purchaseId, billingEvents.kind, billingEvents.periodStart],
    })
    .returning({ id: billingEvents.id });
  return inserted !== undefined;
}

const savedCard = (row: CardRow): SavedCard => ({
  reference: row.reference,
  brand: row.brand,
  last4: row.last4,
  customerId: row.customerId,
});

/** What settling one purchase did. */
export type Settled = 'charged' | 'declined' | 'notice' | 'nothing';

/**
 * Settles one purchase at `at`: charges the renewal (or conversion) due, or with `retry` the past-due
 * period (a new card was saved), or mails the notice due. One transaction, the purchase row locked.
 */
export async function settlePurchase(
  ctx: AppContext,
  purchaseId: number,
  at: Date,
  mode: 'job' | 'retry' = 'job',
): Promise<Settled> {
  const [owner] = await ctx.db
    .select({ userId: purchases.userId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!owner) return 'nothing';
  const recipient = await recipientOf(ctx, owner.userId);
  if (!recipient) return 'nothing';
  const today = calendarDay(at, recipient.timeZone);
  return ctx.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase) return 'nothing';
    const [row] = await tx
      .select({ product: products, solution: solutions })
      .from(products)
      .leftJoin(solutions, eq(solutions.id, products.solutionId))
      .where(eq(products.id, purchase.productId));
    if (!row) return 'nothing';
    const [card] = await tx.select().from(billingCards).where(eq(billingCards.userId, purchase.userId));
    const facts = billingFactsOfRow(ctx, purchase, row.product, card !== undefined);
    const title = productTitle(row.product, row.solution, recipient.language);
    const link = settingsLink(ctx);
    // A subscription the provider bills (Stripe) is charged there, never here: its webhook tells us.
    const due = purchase.subscriptionReference
      ? null
      : mode === 'job'
        ? renewalDue(facts, today)
        : retryDue(facts, today);
    if (due && card && ctx.cardProvider.chargeSaved) {
      const result = await ctx.cardProvider.chargeSaved({
        card: savedCard(card),
        amountCents: row.product.value,
        description: title,
        idempotencyKey: `renewal:${purchase.id}:${due.periodStart}`,
        purchaseId: purchase.id,
      });
      const outcome = afterCharge(due, result.ok);
      if (result.ok) {
        const fresh = await recordOnce(tx, {
          purchaseId: purchase.id,
          userId: purchase.userId,
          kind: 'charge',
          periodStart: due.periodStart,
          periodEnd: due.periodEnd,
          amountCents: row.product.value,
          last4: card.last4,
          reference: result.reference,
          createdAt: at,
        });
        // The period was charged already (it cannot be, with the row locked): undo, never charge twice.
        if (!fresh) throw new Error(`purchase ${purchase.id}: period ${due.periodStart} was already charged`);
        await tx
          .update(purchases)
          .set({ endsOn: outcome.ends_on, pastDueSince: null, providerReference: result.reference })
          .where(eq(purchases.id, purchase.id));
        await queueMail(
          tx,
          recipient,
          (language) =>
            receiptMail[language]({
              title,
              amountCents: row.product.value,
              period: { start: due.periodStart, end: due.periodEnd },
              last4: card.last4,
              link,
            }),
          at,
        );
        return 'charged';
      }
      await recordDeclinedRenewal(tx, {
        purchase,
        outcome,
        period: { start: due.periodStart, end: due.periodEnd },
        amountCents: row.product.value,
        last4: card.last4,
        title,
        recipient,
        link,
        at,
      });
      return 'declined';
    }
    if (mode !== 'job') return 'nothing';
    const notice = noticeDue(facts, today);
    if (!notice) return 'nothing';
    const kind = notice.kind === 'trial-ending' ? 'trial_ending' : 'grace_last_day';
    const periodStart = notice.kind === 'trial-ending' ? notice.on : (purchase.pastDueSince ?? today);
    const fresh = await recordOnce(tx, {
      purchaseId: purchase.id,
      userId: purchase.userId,
      kind,
      periodStart,
      createdAt: at,
    });
    if (!fresh) return 'nothing';
    await queueMail(
      tx,
      recipient,
      (language) =>
        notice.kind === 'trial-ending'
          ? trialEndingMail[language]({ title, endsOn: notice.on, link })
          : graceLastDayMail[language]({ title, lastDay: today, link }),
      at,
    );
    return 'notice';
  });
}

/** What a run of the billing job did. */
export interface BillingRunReport {
  readonly at: string;
  readonly examined: number;
  readonly charged: number;
  readonly declined: number;
  readonly notices: number;
  /** Stripe subscriptions whose period Stripe had renewed without the webhook telling (see below). */
  readonly reconciled: number;
}

/**
 * The billing job at `at`: every paid purchase whose period (or trial, or grace) ends within two days of
 * that instant's day is settled (charged when due, else mailed its notice). Safe to run twice, or in two
 * processes at once: each purchase is decided with its row locked.
 */
export async function runBilling(ctx: AppContext, at: Date): Promise<BillingRunReport> {
  // core's horizon covers every time zone's "today" and the notice a day before an end
  const horizon = billingHorizon(at);
  const candidates = await ctx.db
    .select({ id: purchases.id, subscription: purchases.subscriptionReference, endsOn: purchases.endsOn })
    .from(purchases)
    .where(and(eq(purchases.state, 'paid'), isNotNull(purchases.endsOn), lte(purchases.endsOn, horizon)))
    .orderBy(purchases.id);
  const report = {
    at: at.toISOString(),
    examined: candidates.length,
    charged: 0,
    declined: 0,
    notices: 0,
    reconciled: 0,
  };
  const lookback = reconcileFrom(at);
  for (const { id, subscription, endsOn } of candidates) {
    const recent = endsOn !== null && endsOn >= lookback;
    if (subscription && recent && (await reconcileWithProvider(ctx, id, subscription, at))) {
      report.reconciled += 1;
    }
    const settled = await settlePurchase(ctx, id, at);
    if (settled === 'charged') report.charged += 1;
    else if (settled === 'declined') report.declined += 1;
    else if (settled === 'notice') report.notices += 1;
  }
  return report;
}

/**
 * Reconciles a purchase Stripe bills with Stripe's subscription (the job never charges it): when Stripe
 * has the subscription active (or trialing) into a period past the purchase's end, the purchase's end moves
 * to that period's end (core's `afterInvoicePaid`; the receipt comes with Stripe's event, late or replayed).
 * Whether Stripe cancels at the period's end is followed too. A subscription past due or ended at Stripe is
 * left to its events and the purchase's own end. True when the row changed.
 */
async function reconcileWithProvider(
  ctx: AppContext,
  purchaseId: number,
  reference: string,
  at: Date,
): Promise<boolean> {
  const provider = ctx.cardProvider.subscriptions;
  if (!provider) return false;
  const now = await provider.status(reference);
  if (!now.ok) {
    ctx.logger.error('billing: a Stripe subscription could not be read', { reference, message: now.message });
    return false;
  }
  if ((now.status !== 'active' && now.status !== 'trialing') || !now.periodEnd) return false;
  const [owner] = await ctx.db
    .select({ userId: purchases.userId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  const recipient = owner ? await recipientOf(ctx, owner.userId) : null;
  const zone = recipient?.timeZone ?? DEFAULT_TIME_ZONE;
  const periodEndDay = calendarDay(now.periodEnd, zone);
  const today = calendarDay(at, zone);
  return ctx.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (purchase?.state !== 'paid' || !purchase.endsOn) return false;
    const extend =
      !purchase.pastDueSince &&
      periodEndDay > today &&
      afterInvoicePaid(purchase.endsOn, { start: purchase.endsOn, end: periodEndDay }).ends_on !==
        purchase.endsOn;
    if (!extend && purchase.cancelAtPeriodEnd === now.cancelAtPeriodEnd) return false;
    await tx
      .update(purchases)
      .set({ cancelAtPeriodEnd: now.cancelAtPeriodEnd, ...(extend ? { endsOn: periodEndDay } : {}) })
      .where(eq(purchases.id, purchase.id));
    return true;
  });
}

/** How often the server runs the billing job (hourly). */
export const BILLING_INTERVAL_MS = BILLING_JOB_INTERVAL_MS;

/** The billing job on a schedule, started with the server (one process of a cluster). */
export function startBillingSchedule(ctx: AppContext, options: { intervalMs?: number } = {}) {
  return startSchedule(ctx.logger, {
    name: 'billing',
    failed: 'billing job failed',
    intervalMs: options.intervalMs ?? BILLING_INTERVAL_MS,
    work: async () => {
      const report = await runBilling(ctx, ctx.clock.now());
      if (report.charged + report.declined + report.notices + report.reconciled > 0)
        ctx.logger.info(
          `billing: ${report.charged} charged, ${report.declined} declined, ${report.notices} notices, ${report.reconciled} reconciled with Stripe`,
        );
      return report;
    },
  });
}

/** Keeps (or replaces) the account's card on file. */
export async function storeCard(db: Db | Tx, userId: number, card: SavedCard, at: Date): Promise<void> {
  const values = {
    reference: card.reference,
    brand: card.brand,
    last4: card.last4,
    customerId: card.customerId,
    updatedAt: at,
  };
  await db
    .insert(billingCards)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingCards.userId, set: values });
}

/**
 * "Update your card": saves a new card for the account (422 on `stripe_token` when the card is refused)
 * and at once retries every past-due purchase with it. Answers the card; the purchases show the outcome.
 */
export async function updateCard(ctx: AppContext, userId: number, token: string) {
  const saveCard = ctx.cardProvider.saveCard;
  if (!saveCard) {
    throw new HttpError(503, { stripe_token: ['Cards cannot be kept on file on this server.'] });
  }
  const [existing] = await ctx.db.select().from(billingCards).where(eq(billingCards.userId, userId));
  const saved = await saveCard({ token, userId, customerId: existing?.customerId ?? null });
  if (!saved.ok) throw new HttpError(422, { stripe_token: [saved.message] });
  await storeCard(ctx.db, userId, saved.card, ctx.clock.now());
  const pastDue = await ctx.db
    .select({ id: purchases.id, subscription: purchases.subscriptionReference, endsOn: purchases.endsOn })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.state, 'paid'), isNotNull(purchases.pastDueSince)));
  for (const { id, subscription } of pastDue) {
    // Stripe pays the unpaid invoice with the new card; its `invoice.paid` event restores the purchase.
    if (subscription && ctx.cardProvider.subscriptions) {
      await ctx.cardProvider.subscriptions.retry(subscription, saved.card);
    } else {
      await settlePurchase(ctx, id, ctx.clock.now(), 'retry');
    }
  }
  return { brand: saved.card.brand, last4: saved.card.last4 };
}

/**
 * Sends a cancel at period end (or its undoing, `cancel` false) to the provider that bills the purchase's
 * subscription (Stripe), before the row changes: when Stripe cannot be told, nothing changes here either
 * (503 naming the purchase). A purchase this server renews itself has nothing to send.
 */
export async function tellProviderCancel(
  ctx: AppContext,
  purchaseId: number,
  cancel: boolean,
): Promise<void> {
  const [row] = await ctx.db
    .select({ reference: purchases.subscriptionReference })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  const provider = ctx.cardProvider.subscriptions;
  if (!row?.reference || !provider) return;
  const told = await provider.setCancelAtPeriodEnd(row.reference, cancel);
  if (!told.ok) throw new HttpError(503, { purchase: [told.message] });
}

/** Undoes a cancel at period end (core's `canResume`); another account's purchase is 404. */
export async function resumePurchase(ctx: AppContext, userId: number, purchaseId: number): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!row) throw new HttpError(404, { base: ['Purchase not found'] });
  const facts = { state: row.state, ends_on: row.endsOn, cancel_at_period_end: row.cancelAtPeriodEnd };
  if (!canResume(facts, todayOf(ctx))) throw new HttpError(422, { purchase: ['cannot be resumed'] });
  await tellProviderCancel(ctx, purchaseId, false);
  await ctx.db.update(purchases).set({ cancelAtPeriodEnd: false }).where(eq(purchases.id, purchaseId));
}

/**
 * Refunds a purchase: it is `refunded`, its access ends that day, the refund is recorded (the amount of
 * its latest charge) and the family is mailed. Refunding twice changes nothing. Returns false when there
 * is no such purchase or it was refunded already.
 */
export async function refundPurchase(
  ctx: AppContext,
  purchaseId: number,
  at: Date,
  options: { tx?: Tx; reference?: string; recipient?: Recipient | null } = {},
): Promise<boolean> {
  const [owner] = await (options.tx ?? ctx.db)
    .select({ userId: purchases.userId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!owner) return false;
  const recipient =
    options.recipient !== undefined
      ? options.recipient
      : options.tx
        ? null
        : await recipientOf(ctx, owner.userId);
  const apply = async (tx: Tx): Promise<boolean> => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase || purchase.state === 'refunded') return false;
    const today = calendarDay(at, recipient?.timeZone ?? DEFAULT_TIME_ZONE);
    const [row] = await tx
      .select({ product: products, solution: solutions })
      .from(products)
      .leftJoin(solutions, eq(solutions.id, products.solutionId))
      .where(eq(products.id, purchase.productId));
    const [charge] = await tx
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.purchaseId, purchase.id), eq(billingEvents.kind, 'charge')))
      .orderBy(desc(billingEvents.id))
      .limit(1);
    const change = afterRefund(today);
    await tx
      .update(purchases)
      .set({ state: change.state, endsOn: change.ends_on, pastDueSince: null, cancelAtPeriodEnd: true })
      .where(eq(purchases.id, purchase.id));
    const amountCents = charge?.amountCents ?? 0;
    await recordOnce(tx, {
      purchaseId: purchase.id,
      userId: purchase.userId,
      kind: 'refund',
      periodStart: today,
      amountCents,
      last4: charge?.last4 ?? null,
      reference: options.reference ?? null,
      createdAt: at,
    });
    const mailTo = recipient;
    if (mailTo && row) {
      const title = productTitle(row.product, row.solution, mailTo.language);
      await queueMail(
        tx,
        mailTo,
        (language) =>
          refundMail[language]({
            title,
            amountCents,
            last4: charge?.last4 ?? null,
            day: today,
            link: settingsLink(ctx),
          }),
        at,
      );
    }
    return true;
  };
  return options.tx ? apply(options.tx) : ctx.db.transaction(apply);
}

/**
 * Refunds a purchase as staff asks (`admin billing refund --purchase ID`): a card purchase billed by a
 * provider that refunds (Stripe) is refunded there first (its latest payment, and its subscription ended at
 * once); then, here, the purchase is refunded as {@link refundPurchase} does. Stripe's `charge.refunded`
 * event that follows changes nothing more. Returns false when there is no such purchase or it was
 * refunded already; throws when Stripe refuses.
 */
export async function refundThroughProvider(ctx: AppContext, purchaseId: number, at: Date): Promise<boolean> {
  const [purchase] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!purchase || purchase.state === 'refunded') return false;
  const provider = ctx.cardProvider.subscriptions;
  let reference: string | undefined;
  if (provider && purchase.source === 'stripe') {
    const [charge] = await ctx.db
      .select({ reference: billingEvents.reference })
      .from(billingEvents)
      .where(and(eq(billingEvents.purchaseId, purchase.id), eq(billingEvents.kind, 'charge')))
      .orderBy(desc(billingEvents.id))
      .limit(1);
    const paid = charge?.reference ?? null;
    if (paid || purchase.subscriptionReference) {
      const refunded = await provider.refund({
        reference: paid ?? '',
        purchaseId: purchase.id,
        subscription: purchase.subscriptionReference,
      });
      if (!refunded.ok)
        throw new Error(`Stripe refused the refund of purchase ${purchase.id}: ${refunded.message}`);
      reference = refunded.reference;
    }
  }
  return refundPurchase(ctx, purchaseId, at, reference ? { reference } : {});
}

/** The card on file and the receipts (charges and refunds), newest first, with titles in the caller's language. */
export async function billingSummary(ctx: AppContext, userId: number) {
  const [card] = await ctx.db.select().from(billingCards).where(eq(billingCards.userId, userId));
  const rows = await ctx.db
    .select({ event: billingEvents, product: products, solution: solutions })
    .from(billingEvents)
    .innerJoin(purchases, eq(purchases.id, billingEvents.purchaseId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(solutions, eq(solutions.id, products.solutionId))
    .where(and(eq(billingEvents.userId, userId), inArray(billingEvents.kind, ['charge', 'refund'])))
    .orderBy(desc(billingEvents.createdAt), desc(billingEvents.id));
  return {
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    receipts: rows.map(({ event, product, solution }) => ({
      id: event.id,
      purchase_id: event.purchaseId,
      kind: event.kind as 'charge' | 'refund',
      product_title: productTitle(product, solution, ctx.language),
      amount_cents: event.amountCents,
      period_start: event.periodEnd ? event.periodStart : null,
      period_end: event.periodEnd,
      last4: event.last4,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

/** Whether the account has a card on file. */
export async function hasCardOnFile(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(billingCards)
    .where(eq(billingCards.userId, userId));
  return row !== undefined;
}

/**
 * Records the first charge of a purchase made at the checkout (inside its transaction) and mails its
 * receipt: the period it pays for (`null` for a one-time product) and the card's last four.
 */
export async function recordCheckoutCharge(
  ctx: AppContext,
  tx: Tx,
  input: {
    purchase: PurchaseRow;
    product: ProductRow;
    solution: SolutionRow | null;
    recipient: Recipient | null;
    last4: string | null;
    reference: string | null;
  },
): Promise<void> {
  const { purchase, product, solution, recipient } = input;
  const at = ctx.clock.now();
  const start = todayOf(ctx);
  const period = purchase.endsOn && !purchase.trialEndsOn ? { start, end: purchase.endsOn } : null;
  await recordOnce(tx, {
    purchaseId: purchase.id,
    userId: purchase.userId,
    kind: 'charge',
    periodStart: start,
    periodEnd: period?.end ?? null,
    amountCents: product.value,
    last4: input.last4,
    reference: input.reference,
    createdAt: at,
  });
  if (!recipient) return;
  const title = productTitle(product, solution, recipient.language);
  await queueMail(
    tx,
    recipient,
    (language) =>
      receiptMail[language]({
        title,
        amountCents: product.value,
        period,
        last4: input.last4,
        link: settingsLink(ctx),
      }),
    at,
  );
}

/** The mail recipient of an account, for a checkout's receipt (made before its transaction). */
export const checkoutRecipient = recipientOf;
