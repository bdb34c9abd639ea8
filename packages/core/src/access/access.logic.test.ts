import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product, Purchase } from '../purchases/purchases.schema';
import type { User } from '../users/users.schema';
import {
  type AccountFacts,
  courseAccessTarget,
  fetchesPurchases,
  hasDevSubscription,
  hasSubscription,
  hasSubscriptionAccess,
  isNonProductionHost,
  isPurchasedForChild,
  isSubscriptionProduct,
  type ProductFacts,
  type PurchaseFacts,
  planAccessTarget,
  productsForCourse,
  productsForPlan,
  solutionAccessTarget,
  subscriptionProductIds,
  subscriptionProductKeys,
  subscriptionProductNames,
} from './access.logic';

function purchase(productId: number, overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: productId * 10,
    product: { id: productId, name: `Product ${productId}` },
    state: 'paid',
    child_id: 1,
    source: 'stripe',
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    value: 1495,
    trial_length: 0,
    iap: null,
    iap_id: null,
    activity_plans: [],
    course: null,
    purchase_kind: 'all',
    ...overrides,
  };
}

/** The family's calendar day the access rules are asked about. */
const TODAY = '2026-03-01';

describe('entities from the API satisfy what the access rules read', () => {
  it('accepts a Product, a Purchase and a User as they are', () => {
    const facts: [ProductFacts, PurchaseFacts] = [product(1), purchase(1)];
    const account: AccountFacts = { devSubscription: true } satisfies Partial<User>;
    expect(facts).toHaveLength(2);
    expect(account.devSubscription).toBe(true);
  });
});

describe('products of a plan or course', () => {
  const products = [
    product(1, { activity_plans: [{ id: 10, title: 'Sleep' }] }),
    product(2, {
      activity_plans: [
        { id: 10, title: 'Sleep' },
        { id: 11, title: 'Focus' },
      ],
      purchase_kind: 'perChild',
    }),
    product(3, { course: { id: 20, title: 'Honestly ADHD' } }),
  ];
  it('finds the products listing a plan, or naming a course', () => {
    expect(productsForPlan(products, 10).map((p) => p.id)).toEqual([1, 2]);
    expect(productsForPlan(products, 99)).toEqual([]);
    expect(productsForCourse(products, 20).map((p) => p.id)).toEqual([3]);
    expect(productsForCourse([{ id: 4, course: 21 }], 21).map((p) => p.id)).toEqual([4]);
  });
  it('sells a plan per child when one of its products is sold per child', () => {
    expect(planAccessTarget(products, 10)).toEqual({ productIds: [1, 2], purchaseKind: 'perChild' });
    expect(planAccessTarget(products, 11)).toEqual({ productIds: [2], purchaseKind: 'perChild' });
    expect(courseAccessTarget(products, 20)).toEqual({ productIds: [3], purchaseKind: 'all' });
  });
});

describe('isPurchasedForChild', () => {
  it.each([
    ['a paid purchase of one of its products', { productIds: [1, 2] }, [purchase(2)], 1, true],
    ['a purchase still pending', { productIds: [1] }, [purchase(1, { state: 'pending' })], 1, false],
    ['a refunded purchase', { productIds: [1] }, [purchase(1, { state: 'refunded' })], 1, false],
    ['a paid purchase of another product', { productIds: [1] }, [purchase(3)], 1, false],
    ['no purchase at all', { productIds: [1] }, [], 1, false],
    [
      'family-wide: bought for a sibling still counts',
      { productIds: [1], purchaseKind: 'all' },
      [purchase(1, { child_id: 2 })],
      1,
      true,
    ],
    [
      'perChild: bought for this child',
      { productIds: [1], purchaseKind: 'perChild' },
      [purchase(1, { child_id: 1 })],
      1,
      true,
    ],
    [
      'perChild: bought for a sibling does not count',
      { productIds: [1], purchaseKind: 'perChild' },
      [purchase(1, { child_id: 2 })],
      1,
      false,
    ],
    [
      'perChild: a parent purchase without a child does not count',
      { productIds: [1], purchaseKind: 'perChild' },
      [purchase(1, { child_id: null })],
      1,
      false,
    ],
    ['a bundle, even when paid for', { productIds: [1], kind: 'bundle' }, [purchase(1)], 1, false],
    ['unknown products: accessible', { productIds: [] }, [], 1, true],
    ['a bundle with unknown products', { productIds: [], kind: 'bundle' }, [], 1, false],
  ] as const)('%s: %s', (_name, target, purchases, childId, expected) => {
    expect(isPurchasedForChild(target, purchases, childId, TODAY)).toBe(expected);
  });
});

describe('isNonProductionHost', () => {
  it.each([
    ['localhost:5173', true],
    ['127.0.0.1:8080', true],
    ['[::1]:3000', true],
    ['192.168.1.20', true],
    ['10.0.0.5', true],
    ['172.20.1.1', true],
    ['staging.attune.app', true],
    ['app-staging.attune.app', true],
    ['dev.attune.app', true],
    ['qa.attune.app', true],
    ['preview-123.attune.app', true],
    ['attune.local', true],
    ['', true],
    ['app.attune.app', false],
    ['attune.app', false],
    ['www.attune.app:443', false],
    ['contest.example.com', false],
    ['172.40.1.1', false],
  ])('%s is non-production: %s', (host, expected) => expect(isNonProductionHost(host)).toBe(expected));
});

describe('devSubscription', () => {
  it.each([
    [{ devSubscription: true }, 'staging.attune.app', true, false],
    [{ devSubscription: true }, 'app.attune.app', false, true],
    [{ devSubscription: false }, 'localhost', false, true],
    [null, 'localhost', false, true],
  ] as const)('%o on %s: dev access %s, purchases fetched %s', (account, host, access, fetches) => {
    expect(hasDevSubscription(account, host)).toBe(access);
    expect(fetchesPurchases(account, host)).toBe(fetches);
  });
});

describe('subscriptions', () => {
  const products = [
    product(1, { name: 'Attune Access' }),
    product(2, { name: 'Attune Yearly' }),
    product(3, { name: 'Attune Trial' }),
    product(4, { name: 'Attune Yearly Trial' }),
    product(5, { name: 'Bark' }),
  ];
  it('lists the subscription products by name', () => {
    expect(subscriptionProductNames('Attune')).toEqual([
      'Attune Access',
      'Attune Yearly',
      'Attune Trial',
      'Attune Yearly Trial',
    ]);
    expect(subscriptionProductIds(products, 'Attune')).toEqual([1, 2, 3, 4]);
  });
  it.each([
    ['a paid yearly subscription', [purchase(2)], true],
    ['a pending subscription', [purchase(2, { state: 'pending' })], false],
    ['only an add-on', [purchase(5)], false],
    ['nothing', [], false],
  ] as const)('%s: subscribed %s', (_name, purchases, expected) => {
    expect(hasSubscription(purchases, [1, 2, 3, 4], TODAY)).toBe(expected);
  });
  it('devSubscription gives subscription access only off production', () => {
    expect(hasSubscriptionAccess({ devSubscription: true }, [], [1], 'localhost', TODAY)).toBe(true);
    expect(hasSubscriptionAccess({ devSubscription: true }, [], [1], 'app.attune.app', TODAY)).toBe(false);
    expect(
      hasSubscriptionAccess({ devSubscription: false }, [purchase(1)], [1], 'app.attune.app', TODAY),
    ).toBe(true);
  });
});

describe('the subscription list', () => {
  it('names the four subscription products by catalogue key', () => {
    expect(subscriptionProductKeys('Attune')).toEqual([
      'attune-access',
      'attune-yearly',
      'attune-trial',
      'attune-yearly-trial',
    ]);
  });
  it.each([
    ['Attune Access', true],
    ['attune-access', true],
    ['Attune Yearly Trial', true],
    ['attune-yearly-trial', true],
    ['Bark', false],
    ['Attune', false],
    [null, false],
  ] as const)('%s is on the list: %s', (name, expected) => {
    expect(isSubscriptionProduct(name, 'Attune')).toBe(expected);
  });
  it('finds the ids of the listed products, by title or key', () => {
    const products = [
      { id: 1, name: 'attune-access' },
      { id: 2, name: 'Bark' },
      { id: 3, name: 'Attune Yearly' },
    ];
    expect(subscriptionProductIds(products, 'Attune')).toEqual([1, 3]);
  });
});

describe('what unlocks an add-on tool', () => {
  it('the products named as the solution, sold per child when one is', () => {
    const products = [
      { id: 1, name: 'Sleep', purchase_kind: 'perChild' },
      { id: 2, name: 'food-sensitivity', purchase_kind: 'all' },
    ];
    expect(solutionAccessTarget(products, 'sleep')).toEqual({ productIds: [1], purchaseKind: 'perChild' });
    expect(solutionAccessTarget(products, 'food-sensitivity')).toEqual({
      productIds: [2],
      purchaseKind: 'all',
    });
    expect(solutionAccessTarget(products, 'bark').productIds).toEqual([]);
  });

  it('a tool bought for one child never counts for a sibling when sold per child (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (child, sibling) => {
        fc.pre(child !== sibling);
        const target = solutionAccessTarget([{ id: 7, name: 'sleep', purchase_kind: 'perChild' }], 'sleep');
        const purchases = [{ product: 7, state: 'paid', child_id: child }];
        expect(isPurchasedForChild(target, purchases, sibling, TODAY)).toBe(false);
      }),
    );
  });
});
