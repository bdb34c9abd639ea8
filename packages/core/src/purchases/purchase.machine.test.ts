import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { product as productFixture, purchase as purchaseFixture } from '../testing/fixtures';
import { type CreatePurchaseInput, type PurchaseMachineEvent, purchaseMachine } from './purchase.machine';
import type { Product, Purchase } from './purchases.schema';

const product = productFixture({ id: 7, name: 'Bark', purchase_kind: 'all' });
const purchase = purchaseFixture({
  id: 70,
  product: { id: 7, name: 'Bark' },
  child_id: 3,
  created_at: '2026-03-01T10:00:00Z',
});
const receipt = {
  transaction_date: '2026-03-01T10:00:00Z',
  transaction_id: 't-1',
  transaction_receipt: 'r-1',
};

interface Fakes {
  create?: (input: CreatePurchaseInput) => Promise<Purchase>;
  reloadPlans?: () => Promise<unknown>;
  reloadCourses?: () => Promise<unknown>;
  productOverrides?: Partial<Product>;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const orders: CreatePurchaseInput[] = [];
  const machine = purchaseMachine.provide({
    actors: {
      createPurchase: fromPromise(async ({ input }) => {
        orders.push(input);
        return (fakes.create ?? (async () => purchase))(input);
      }),
      reloadPlans: fromPromise(async ({ input }) => {
        log.push(`plans:${input.childId}`);
        return (fakes.reloadPlans ?? (async () => []))();
      }),
      reloadCourses: fromPromise(async ({ input }) => {
        log.push(`courses:${input.childId}`);
        return (fakes.reloadCourses ?? (async () => []))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { product: { ...product, ...fakes.productOverrides }, childId: 3 },
    clock,
  });
  actor.start();
  return { actor, clock, log, orders };
}

describe('purchaseMachine: every state is reachable', () => {
  it('reaches idle, loading, error, orderComplete (ready and reloading) and closed through the graph of its events', () => {
    const events = [
      { type: 'purchase.submit', source: 'stripe', token: 'tok_1' },
      { type: 'purchase.submit', source: 'iap' },
      { type: 'purchase.continue' },
      { type: 'purchase.fail', message: 'Cancelled' },
      { type: 'xstate.done.actor.createPurchase', output: purchase },
      { type: 'xstate.error.actor.createPurchase', error: { errors: ['Card declined'] } },
      { type: 'xstate.after.errorDisplay.purchase.error' },
      { type: 'xstate.done.actor.reloadPlans', output: [] },
      { type: 'xstate.done.actor.reloadCourses', output: [] },
    ] as unknown as PurchaseMachineEvent[];
    const snapshots = getShortestPaths(purchaseMachine, { input: { product, childId: 3 }, events }).flatMap(
      (path) => [path.state, ...path.steps.map((step) => step.state)],
    );
    const states = getStateNodes(purchaseMachine.root).map((node) => node.path.join('.'));
    expect(states).toEqual(
      expect.arrayContaining([
        'idle',
        'loading',
        'error',
        'orderComplete',
        'orderComplete.ready',
        'orderComplete.reloading',
        'closed',
      ]),
    );
    for (const state of states) {
      expect({ state, reached: snapshots.some((s) => s.matches(state as never)) }).toEqual({
        state,
        reached: true,
      });
    }
  });
});

describe('purchaseMachine: what the parent sees', () => {
  it('pays by card, completes the order, and on Continue reloads plans and courses, then closes', async () => {
    const { actor, log, orders } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'purchase.submit', source: 'stripe', token: 'tok_1' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('orderComplete'));
    expect(actor.getSnapshot().value).toEqual({ orderComplete: 'ready' });
    expect(actor.getSnapshot().context.purchase).toEqual(purchase);
    expect(orders).toEqual([
      {
        product: { ...product },
        childId: 3,
        submission: { source: 'stripe', token: 'tok_1', receipt: undefined },
        request: { payment: { product_id: 7, stripe_token: 'tok_1' }, child_id: 3 },
      },
    ]);
    expect(log).toEqual([]);
    actor.send({ type: 'purchase.continue' });
    expect(actor.getSnapshot().matches({ orderComplete: 'reloading' })).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(log.sort()).toEqual(['courses:3', 'plans:3']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('waits for both the plans and the courses before closing', async () => {
    let finishCourses: (value: unknown) => void = () => {};
    const courses = new Promise((resolve) => {
      finishCourses = resolve;
    });
    const { actor } = start({ reloadCourses: () => courses });
    actor.send({ type: 'purchase.submit', source: 'soft' });
    await waitFor(actor, (s) => s.matches('orderComplete'));
    actor.send({ type: 'purchase.continue' });
    await waitFor(actor, (s) => s.matches({ orderComplete: { reloading: { plans: 'done' } } }));
    expect(actor.getSnapshot().matches('closed')).toBe(false);
    finishCourses([]);
    await waitFor(actor, (s) => s.matches('closed'));
  });

  it('closes even when a reload fails: the order went through', async () => {
    const { actor, log } = start({
      reloadPlans: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'purchase.submit', source: 'iap', receipt });
    await waitFor(actor, (s) => s.matches('orderComplete'));
    actor.send({ type: 'purchase.continue' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.purchase).toEqual(purchase);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect([...log].sort()).toEqual(['courses:3', 'plans:3']);
  });

  it("shows the server's errors for 3.5 seconds, then clears them and is ready again", async () => {
    const { actor, clock } = start({
      create: async () => {
        throw { errors: ['Your card was declined.'] };
      },
    });
    actor.send({ type: 'purchase.submit', source: 'stripe', token: 'tok_1' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'server-errors',
      errors: ['Your card was declined.'],
    });
    actor.send({ type: 'purchase.submit', source: 'stripe', token: 'tok_2' });
    expect(actor.getSnapshot().value).toBe('error');
    clock.increment(3499);
    expect(actor.getSnapshot().value).toBe('error');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failure without server errors gives the generic order error', async () => {
    const { actor } = start({
      create: async () => {
        throw new Error('Failed to fetch');
      },
    });
    actor.send({ type: 'purchase.submit', source: 'stripe', token: 'tok_1' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'generic' });
  });

  it.each([
    [
      'an in-app purchase of a product not sold in the app',
      { source: 'iap', receipt },
      { iap: null, iap_id: null },
      { kind: 'no-in-app-purchase' },
    ],
    ['an unknown payment source', { source: 'paypal' }, {}, { kind: 'payment-source-not-recognized' }],
    ['a card payment without a token', { source: 'stripe' }, {}, { kind: 'generic' }],
  ] as const)('refuses %s without calling the server', (_name, submission, productOverrides, error) => {
    const { actor, clock, orders } = start({ productOverrides });
    actor.send({ type: 'purchase.submit', ...submission } as PurchaseMachineEvent);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual(error);
    clock.increment(3500);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(orders).toEqual([]);
  });

  it('ignores Continue before the order is complete, and a second submit while loading', async () => {
    const { actor, orders } = start();
    actor.send({ type: 'purchase.continue' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'purchase.submit', source: 'soft' });
    actor.send({ type: 'purchase.submit', source: 'soft' });
    await waitFor(actor, (s) => s.matches('orderComplete'));
    expect(orders).toHaveLength(1);
  });

  it.each([
    [
      'the provider message',
      'The purchase was cancelled. ',
      { kind: 'provider', message: 'The purchase was cancelled.' },
    ],
    ['the generic error without a message', undefined, { kind: 'generic' }],
    ['the generic error for a blank message', '  ', { kind: 'generic' }],
  ] as const)(
    'a refusal by the app store or card provider shows %s for 3.5 seconds',
    (_name, message, error) => {
      const { actor, clock, orders } = start();
      actor.send(message === undefined ? { type: 'purchase.fail' } : { type: 'purchase.fail', message });
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.error).toEqual(error);
      clock.increment(3500);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(orders).toEqual([]);
    },
  );
});
