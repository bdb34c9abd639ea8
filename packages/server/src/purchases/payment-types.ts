/**
 * The types of the card provider port ({@link CardProvider}): what the server asks of a payment provider
 * and what it answers. Kept apart from the adapters (`payment-ports.ts`, `stripe-provider.ts`), which both
 * use them.
 */
import type { BillingPeriod } from '@attune/core/rules';

/** What a charge attempt gives back. */
export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

/** Which adapter a port is: the test one (never in production), a real one, or none configured. */
export type PortKind = 'test' | 'real' | 'unavailable';

/** A card kept on file to charge renewals: the provider's reference, brand and last four, its customer. */
export interface SavedCard {
  readonly reference: string;
  readonly brand: string;
  readonly last4: string;
  readonly customerId: string | null;
}

/** What saving a card gives back. */
export type SaveCardResult = { ok: true; card: SavedCard } | { ok: false; message: string };

/** What starting a provider's subscription gives back: its reference (`sub_...`) and its first invoice. */
export type SubscribeResult =
  | { ok: true; reference: string; invoice: string | null }
  | { ok: false; message: string };

/**
 * A provider that bills subscriptions itself (Stripe Billing): it charges the conversion and the renewals
 * on the card on file and tells the server by webhook; the server's job only reconciles, never charges.
 */
export interface ProviderSubscriptions {
  /**
   * Starts the subscription of a recurring product on the card on file: billed now, or at `trialEnd`
   * when the purchase starts a trial. `purchaseId` travels as metadata so its events name the purchase.
   */
  subscribe(input: {
    card: SavedCard;
    product: { key: string; title: string; amountCents: number; period: BillingPeriod };
    trialEnd: Date | null;
    purchaseId: number;
    idempotencyKey: string;
  }): Promise<SubscribeResult>;
  /** Cancels the subscription at the end of its period (`true`), or undoes that (`false`, resume). */
  setCancelAtPeriodEnd(reference: string, cancel: boolean): Promise<ChargeResult>;
  /** Pays the subscription's unpaid invoice with a new card on file (after "Update your card"). */
  retry(reference: string, card: SavedCard): Promise<ChargeResult>;
  /**
   * Refunds a payment (`pi_...`, or an invoice `in_...`: its payment) and ends the subscription, if any,
   * at once.
   */
  refund(input: {
    reference: string;
    purchaseId: number;
    subscription: string | null;
  }): Promise<ChargeResult>;
  /**
   * The subscription a payment (`pi_...`) paid an invoice of, if any: a refund made in Stripe's dashboard
   * names only the payment.
   */
  subscriptionOfPayment(paymentIntent: string): Promise<string | null>;
  /** The subscription as the provider has it now (the job reconciles with it when a webhook was missed). */
  status(reference: string): Promise<SubscriptionStatusResult>;
}

/** A provider's subscription now: its status, the end of its current period, whether it ends there. */
export type SubscriptionStatusResult =
  | { ok: true; status: string; periodEnd: Date | null; cancelAtPeriodEnd: boolean }
  | { ok: false; message: string };

/** Charges a tokenised card. */
export interface CardProvider {
  /**
   * Present when the provider bills subscriptions itself (Stripe): recurring products become its
   * subscriptions, and cancel, resume and refunds are sent to it.
   */
  readonly subscriptions?: ProviderSubscriptions;
  /** Charges the card on file with the family present (a one-time product at the checkout). */
  payWithSavedCard?(input: {
    card: SavedCard;
    amountCents: number;
    description: string;
    idempotencyKey?: string | undefined;
    purchaseId: number;
  }): Promise<ChargeResult>;
  /** Which adapter this is; absent means a real one (or a test double the caller chose). */
  readonly kind?: PortKind;
  /**
   * Charges `amountCents` (0: checks and keeps the card for a trial's later charge). With an
   * `idempotencyKey`, a provider that supports it (Stripe) charges once however many times the same key
   * is sent. `purchaseId` travels with the charge so the provider's events name the purchase.
   */
  charge(input: {
    token: string;
    amountCents: number;
    description: string;
    idempotencyKey?: string | undefined;
    purchaseId?: number | undefined;
  }): Promise<ChargeResult>;
  /**
   * Keeps a card on file for later charges without the family present (off session): checks it, and
   * gives its reference, brand and last four. A provider without it cannot renew subscriptions.
   */
  saveCard?(input: { token: string; userId: number; customerId: string | null }): Promise<SaveCardResult>;
  /** Charges a card on file (a renewal). The idempotency key makes a retried call charge once. */
  chargeSaved?(input: {
    card: SavedCard;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    purchaseId: number;
  }): Promise<ChargeResult>;
}
