/**
 * Rules of the purchase screen: the pay button, the trial charge date, payment sources and what went
 * wrong, as error kinds the UI turns into words.
 */

import { addDays } from '../calendar/calendar.logic';
import type { AppError } from '../errors/errors.logic';
import type { InAppReceipt, PaymentSource, PurchaseInput } from './purchases.schema';

/** The fields of a product the purchase rules read. */
export interface PurchaseProductFacts {
  readonly id: number;
  readonly trial_length?: number | null;
  readonly iap?: { readonly productId?: string | null } | null;
  readonly iap_id?: string | null;
}

/** How the parent pays: with a card on the web, or through the app store inside the native app. */
export type PaymentMethod = 'card' | 'in-app';

/** Which words the pay button shows (keys of the locale files). */
export type PurchaseButtonLabel = 'start-trial' | 'pay-now' | 'purchase';

/**
 * The pay button: 'Start Trial' when the product has a trial (trial_length above 0), otherwise
 * 'Pay Now' when paying by card and 'Purchase' when paying in the app.
 */
export function purchaseButtonLabel(
  product: PurchaseProductFacts,
  method: PaymentMethod,
): PurchaseButtonLabel {
  if ((product.trial_length ?? 0) > 0) return 'start-trial';
  return method === 'card' ? 'pay-now' : 'purchase';
}

/**
 * The day the card is first charged after a trial: today plus the trial length in days, as a calendar
 * day `YYYY-MM-DD` (a 7-day trial started on 2026-01-28 is charged on 2026-02-04).
 * @throws RangeError naming `today` or `trialLengthDays` when one is not a calendar day or a whole
 * number of days from 0 up.
 */
export function trialChargeDate(today: string, trialLengthDays: number): string {
  if (!Number.isSafeInteger(trialLengthDays) || trialLengthDays < 0) {
    throw new RangeError(`trialLengthDays must be a whole number of days from 0 up, got ${trialLengthDays}`);
  }
  return addDays(today, trialLengthDays, 'today');
}

/** The payment sources the app knows. */
export const PAYMENT_SOURCES: readonly PaymentSource[] = ['iap', 'stripe', 'soft'];

/**
 * Why a purchase failed, as data:
 * - `server-errors`: the server explained ('An error occurred: {errors}');
 * - `generic`: 'Something went wrong when we attempted to process your order. Please try again or
 *   contact us.';
 * - `no-in-app-purchase`: 'No In-App Purchase found.';
 * - `payment-source-not-recognized`: 'Payment source not recognized.';
 * - `provider`: the app store's or card provider's own message.
 */
export type PurchaseError =
  | { readonly kind: 'server-errors'; readonly errors: readonly string[] }
  | { readonly kind: 'generic' }
  | { readonly kind: 'no-in-app-purchase' }
  | { readonly kind: 'payment-source-not-recognized' }
  | { readonly kind: 'provider'; readonly message: string };

/** The payment source must be one of iap, stripe, soft; anything else is 'Payment source not recognized.' */
export function parsePaymentSource(
  value: unknown,
):
  | { readonly ok: true; readonly source: PaymentSource }
  | { readonly ok: false; readonly error: PurchaseError } {
  if (typeof value === 'string' && (PAYMENT_SOURCES as readonly string[]).includes(value)) {
    return { ok: true, source: value as PaymentSource };
  }
  return { ok: false, error: { kind: 'payment-source-not-recognized' } };
}

/** Whether a product can be bought in the app: it names an in-app product. */
export function hasInAppProduct(product: PurchaseProductFacts): boolean {
  return Boolean(product.iap?.productId?.trim() || product.iap_id?.trim());
}

/** What the parent submitted on the purchase screen. */
export interface PurchaseSubmission {
  readonly source: string;
  readonly token?: string | undefined;
  readonly receipt?: InAppReceipt | undefined;
}

/**
 * Checks a submission before anything is sent: the source must be recognised; an in-app purchase
 * needs a product sold in the app ('No In-App Purchase found.') and a receipt; a card payment needs a
 * card token. Returns the error, or null when the submission can be sent.
 */
export function checkPurchaseSubmission(
  product: PurchaseProductFacts,
  submission: PurchaseSubmission,
): PurchaseError | null {
  const source = parsePaymentSource(submission.source);
  if (!source.ok) return source.error;
  if (source.source === 'iap' && (!hasInAppProduct(product) || submission.receipt === undefined)) {
    return { kind: 'no-in-app-purchase' };
  }
  if (source.source === 'stripe' && !submission.token?.trim()) return { kind: 'generic' };
  return null;
}

/**
 * The body of `POST payment/purchases` for a checked submission: the product, and exactly one of the
 * card token (stripe), the app-store receipt (iap) or `soft_trial: true` (soft); the child when there is
 * one.
 * @throws Error naming the missing field when the submission was not checked first.
 */
export function purchaseRequest(
  product: PurchaseProductFacts,
  childId: number | null | undefined,
  submission: PurchaseSubmission,
): PurchaseInput {
  const child = childId === null || childId === undefined ? {} : { child_id: childId };
  switch (submission.source) {
    case 'stripe':
      if (!submission.token) throw new Error('token is required for a card payment');
      return { payment: { product_id: product.id, stripe_token: submission.token }, ...child };
    case 'iap':
      if (!submission.receipt) throw new Error('receipt is required for an in-app purchase');
      return { payment: { product_id: product.id, iap: submission.receipt }, ...child };
    case 'soft':
      return { payment: { product_id: product.id, soft_trial: true }, ...child };
    default:
      throw new Error(`source must be one of iap, stripe, soft, got "${submission.source}"`);
  }
}

function isPurchaseError(value: unknown): value is PurchaseError {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  switch ((value as { kind: unknown }).kind) {
    case 'generic':
    case 'no-in-app-purchase':
    case 'payment-source-not-recognized':
      return true;
    case 'server-errors':
      return Array.isArray((value as { errors?: unknown }).errors);
    case 'provider':
      return typeof (value as { message?: unknown }).message === 'string';
    default:
      return false;
  }
}

function serverErrors(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(serverErrors);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(serverErrors);
  return [];
}

/**
 * What a failed purchase call means for the parent: a {@link PurchaseError} passes through unchanged;
 * an error carrying the server's `errors` (on itself, or on its `body`, `data` or `response`) gives
 * `server-errors` with those messages; anything else is the generic order failure.
 */
export function toPurchaseError(error: unknown): PurchaseError {
  if (isPurchaseError(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const holders = [
      error,
      ...['body', 'data', 'response'].map((key) => (error as Record<string, unknown>)[key]),
    ];
    for (const holder of holders) {
      if (typeof holder === 'object' && holder !== null && 'errors' in holder) {
        const errors = serverErrors((holder as { errors: unknown }).errors);
        if (errors.length > 0) return { kind: 'server-errors', errors };
      }
    }
  }
  return { kind: 'generic' };
}

/**
 * The purchase error as an entry of the app's error catalogue, for `describeError`: the server's errors
 * give 'An error occurred: {errors}' (joined with ', '), a generic failure 'Something went wrong when we
 * attempted to process your order...', a provider's refusal its own message, and the others their texts.
 */
export function purchaseErrorToAppError(error: PurchaseError): AppError {
  switch (error.kind) {
    case 'server-errors':
      return { kind: 'purchase-failed', errors: error.errors.join(', ') };
    case 'generic':
      return { kind: 'purchase-failed', errors: null };
    case 'no-in-app-purchase':
      return { kind: 'no-in-app-purchase' };
    case 'payment-source-not-recognized':
      return { kind: 'payment-source-unknown' };
    case 'provider':
      return { kind: 'in-app-error', message: error.message };
  }
}
