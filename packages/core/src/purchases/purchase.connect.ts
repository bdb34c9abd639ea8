/**
 * The purchase screen as a view model, in the style of zag's `connect()`: from a snapshot of the
 * `purchaseMachine`, which panel shows (the pay button or 'Order Complete'), whether it is busy, the
 * error while it shows (3.5 s), the pay button's words as a locale key, the trial's charge date, and
 * the commands that pay by card, in the app, or continue after the order.
 */
import type { SnapshotFrom } from 'xstate';
import type { PurchaseMachineEvent, purchaseMachine } from './purchase.machine';
import {
  type PaymentMethod,
  type PurchaseButtonLabel,
  type PurchaseError,
  purchaseButtonLabel,
  trialChargeDate,
} from './purchases.logic';
import type { InAppReceipt, PaymentSource, Product } from './purchases.schema';

/** A snapshot of the `purchaseMachine`. */
export type PurchaseSnapshot = Pick<SnapshotFrom<typeof purchaseMachine>, 'context' | 'matches'>;

/** Sends an event to the purchase screen's machine (an actor's `send`). */
export type PurchaseSend = (event: PurchaseMachineEvent) => void;

/**
 * Where the purchase stands: `idle` (the pay button), `loading` (the order is being placed), `error`
 * (shown 3.5 s, then idle), `orderComplete` (waiting for Continue), `reloading` (after Continue, the
 * child's plans and courses reload), `closed` (the screen closes).
 */
export type PurchaseStatus = 'idle' | 'loading' | 'error' | 'orderComplete' | 'reloading' | 'closed';

/** What the screen passes in: how the parent pays here and the family's calendar day. */
export interface PurchaseConnectProps {
  /** Card payment in the browser, or in-app purchase inside the native wrapper. */
  readonly method: PaymentMethod;
  /** The family's calendar day, `YYYY-MM-DD` (for the trial's charge date). */
  readonly today: string;
}

/** What the parent pays with: a card token (`stripe`), an in-app receipt (`iap`) or a soft trial (`soft`). */
export interface PurchasePayment {
  readonly source: PaymentSource;
  readonly token?: string;
  readonly receipt?: InAppReceipt;
}

/** The purchase screen's view model. */
export interface PurchaseApi {
  readonly status: PurchaseStatus;
  /** Why the order failed, while the error shows (3.5 s); null otherwise. */
  readonly error: PurchaseError | null;
  /** Whether the order is being placed (the pay button is busy). */
  readonly busy: boolean;
  /** Whether 'Order Complete' shows (the order went through), in place of the pay button. */
  readonly complete: boolean;
  /** Whether Continue is busy (the plans and courses reload, or the screen is closing). */
  readonly continueBusy: boolean;
  /** The pay button's words, a key of `purchase.*`: 'Start Trial', 'Pay Now' or 'Purchase'. */
  readonly buttonLabel: PurchaseButtonLabel;
  /** The free trial, when the product has one: its length in days and the first charge's day. */
  readonly trial: { readonly days: number; readonly chargeDate: string } | null;
  /** Pays with a card token, an in-app receipt or a soft trial. */
  submit(payment: PurchasePayment): void;
  /** Pays with the card provider's token. */
  payWithCard(token: string): void;
  /**
   * Pays in the app: asks the native wrapper for the store's receipt (when it can), then places the
   * order; a refusal by the store shows its message, or `fallbackMessage` when it gave none.
   */
  payInApp(
    requestReceipt: ((product: Product) => Promise<InAppReceipt>) | undefined,
    fallbackMessage?: string,
  ): Promise<void>;
  /** The store or the card provider refused before anything reached our server: shows its message. */
  fail(message?: string): void;
  /** Continue after the order: reloads the child's plans and courses, then closes. */
  continue(): void;
}

/** Where the purchase stands, from a snapshot of the `purchaseMachine`. */
function purchaseStatus(snapshot: PurchaseSnapshot): PurchaseStatus {
  if (snapshot.matches({ orderComplete: 'reloading' })) return 'reloading';
  if (snapshot.matches('orderComplete')) return 'orderComplete';
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('closed')) return 'closed';
  return 'idle';
}

/**
 * The purchase screen's view model from a snapshot of its `purchaseMachine`: the pay button says
 * 'Start Trial' when the product has a trial, else 'Pay Now' (card) or 'Purchase' (in-app); it is busy
 * while the order is placed; an error shows for 3.5 s; a completed order offers Continue.
 */
export function connectPurchase(
  snapshot: PurchaseSnapshot,
  send: PurchaseSend,
  props: PurchaseConnectProps,
): PurchaseApi {
  const { product, error } = snapshot.context;
  const status = purchaseStatus(snapshot);
  const submit = (payment: PurchasePayment) => send({ type: 'purchase.submit', ...payment });
  const fail = (message?: string) =>
    send(message === undefined ? { type: 'purchase.fail' } : { type: 'purchase.fail', message });
  return {
    status,
    error,
    busy: status === 'loading',
    complete: status === 'orderComplete' || status === 'reloading' || status === 'closed',
    continueBusy: status === 'reloading' || status === 'closed',
    buttonLabel: purchaseButtonLabel(product, props.method),
    trial:
      product.trial_length > 0
        ? { days: product.trial_length, chargeDate: trialChargeDate(props.today, product.trial_length) }
        : null,
    submit,
    payWithCard: (token) => submit({ source: 'stripe', token }),
    payInApp: async (requestReceipt, fallbackMessage) => {
      if (!requestReceipt) return submit({ source: 'iap' });
      try {
        submit({ source: 'iap', receipt: await requestReceipt(product) });
      } catch (cause) {
        fail(cause instanceof Error && cause.message ? cause.message : fallbackMessage);
      }
    },
    fail,
    continue: () => send({ type: 'purchase.continue' }),
  };
}
