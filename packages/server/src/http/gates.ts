/**
 * The gates of the v1 API: what a call needs from the account, declared on the contract's endpoint
 * (`gate`) and enforced here, once, by the router, with core's rules (`gateRefusal`, `hasSubscriptionAccess`,
 * `isAccountFinished`, `planAccessTarget`, `isPurchasedForChild`) on the family's calendar day.
 *
 * A refusal answers 403 with the blocker both as the error's key and as `blocker`, so the web shows the
 * matching blocker: `{ errors: { subscription: ['...'] }, blocker: 'subscription' }`.
 */
import type { EndpointGate, GateBlocker } from '@attune/api/contract';
import {
  gateRefusal,
  hasSubscriptionAccess,
  isAccountFinished,
  isPurchasedForChild,
  loadsContent,
  type PurchaseFacts,
  planAccessTarget,
  solutionAccessTarget,
  subscriptionEndedOn,
  subscriptionProductIds,
} from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../accounts/accounts.service';
import { renewedByProvider } from '../billing/billing.service';
import { mailDay } from '../billing/billing-mail';
import type { ChildRow } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import { products, purchases } from '../db/schema';
import { listProducts, SUBSCRIBED_PRODUCT } from '../purchases/purchases.service';
import { HttpError } from './errors';

/** The words of each refusal (the web shows its own blocker; these are for other callers). */
export const GATE_MESSAGES: Readonly<Record<GateBlocker, string>> = {
  'create-account': 'Your account needs to be finished (confirm your email) to do that.',
  subscription: 'An active subscription or free trial is needed to do that.',
  clinical: 'This is only for clinical accounts.',
  content: 'The content library is not part of your plan.',
  purchase: 'This add-on has to be purchased for this child first.',
};

/** A 403 naming the blocker (and why, when the gate knows more than its standard words). */
export class GateRefused extends HttpError {
  constructor(
    readonly blocker: GateBlocker,
    message: string = GATE_MESSAGES[blocker],
  ) {
    super(403, { [blocker]: [message] });
  }
}

/**
 * Why the subscription gate refuses an account whose subscription ended: "Your Attune subscription ended
 * on {date}" (core's `subscriptionEndedOn`: the day its access stopped), in the caller's language; the standard words when it never had one.
 */
function subscriptionRefusal(
  ctx: AppContext,
  facts: readonly PurchaseFacts[],
  subscriptionIds: readonly number[],
  today: string,
): string {
  const ended = subscriptionEndedOn(facts, subscriptionIds, today);
  if (!ended) return GATE_MESSAGES.subscription;
  const language = ctx.language === 'es' ? 'es' : 'en';
  return language === 'es'
    ? `Tu suscripción de Attune terminó el ${mailDay(ended, 'es')}.`
    : `Your Attune subscription ended on ${mailDay(ended, 'en')}.`;
}

/**
 * The account's purchases as core's rules read them, with what decides when access stops (cancelled,
 * past due, renewed by a provider: core's `accessEndsOn`).
 */
export async function purchaseFactsOf(ctx: AppContext, userId: number): Promise<PurchaseFacts[]> {
  const rows = await ctx.db
    .select({ row: purchases, pricingKind: products.pricingKind })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.userId, userId));
  return rows.map(({ row, pricingKind }) => ({
    product: row.productId,
    state: row.state,
    child_id: row.childId,
    ends_on: row.endsOn,
    trial_ends_on: row.trialEndsOn,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    past_due_since: row.pastDueSince,
    renewed_by_provider: renewedByProvider(row, { pricingKind }),
  }));
}

/**
 * The host the dev-subscription rule is judged on: the request's own outside production; in production
 * the configured public address, never a header the caller chose.
 */
function hostFor(ctx: AppContext, requestHost: string): string {
  if (!ctx.production) return requestHost;
  try {
    return new URL(ctx.publicUrl).host || 'production';
  } catch {
    return 'production';
  }
}

const valueAt = (input: { body: unknown }, location: string): unknown =>
  location
    .split('.')
    .slice(1)
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      input.body,
    );

/** Whether the account may use subscription features today (active subscription or trial, or dev access). */
export async function isSubscribed(ctx: AppContext, user: UserRow, requestHost: string): Promise<boolean> {
  const [facts, products] = await Promise.all([purchaseFactsOf(ctx, user.id), listProducts(ctx)]);
  return hasSubscriptionAccess(
    user,
    facts,
    subscriptionProductIds(products, SUBSCRIBED_PRODUCT),
    hostFor(ctx, requestHost),
    todayOf(ctx),
  );
}

/**
 * Enforces an endpoint's gate for the caller: throws {@link GateRefused} (403) naming the first blocker
 * (create-account, subscription, clinical, content, then purchase for a paid add-on's plan).
 */
export async function enforceGate(
  ctx: AppContext,
  gate: EndpointGate,
  call: { user: UserRow; child: ChildRow | null | undefined; body: unknown; host: string },
): Promise<void> {
  const { user } = call;
  const needsPurchases = gate.subscription === true || gate.plan !== undefined || gate.solution !== undefined;
  const [facts, products] = needsPurchases
    ? await Promise.all([purchaseFactsOf(ctx, user.id), listProducts(ctx)])
    : [[], []];
  const today = todayOf(ctx);
  const subscribed =
    gate.subscription === true &&
    hasSubscriptionAccess(
      user,
      facts,
      subscriptionProductIds(products, SUBSCRIBED_PRODUCT),
      hostFor(ctx, call.host),
      today,
    );
  const refusal = gateRefusal(gate, {
    accountFinished: isAccountFinished({
      template_user: user.templateUser,
      confirmed_at: user.confirmedAt ? user.confirmedAt.toISOString() : null,
    }),
    subscribed,
    clinical: user.clinical,
    contentClient: loadsContent(user.client),
  });
  if (refusal === 'subscription') {
    throw new GateRefused(
      refusal,
      subscriptionRefusal(ctx, facts, subscriptionProductIds(products, SUBSCRIBED_PRODUCT), today),
    );
  }
  if (refusal) throw new GateRefused(refusal);
  if (gate.plan !== undefined && call.child) {
    const planId = Number(valueAt(call, gate.plan));
    const target = planAccessTarget(products, planId);
    if (!isPurchasedForChild(target, facts, call.child.id, today)) throw new GateRefused('purchase');
  }
  if (gate.solution !== undefined && call.child) {
    const target = solutionAccessTarget(products, gate.solution);
    if (!isPurchasedForChild(target, facts, call.child.id, today)) throw new GateRefused('purchase');
  }
}
