import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { productArb, purchaseArb } from '../testing/entities.arbitraries';
import { product, purchase } from '../testing/fixtures';
import { ProductSchema, PurchaseInputSchema, PurchaseSchema } from './purchases.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const sleepProduct = product({
  id: 30,
  name: 'Sleep',
  value: 1495,
  iap: { productId: 'com.attune.sleep', localizedPrice: '$14.95' },
  iap_id: 'com.attune.sleep',
  activity_plans: [{ id: 12, title: 'Childhood Sleep Improvement' }],
});
const sleepPurchase = purchase({ id: 900, product: { id: 30, name: 'Sleep' }, child_id: 7 });

describe('ProductSchema', () => {
  it('reads a realistic product unchanged', () => {
    expect(ProductSchema.parse(sleepProduct)).toEqual(sleepProduct);
  });

  it('accepts a product that cannot be bought in-app and unlocks a course', () => {
    const course = { ...sleepProduct, iap: null, iap_id: null, course: { id: 4, title: 'Honestly ADHD' } };
    expect(ProductSchema.safeParse(course).success).toBe(true);
  });

  it('rejects a price that is not whole cents and a negative trial, naming both fields', () => {
    expect(badFields(parseWith(ProductSchema, { ...sleepProduct, value: 14.95, trial_length: -1 }))).toEqual([
      'value',
      'trial_length',
    ]);
  });

  it('rejects an unknown purchase kind and an in-app product without its price, naming both', () => {
    const bad = { ...sleepProduct, purchase_kind: 'family', iap: { productId: 'x' } };
    expect(badFields(parseWith(ProductSchema, bad))).toEqual(['iap.localizedPrice', 'purchase_kind']);
  });
});

describe('PurchaseSchema', () => {
  it('reads a realistic purchase unchanged, and a parent purchase with no child', () => {
    expect(PurchaseSchema.parse(sleepPurchase)).toEqual(sleepPurchase);
    expect(PurchaseSchema.safeParse({ ...sleepPurchase, child_id: null }).success).toBe(true);
  });

  it('rejects an unknown state and source, naming both fields', () => {
    expect(
      badFields(parseWith(PurchaseSchema, { ...sleepPurchase, state: 'done', source: 'paypal' })),
    ).toEqual(['state', 'source']);
  });
});

describe('PurchaseInputSchema', () => {
  it('takes a card token, an in-app receipt or a soft trial', () => {
    const receipt = {
      transaction_date: '1710000000000',
      transaction_id: '1000001',
      transaction_receipt: 'MIIT...',
    };
    for (const payment of [
      { product_id: 30, stripe_token: 'tok_visa' },
      { product_id: 30, iap: receipt },
      { product_id: 30, soft_trial: true },
    ]) {
      expect(PurchaseInputSchema.safeParse({ payment, child_id: 7 }).success).toBe(true);
    }
    expect(PurchaseInputSchema.safeParse({ payment: { product_id: 30, soft_trial: true } }).success).toBe(
      true,
    );
  });

  it('rejects a payment with two sources or none, naming payment', () => {
    const two = { payment: { product_id: 30, stripe_token: 'tok', soft_trial: true } };
    const none = { payment: { product_id: 30 } };
    expect(badFields(parseWith(PurchaseInputSchema, two))).toEqual(['payment']);
    expect(badFields(parseWith(PurchaseInputSchema, none))).toEqual(['payment']);
  });
});

describe('purchase arbitraries', () => {
  it('every generated product parses, and its iap_id is its in-app product id', () => {
    fc.assert(
      fc.property(productArb(), (product) => {
        expect(ProductSchema.parse(product)).toEqual(product);
        expect(product.iap_id).toBe(product.iap?.productId ?? null);
      }),
    );
  });

  it('every generated purchase parses, honouring a fixed child, product and state', () => {
    fc.assert(
      fc.property(
        purchaseArb(),
        purchaseArb({ childId: 7, product: { id: 30, name: 'Sleep' }, state: 'paid' }),
        (any, fixed) => {
          expect(PurchaseSchema.parse(any)).toEqual(any);
          expect(PurchaseSchema.parse(fixed)).toEqual(fixed);
          expect([fixed.child_id, fixed.product.id, fixed.state]).toEqual([7, 30, 'paid']);
        },
      ),
    );
  });
});
