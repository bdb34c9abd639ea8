import type { CreatePurchaseInput, Product, Purchase, PurchaseApi, PurchaseConnectProps } from '@attune/core';
import { connectPurchase, purchaseMachine } from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link usePurchase}: the product, its child (null: the parent), payment, the app's calls. */
export interface UsePurchaseOptions extends PurchaseConnectProps {
  readonly product: Product;
  readonly childId: number | null;
  /** Places the order (`POST payment/purchases`); rejects with the server's answer on failure. */
  readonly createPurchase: (input: CreatePurchaseInput) => Promise<Purchase>;
  /** Reload the child's plans and courses after the order (on Continue). */
  readonly reloadPlans: (childId: number | null) => Promise<unknown>;
  readonly reloadCourses: (childId: number | null) => Promise<unknown>;
  /** Called when the screen should close (after Continue has reloaded plans and courses). */
  readonly onClose?: () => void;
}

/** Binds the core's `purchaseMachine` to React (`connectPurchase`): idle, loading, error (cleared after 3.5 s), order complete. */
export function usePurchase(options: UsePurchaseOptions): PurchaseApi {
  const { product, childId, createPurchase, reloadPlans, reloadCourses } = options;
  const machine = purchaseMachine.provide({
    actors: {
      createPurchase: fromPromise(({ input }) => createPurchase(input)),
      reloadPlans: fromPromise(({ input }) => reloadPlans(input.childId)),
      reloadCourses: fromPromise(({ input }) => reloadCourses(input.childId)),
    },
  });
  const [snapshot, send] = useMachine(machine, { input: { product, childId } });
  const view = connectPurchase(snapshot, send, options);
  const onClose = useLatest(options.onClose);
  useEffect(() => (view.status === 'closed' ? onClose.current?.() : undefined), [view.status, onClose]);
  return view;
}
