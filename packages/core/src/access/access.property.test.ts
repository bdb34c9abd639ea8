import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productArb as sharedProductArb, purchaseArb as sharedPurchaseArb } from '../testing';
import {
  type AccessTarget,
  fetchesPurchases,
  hasDevSubscription,
  hasSubscription,
  hasSubscriptionAccess,
  isInTrial,
  isNonProductionHost,
  isPurchasedForChild,
  isSubscriptionProduct,
  type ProductFacts,
  type PurchaseFacts,
  planAccessTarget,
  productsForPlan,
  subscriptionEndedOn,
  subscriptionProductIds,
  subscriptionProductKeys,
  subscriptionProductNames,
} from './access.logic';

// Purchases and products come from the shared entity arbitraries (`@attune/core/testing`), with their ids
// drawn from a small range so that a purchase often is for the product in question.
/** The family's calendar day the access rules are asked about. */
const TODAY = '2026-03-01';

const smallIdArb = fc.integer({ min: 1, max: 6 });
const purchaseArb: fc.Arbitrary<PurchaseFacts> = fc
  .tuple(sharedPurchaseArb(), smallIdArb, fc.option(fc.integer({ min: 1, max: 3 })))
  .map(([purchase, productId, childId]) => ({
    ...purchase,
    product: { ...purchase.product, id: productId },
    child_id: childId,
  }));
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
        expect(isPurchasedForChild({ ...target, kind: 'bundle' }, purchases, child, TODAY)).toBe(false);
      }),
    );
  });

  it('something with no known product is always accessible unless it is a bundle', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        expect(isPurchasedForChild({ ...target, productIds: [] }, purchases, child, TODAY)).toBe(
          target.kind !== 'bundle',
        );
      }),
    );
  });

  it('only paid purchases grant access: without a paid one, a known product is never purchased', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        fc.pre(target.productIds.length > 0);
        const unpaid = purchases.filter((p) => p.state !== 'paid');
        expect(isPurchasedForChild(target, unpaid, child, TODAY)).toBe(false);
      }),
    );
  });

  it('a perChild purchase for one child never unlocks it for a sibling', () => {
    fc.assert(
      fc.property(targetArb, fc.array(purchaseArb), childArb, (target, purchases, child) => {
        fc.pre(target.productIds.length > 0);
        const forOthers = purchases.filter((p) => p.child_id !== child);
        expect(isPurchasedForChild({ ...target, purchaseKind: 'perChild' }, forOthers, child, TODAY)).toBe(
          false,
        );
      }),
    );
  });

  it('adding a purchase never takes access away', () => {
    fc.assert(
      fc.property(
        targetArb,
        fc.array(purchaseArb),
        purchaseArb,
        childArb,
        (target, purchases, extra, child) => {
          if (isPurchasedForChild(target, purchases, child, TODAY)) {
            expect(isPurchasedForChild(target, [...purchases, extra], child, TODAY)).toBe(true);
          }
        },
      ),
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
      fc.property(
        fc.array(purchaseArb),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 })),
        (purchases, list) => {
          const expected = purchases.some(
            (p) =>
              p.state === 'paid' &&
              typeof p.product === 'object' &&
              p.product !== null &&
              list.includes(p.product.id),
          );
          expect(hasSubscription(purchases, list, TODAY)).toBe(expected);
        },
      ),
    );
  });

  const hostArb = fc.constantFrom(
    'localhost',
    'staging.attune.app',
    'app.attune.app',
    '127.0.0.1:3000',
    'attune.app',
    'dev-1.attune.app',
  );
  const accountArb = fc.option(fc.record({ devSubscription: fc.boolean() }));

  it('purchases are fetched for every account except exactly those given access by devSubscription', () => {
    fc.assert(
      fc.property(accountArb, hostArb, (account, host) => {
        expect(fetchesPurchases(account, host)).toBe(!hasDevSubscription(account, host));
        if (hasDevSubscription(account, host)) expect(isNonProductionHost(host)).toBe(true);
      }),
    );
  });

  it('subscription access is a paid subscription, or devSubscription off production: never anything else', () => {
    fc.assert(
      fc.property(
        accountArb,
        fc.array(purchaseArb),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 })),
        hostArb,
        (account, purchases, list, host) => {
          expect(hasSubscriptionAccess(account, purchases, list, host, TODAY)).toBe(
            hasSubscription(purchases, list, TODAY) || hasDevSubscription(account, host),
          );
        },
      ),
    );
  });

  const productArb: fc.Arbitrary<ProductFacts> = fc
    .tuple(
      sharedProductArb(),
      fc.integer({ min: 1, max: 50 }),
      fc.array(fc.record({ id: fc.integer({ min: 1, max: 4 }), title: fc.constant('Plan') }), {
        maxLength: 3,
      }),
      fc.constantFrom(
        'Attune Access',
        'Attune Yearly',
        'Attune Trial',
        'Attune Yearly Trial',
        'Bark',
        'Attune',
      ),
    )
    .map(([product, id, activity_plans, name]) => ({ ...product, id, activity_plans, name }));

  it("a plan's products are exactly those listing it, and it is sold per child exactly when one of them is", () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (products, planId) => {
          const found = productsForPlan(products, planId);
          expect(found).toEqual(
            products.filter((p) => (p.activity_plans ?? []).some((plan) => plan.id === planId)),
          );
          const target = planAccessTarget(products, planId);
          expect(target.productIds).toEqual(found.map((p) => p.id));
          expect(target.purchaseKind === 'perChild').toBe(found.some((p) => p.purchase_kind === 'perChild'));
        },
      ),
    );
  });

  it('the subscription list holds exactly the products named {product} Access, Yearly, Trial or Yearly Trial', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 8 }), (products) => {
        const names = subscriptionProductNames('Attune');
        expect(subscriptionProductIds(products, 'Attune')).toEqual(
          products.filter((p) => names.includes(p.name ?? '')).map((p) => p.id),
        );
      }),
    );
  });
});

describe('subscription list laws', () => {
  it('a product is on the list whether it is named by its title or by its catalogue key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...subscriptionProductNames('Attune')), (title) => {
        const key = title.toLowerCase().split(' ').join('-');
        expect(isSubscriptionProduct(title, 'Attune')).toBe(true);
        expect(isSubscriptionProduct(key, 'Attune')).toBe(true);
      }),
    );
  });
  it('the listed ids are always a subset of the given products, in their order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 1000 }),
            name: fc.oneof(fc.constantFrom(...subscriptionProductKeys('Attune')), fc.string()),
          }),
        ),
        (products) => {
          const ids = subscriptionProductIds(products, 'Attune');
          const listed = products.filter((p) => isSubscriptionProduct(p.name, 'Attune')).map((p) => p.id);
          expect(ids).toEqual(listed);
        },
      ),
    );
  });
});

describe('subscriptionEndedOn', () => {
  it('law: an ended subscription names a day on or before today, and never while a subscription gives access', () => {
    fc.assert(
      fc.property(
        fc.array(purchaseArb, { maxLength: 6 }),
        fc.array(smallIdArb, { maxLength: 3 }),
        (purchases, ids) => {
          const ended = subscriptionEndedOn(purchases, ids, TODAY);
          if (hasSubscription(purchases, ids, TODAY)) expect(ended).toBeNull();
          if (ended !== null) {
            expect(ended <= TODAY).toBe(true);
            expect(purchases.some((purchase) => purchase.ends_on === ended)).toBe(true);
          }
        },
      ),
    );
  });
  it('names the latest end of the subscription products', () => {
    const purchases = [
      { product: 1, state: 'paid', ends_on: '2026-02-01' },
      { product: 1, state: 'refunded', ends_on: '2026-02-20' },
      { product: 2, state: 'paid', ends_on: '2026-02-25' },
    ];
    expect(subscriptionEndedOn(purchases, [1], TODAY)).toBe('2026-02-20');
    expect(
      subscriptionEndedOn([...purchases, { product: 1, state: 'paid', ends_on: '2026-03-05' }], [1], TODAY),
    ).toBeNull();
    expect(subscriptionEndedOn([], [1], TODAY)).toBeNull();
  });
});

describe('isInTrial', () => {
  it('law: a family in its trial has subscription access', () => {
    fc.assert(
      fc.property(
        fc.array(purchaseArb, { maxLength: 6 }),
        fc.array(smallIdArb, { maxLength: 3 }),
        (purchases, ids) => {
          if (isInTrial(purchases, ids, TODAY)) expect(hasSubscription(purchases, ids, TODAY)).toBe(true);
        },
      ),
    );
  });
  it('a trial until its end; a paid month after a trial is not one', () => {
    const trial = { product: 1, state: 'paid', trial_ends_on: '2026-03-10', ends_on: '2026-03-10' };
    expect(isInTrial([trial], [1], TODAY)).toBe(true);
    expect(isInTrial([{ ...trial, ends_on: '2026-04-10' }], [1], TODAY)).toBe(false);
    expect(
      isInTrial([{ product: 1, state: 'paid', trial_ends_on: null, ends_on: '2026-04-01' }], [1], TODAY),
    ).toBe(false);
  });
});
