/**
 * The purchase screen that slides in over an add-on card.
 *
 * States: `idle` (the pay button), `loading` (the order is being placed), `error` (the error shows for
 * 3.5 seconds, then it clears and the screen is back to `idle`), `orderComplete` (the order went
 * through; its sub-states are `ready`, waiting for Continue, and `reloading`, while the child's plans
 * and courses reload) and `closed` (final: the screen closes).
 * Events: `purchase.submit` `{ source, token?, receipt? }`, `purchase.continue`, and `purchase.fail`
 * `{ message? }` when the app store or the card provider refused before anything reached our server
 * (its message is shown as it is).
 * I/O: the caller provides `createPurchase` (`POST payment/purchases`), `reloadPlans` and
 * `reloadCourses` (the child's plans and courses).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PurchaseError, PurchaseSubmission } from './purchases.logic';
import { checkPurchaseSubmission, purchaseRequest, toPurchaseError } from './purchases.logic';
import type { InAppReceipt, PaymentSource, Product, Purchase, PurchaseInput } from './purchases.schema';

/** What the purchase screen starts from: the product to buy and the child it is for (null for the parent). */
export interface PurchaseMachineInput {
  readonly product: Product;
  readonly childId: number | null;
}

/** The purchase screen's data. */
export interface PurchaseMachineContext {
  readonly product: Product;
  readonly childId: number | null;
  /** What the parent submitted last; null before the first submission. */
  readonly submission: PurchaseSubmission | null;
  /** Why the order failed, while the error shows; null otherwise. */
  readonly error: PurchaseError | null;
  /** The purchase the server answered with, once the order is complete. */
  readonly purchase: Purchase | null;
}

/** What the parent (or the native app's purchase bridge) can do on the purchase screen. */
export type PurchaseMachineEvent =
  | {
      readonly type: 'purchase.submit';
      readonly source: PaymentSource;
      readonly token?: string;
      readonly receipt?: InAppReceipt;
    }
  | { readonly type: 'purchase.continue' }
  | { readonly type: 'purchase.fail'; readonly message?: string };

/** What the `createPurchase` actor is given: the order, and the ready-made body of `POST payment/purchases`. */
export interface CreatePurchaseInput {
  readonly product: Product;
  readonly childId: number | null;
  readonly submission: PurchaseSubmission;
  readonly request: PurchaseInput;
}

/** What the `reloadPlans` and `reloadCourses` actors are given: whose plans and courses to reload. */
export interface ReloadChildInput {
  readonly childId: number | null;
}

function notProvided(name: string): never {
  throw new Error(`${name} is not provided: pass it with purchaseMachine.provide({ actors })`);
}

function requireSubmission(submission: PurchaseSubmission | null): PurchaseSubmission {
  // `purchase.submit` stores the submission before `loading` is entered; this keeps the types honest.
  if (submission === null) throw new Error('submission is required to place an order');
  return submission;
}

/**
 * The purchase flow. Submitting checks the payment first (a source other than iap, stripe or soft is
 * 'Payment source not recognized.'; in-app without an in-app product is 'No In-App Purchase found.';
 * a card payment needs its token) and shows such an error without calling the server. Otherwise the
 * order is placed (`loading`); the server's errors ('An error occurred: {errors}') or the generic order
 * failure show for 3.5 seconds (`errorDisplay`) and clear. A completed order waits for Continue, which
 * reloads the child's plans and courses and then closes the screen; the screen closes even when a
 * reload fails, because the order itself went through and the lists reload on the next visit.
 */
export const purchaseMachine = setup({
  types: {
    input: {} as PurchaseMachineInput,
    context: {} as PurchaseMachineContext,
    events: {} as PurchaseMachineEvent,
  },
  actors: {
    createPurchase: fromPromise<Purchase, CreatePurchaseInput>(async () => notProvided('createPurchase')),
    reloadPlans: fromPromise<unknown, ReloadChildInput>(async () => notProvided('reloadPlans')),
    reloadCourses: fromPromise<unknown, ReloadChildInput>(async () => notProvided('reloadCourses')),
  },
  delays: { errorDisplay: 3500 },
  guards: {
    isSubmissionValid: ({ context, event }) =>
      event.type === 'purchase.submit' && checkPurchaseSubmission(context.product, event) === null,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    product: input.product,
    childId: input.childId,
    submission: null,
    error: null,
    purchase: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'purchase.submit': [
          {
            guard: 'isSubmissionValid',
            target: 'loading',
            actions: assign({
              submission: ({ event }) => ({
                source: event.source,
                token: event.token,
                receipt: event.receipt,
              }),
            }),
          },
          {
            target: 'error',
            actions: assign({
              submission: ({ event }) => ({
                source: event.source,
                token: event.token,
                receipt: event.receipt,
              }),
              error: ({ context, event }) =>
                checkPurchaseSubmission(context.product, event) ?? { kind: 'generic' },
            }),
          },
        ],
        'purchase.fail': {
          target: 'error',
          actions: assign({
            error: ({ event }): PurchaseError =>
              event.message?.trim()
                ? { kind: 'provider', message: event.message.trim() }
                : { kind: 'generic' },
          }),
        },
      },
    },
    loading: {
      invoke: {
        id: 'createPurchase',
        src: 'createPurchase',
        input: ({ context }) => {
          const submission = requireSubmission(context.submission);
          return {
            product: context.product,
            childId: context.childId,
            submission,
            request: purchaseRequest(context.product, context.childId, submission),
          };
        },
        onDone: { target: 'orderComplete', actions: assign({ purchase: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => toPurchaseError(event.error) }) },
      },
    },
    error: {
      after: { errorDisplay: { target: 'idle', actions: assign({ error: null }) } },
    },
    orderComplete: {
      initial: 'ready',
      states: {
        ready: {
          on: { 'purchase.continue': 'reloading' },
        },
        reloading: {
          type: 'parallel',
          states: {
            plans: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'reloadPlans',
                    src: 'reloadPlans',
                    input: ({ context }) => ({ childId: context.childId }),
                    onDone: 'done',
                    onError: 'done',
                  },
                },
                done: { type: 'final' },
              },
            },
            courses: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'reloadCourses',
                    src: 'reloadCourses',
                    input: ({ context }) => ({ childId: context.childId }),
                    onDone: 'done',
                    onError: 'done',
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: '#purchase.closed',
        },
      },
    },
    closed: { type: 'final' },
  },
});
