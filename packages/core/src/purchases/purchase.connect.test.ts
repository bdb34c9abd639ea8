import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { productArb, purchaseArb } from '../testing';
import { connectPurchase, type PurchaseStatus } from './purchase.connect';
import { type PurchaseMachineEvent, purchaseMachine } from './purchase.machine';
import type { PaymentMethod } from './purchases.logic';
import type { Product } from './purchases.schema';

const TODAY = '2026-03-10';
type Snapshot = SnapshotFrom<typeof purchaseMachine>;
type Step = PurchaseMachineEvent | 'ordered' | 'order-failed' | 'plans-reloaded' | 'courses-reloaded';

const [trialProduct] = fc.sample(productArb({ trialLength: 7 }), { numRuns: 1, seed: 4 });
const [plainProduct] = fc.sample(productArb({ trialLength: 0 }), { numRuns: 1, seed: 4 });
const [order] = fc.sample(purchaseArb({ state: 'paid' }), { numRuns: 1, seed: 4 });

function machineEvent(step: Step): PurchaseMachineEvent {
  if (typeof step !== 'string') return step;
  // The invoked actors' answers, as XState delivers them.
  const event = {
    ordered: { type: 'xstate.done.actor.createPurchase', output: order },
    'order-failed': { type: 'xstate.error.actor.createPurchase', error: new Error('offline') },
    'plans-reloaded': { type: 'xstate.done.actor.reloadPlans', output: [] },
    'courses-reloaded': { type: 'xstate.done.actor.reloadCourses', output: [] },
  }[step];
  return event as unknown as PurchaseMachineEvent;
}

function snapshotAfter(product: Product | undefined, steps: readonly Step[]): Snapshot {
  if (product === undefined) throw new Error('no sampled product');
  let [snapshot] = initialTransition(purchaseMachine, { product, childId: 3 });
  for (const step of steps) [snapshot] = transition(purchaseMachine, snapshot, machineEvent(step));
  return snapshot;
}

const card = { method: 'card' as const, today: TODAY };
const pay = { type: 'purchase.submit', source: 'stripe', token: 'tok_1' } as const;

describe('connectPurchase: where the order stands', () => {
  const cases: ReadonlyArray<{
    readonly name: string;
    readonly steps: readonly Step[];
    readonly status: PurchaseStatus;
    readonly busy: boolean;
    readonly complete: boolean;
    readonly error: boolean;
  }> = [
    {
      name: 'the pay button at first',
      steps: [],
      status: 'idle',
      busy: false,
      complete: false,
      error: false,
    },
    {
      name: 'busy while the order is placed',
      steps: [pay],
      status: 'loading',
      busy: true,
      complete: false,
      error: false,
    },
    {
      name: 'a refused order shows its error',
      steps: [pay, 'order-failed'],
      status: 'error',
      busy: false,
      complete: false,
      error: true,
    },
    {
      name: 'a card payment without a token is refused before the server',
      steps: [{ type: 'purchase.submit', source: 'stripe' }],
      status: 'error',
      busy: false,
      complete: false,
      error: true,
    },
    {
      name: 'the store refusing shows its message',
      steps: [{ type: 'purchase.fail', message: 'Cancelled by the parent.' }],
      status: 'error',
      busy: false,
      complete: false,
      error: true,
    },
    {
      name: "'Order Complete' once it went through",
      steps: [pay, 'ordered'],
      status: 'orderComplete',
      busy: false,
      complete: true,
      error: false,
    },
    {
      name: 'still complete while Continue reloads',
      steps: [pay, 'ordered', { type: 'purchase.continue' }, 'plans-reloaded'],
      status: 'reloading',
      busy: false,
      complete: true,
      error: false,
    },
    {
      name: 'closed once both lists reloaded',
      steps: [pay, 'ordered', { type: 'purchase.continue' }, 'plans-reloaded', 'courses-reloaded'],
      status: 'closed',
      busy: false,
      complete: true,
      error: false,
    },
  ];

  it.each(cases)('$name', ({ steps, status, busy, complete, error }) => {
    const view = connectPurchase(snapshotAfter(plainProduct, steps), () => {}, card);
    expect({
      status: view.status,
      busy: view.busy,
      complete: view.complete,
      error: view.error !== null,
    }).toEqual({
      status,
      busy,
      complete,
      error,
    });
    expect(view.continueBusy).toBe(status === 'reloading' || status === 'closed');
  });

  it("shows the store's own message", () => {
    const view = connectPurchase(
      snapshotAfter(plainProduct, [{ type: 'purchase.fail', message: 'Cancelled by the parent.' }]),
      () => {},
      card,
    );
    expect(view.error).toEqual({ kind: 'provider', message: 'Cancelled by the parent.' });
  });
});

describe('connectPurchase: the pay button and the trial', () => {
  const cases: ReadonlyArray<{
    readonly product: Product | undefined;
    readonly method: PaymentMethod;
    readonly label: string;
  }> = [
    { product: trialProduct, method: 'card', label: 'start-trial' },
    { product: trialProduct, method: 'in-app', label: 'start-trial' },
    { product: plainProduct, method: 'card', label: 'pay-now' },
    { product: plainProduct, method: 'in-app', label: 'purchase' },
  ];
  it.each(cases)(
    'says $label for a trial of $product.trial_length days paid $method',
    ({ product, method, label }) => {
      expect(
        connectPurchase(snapshotAfter(product, []), () => {}, { method, today: TODAY }).buttonLabel,
      ).toBe(label);
    },
  );

  it('a 7-day trial is first charged 7 days from today; no trial, no charge date', () => {
    expect(connectPurchase(snapshotAfter(trialProduct, []), () => {}, card).trial).toEqual({
      days: 7,
      chargeDate: '2026-03-17',
    });
    expect(connectPurchase(snapshotAfter(plainProduct, []), () => {}, card).trial).toBeNull();
  });
});

describe('connectPurchase: commands', () => {
  function recorder() {
    const sent: PurchaseMachineEvent[] = [];
    const view = connectPurchase(snapshotAfter(plainProduct, []), (event) => void sent.push(event), {
      method: 'in-app',
      today: TODAY,
    });
    return { sent, view };
  }
  const receipt = {
    transaction_date: '2026-03-01T10:00:00Z',
    transaction_id: 't-1',
    transaction_receipt: 'r-1',
  };

  it('pays by card with the token, and continues', () => {
    const { sent, view } = recorder();
    view.payWithCard('tok_9');
    view.continue();
    expect(sent).toEqual([
      { type: 'purchase.submit', source: 'stripe', token: 'tok_9' },
      { type: 'purchase.continue' },
    ]);
  });

  it("pays in the app with the store's receipt", async () => {
    const { sent, view } = recorder();
    await view.payInApp(async () => receipt);
    await view.payInApp(undefined);
    expect(sent).toEqual([
      { type: 'purchase.submit', source: 'iap', receipt },
      { type: 'purchase.submit', source: 'iap' },
    ]);
  });

  it("a store's refusal shows its message, or the screen's fallback without one", async () => {
    const { sent, view } = recorder();
    await view.payInApp(async () => Promise.reject(new Error('Store closed.')), 'fallback');
    await view.payInApp(async () => Promise.reject(new Error('')), 'fallback');
    await view.payInApp(async () => Promise.reject('no error'));
    expect(sent).toEqual([
      { type: 'purchase.fail', message: 'Store closed.' },
      { type: 'purchase.fail', message: 'fallback' },
      { type: 'purchase.fail' },
    ]);
  });
});

describe('connectPurchase (properties)', () => {
  const stepArb = fc.constantFrom<Step>(
    pay,
    { type: 'purchase.submit', source: 'iap' },
    { type: 'purchase.fail' },
    { type: 'purchase.continue' },
    'ordered',
    'order-failed',
    'plans-reloaded',
    'courses-reloaded',
  );

  it('once the order went through, the screen shows Order Complete whatever follows, and never an error', () => {
    fc.assert(
      fc.property(
        productArb(),
        fc.array(stepArb, { maxLength: 8 }),
        fc.array(stepArb, { maxLength: 6 }),
        (product, before, after) => {
          const placed = snapshotAfter(product, [...before, pay, 'ordered']);
          if (!connectPurchase(placed, () => {}, card).complete) return; // the order was not placed from there
          let snapshot = placed;
          for (const step of after) [snapshot] = transition(purchaseMachine, snapshot, machineEvent(step));
          const view = connectPurchase(snapshot, () => {}, card);
          expect(view.complete).toBe(true);
          expect(view.error).toBeNull();
          expect(view.busy).toBe(false);
        },
      ),
    );
  });

  it('the pay button is busy exactly while the order is being placed', () => {
    fc.assert(
      fc.property(productArb(), fc.array(stepArb, { maxLength: 8 }), (product, steps) => {
        const snapshot = snapshotAfter(product, steps);
        expect(connectPurchase(snapshot, () => {}, card).busy).toBe(snapshot.matches('loading'));
      }),
    );
  });
});
