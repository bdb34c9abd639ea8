import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccessTarget,
  hasDevSubscription,
  hasSubscription,
  isNonProductionHost,
  isPurchasedForChild,
  type PurchaseFacts,
} from './access.logic';

const purchaseArb: fc.Arbitrary<PurchaseFacts> = fc.record({
  product: fc.record({ id: fc.integer({ min: 1, max: 6 }) }),
  state: fc.constantFrom('paid', 'pending', 'failed', 'refunded', 'cancelled'),
  child_id: fc.option(fc.integer({ min: 1, max: 3 })),
});
const targetArb: fc.Arbitrary<AccessTarget> = fc.record({
  productIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  purchaseKind: fc.constantFrom('all', 'perChild', 'parent', 'none'),
  kind: fc.constantFrom('product', 'partner', 'affiliate', 'course', 'consultation', 'bundle'),
});
const childArb = fc.integer({ min: 1, max: 3 });

describe('access rules (properties)', () => {
  it('a bundle never counts as purchased, whatever was paid for', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        expect(isPurchasedForChild({ ...target, kind: 'bundle' }, purchases, child)).toBe(false);
      }),
    );
  });

  it('something with no known product is always accessible unless it is a bundle', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        expect(isPurchasedForChild({ ...target, productIds: [] }, purchases, child)).toBe(target.kind !== 'bundle');
      }),
    );
  });

  it('only paid purchases grant access: without a paid one, a known product is never purchased', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        fc.pre(target.productIds.length > 0);
        const unpaid = purchases.filter((p) => p.state !== 'paid');
        expect(isPurchasedForChild(target, unpaid, child)).toBe(false);
      }),
    );
  });

  it('a perChild purchase for one child never unlocks it for a sibling', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        fc.pre(target.productIds.length > 0);
        const forOthers = purchases.filter((p) => p.child_id !== child);
        expect(isPurchasedForChild({ ...target, purchaseKind: 'perChild' }, forOthers, child)).toBe(false);
      }),
    );
  });

  it('adding a purchase never takes access away', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), purchaseArb, childArb, (target, purchases, extra, child) => {
        if (isPurchasedForChild(target, purchases, child)) {
          expect(isPurchasedForChild(target, [...purchases, extra], child)).toBe(true);
        }
      }),
    );
  });

  it('devSubscription never gives access on a production host', () => {
    const productionHost = fc
      .array(fc.constantFrom('app', 'www', 'attune', 'family', 'care'), { minLength: 1, maxLength: 3 })
      .map((labels) => `${labels.join('.')}.com`);
    fc.assert(
      fc.property(productionHost, fc.boolean(), (host, dev) => {
        expect(isNonProductionHost(host)).toBe(false);
        expect(hasDevSubscription({ devSubscription: dev }, host)).toBe(false);
      }),
    );
  });

  it('a subscription exists exactly when a paid purchase is on the subscription list', () => {
    fc.assert(
      fc.property(fc.array(purchaseArb), fc.uniqueArray(fc.integer({ min: 1, max: 6 })), (purchases, list) => {
        const expected = purchases.some(
          (p) => p.state === 'paid' && typeof p.product === 'object' && p.product !== null && list.includes(p.product.id),
        );
        expect(hasSubscription(purchases, list)).toBe(expected);
      }),
    );
  });
});
