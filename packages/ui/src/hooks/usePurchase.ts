import {
  type CreatePurchaseInput,
  type InAppReceipt,
  type PaymentSource,
  type Product,
  type Purchase,
  type PurchaseError,
  purchaseMachine,
} from '@attune/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link usePurchase}: what is bought, for whom, and the app's calls. */
export interface UsePurchaseOptions {
  readonly product: Product;
  /** The child the add-on is for, or null for the parent. */
  readonly childId: number | null;
  /** Places the order (`POST payment/purchases`); rejects with the server's answer on failure. */
  readonly createPurchase: (input: CreatePurchaseInput) => Promise<Purchase>;
  /** Reloads the child's plans after the order (on Continue). */
  readonly reloadPlans: (childId: number | null) => Promise<unknown>;
  /** Reloads the child's courses after the order (on Continue). */
  readonly reloadCourses: (childId: number | null) => Promise<unknown>;
  /** Called when the screen should close (after Continue has reloaded plans and courses). */
  readonly onClose?: () => void;
}

/** The purchase screen's view model. */
export interface PurchaseView {
  /** `idle`, `loading`, `error` (3.5 s, then idle), `orderComplete`, `reloading` (after Continue), `closed`. */
  readonly status: 'idle' | 'loading' | 'error' | 'orderComplete' | 'reloading' | 'closed';
  readonly error: PurchaseError | null;
  /** Pays: with a card token (`stripe`), an in-app receipt (`iap`) or a soft trial (`soft`). */
  readonly submit: (payment: {
    readonly source: PaymentSource;
    readonly token?: string;
    readonly receipt?: InAppReceipt;
  }) => void;
  /** Continue after the order: reloads the child's plans and courses, then closes. */
  readonly continue: () => void;
}

/** Binds the core's `purchaseMachine`: idle, loading, error (cleared after 3.5 s), order complete. */
export function usePurchase(options: UsePurchaseOptions): PurchaseView {
  const latest = useLatest(options);
  const actor = useActorRef(
    purchaseMachine.provide({
      actors: {
        createPurchase: fromPromise(({ input }) => latest.current.createPurchase(input)),
        reloadPlans: fromPromise(({ input }) => latest.current.reloadPlans(input.childId)),
        reloadCourses: fromPromise(({ input }) => latest.current.reloadCourses(input.childId)),
      },
    }),
    { input: { product: options.product, childId: options.childId } },
  );
  const status = useSelector(actor, (snapshot): PurchaseView['status'] => {
    if (snapshot.matches({ orderComplete: 'reloading' })) return 'reloading';
    if (snapshot.matches('orderComplete')) return 'orderComplete';
    if (snapshot.matches('loading')) return 'loading';
    if (snapshot.matches('error')) return 'error';
    if (snapshot.matches('closed')) return 'closed';
    return 'idle';
  });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  useEffect(() => {
    if (status === 'closed') latest.current.onClose?.();
  }, [status, latest]);

  return useMemo(
    () => ({
      status,
      error,
      submit: (payment) => actor.send({ type: 'purchase.submit', ...payment }),
      continue: () => actor.send({ type: 'purchase.continue' }),
    }),
    [actor, status, error],
  );
}
