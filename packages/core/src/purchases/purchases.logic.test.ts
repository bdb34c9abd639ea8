import { describe, expect, it } from 'vitest';
import { describeError } from '../errors/errors.logic';
import {
  checkPurchaseSubmission,
  hasInAppProduct,
  type PurchaseProductFacts,
  parsePaymentSource,
  purchaseButtonLabel,
  purchaseErrorToAppError,
  purchaseRequest,
  toPurchaseError,
  trialChargeDate,
} from './purchases.logic';
import { type Product, PurchaseInputSchema } from './purchases.schema';

const receipt = {
  transaction_date: '2026-03-01T10:00:00Z',
  transaction_id: 't-1',
  transaction_receipt: 'r-1',
};

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Bark',
    value: 900,
    trial_length: 0,
    iap: { productId: 'com.attune.bark', localizedPrice: '$9.00' },
    iap_id: 'com.attune.bark',
    activity_plans: [],
    course: null,
    purchase_kind: 'all',
    ...overrides,
  };
}

describe('purchaseButtonLabel', () => {
  it.each([
    [7, 'card', 'start-trial'],
    [7, 'in-app', 'start-trial'],
    [0, 'card', 'pay-now'],
    [0, 'in-app', 'purchase'],
  ] as const)('trial of %i days paying by %s: %s', (trial_length, method, label) => {
    expect(purchaseButtonLabel(product({ trial_length }), method)).toBe(label);
  });
});

describe('trialChargeDate', () => {
  it.each([
    ['2026-01-28', 7, '2026-02-04'],
    ['2026-02-22', 7, '2026-03-01'],
    ['2028-02-22', 7, '2028-02-29'],
    ['2026-12-25', 30, '2027-01-24'],
    ['2026-03-08', 0, '2026-03-08'],
  ])('a trial started %s for %i days is charged %s', (today, days, expected) => {
    expect(trialChargeDate(today, days)).toBe(expected);
  });

  it.each([
    ['2026-3-8', 7, /today/],
    ['2026-02-30', 7, /today/],
    ['2026-03-08', -1, /trialLengthDays/],
    ['2026-03-08', 1.5, /trialLengthDays/],
  ] as const)('refuses %s plus %d, naming the field', (today, days, field) => {
    expect(() => trialChargeDate(today, days)).toThrow(field);
  });
});

describe('payment source', () => {
  it.each(['iap', 'stripe', 'soft'])('%s is recognised', (source) => {
    expect(parsePaymentSource(source)).toEqual({ ok: true, source });
  });
  it.each(['paypal', '', 'STRIPE', null, 3])('%o is not recognised', (source) => {
    expect(parsePaymentSource(source)).toEqual({
      ok: false,
      error: { kind: 'payment-source-not-recognized' },
    });
  });
});

describe('checkPurchaseSubmission', () => {
  it.each([
    ['a card payment with a token', product(), { source: 'stripe', token: 'tok_1' }, null],
    ['a card payment without a token', product(), { source: 'stripe' }, { kind: 'generic' }],
    ['an in-app purchase with a receipt', product(), { source: 'iap', receipt }, null],
    [
      'an in-app purchase of a product not sold in the app',
      product({ iap: null, iap_id: null }),
      { source: 'iap', receipt },
      { kind: 'no-in-app-purchase' },
    ],
    ['an in-app purchase without a receipt', product(), { source: 'iap' }, { kind: 'no-in-app-purchase' }],
    ['a soft trial', product({ iap: null }), { source: 'soft' }, null],
    ['an unknown source', product(), { source: 'paypal' }, { kind: 'payment-source-not-recognized' }],
  ] as const)('%s', (_name, p, submission, expected) => {
    expect(checkPurchaseSubmission(p, submission)).toEqual(expected);
  });

  it('knows a product is sold in the app by its in-app product or its in-app id', () => {
    const bare: PurchaseProductFacts = { id: 1 };
    expect(hasInAppProduct(bare)).toBe(false);
    expect(hasInAppProduct({ id: 1, iap_id: 'x' })).toBe(true);
    expect(hasInAppProduct({ id: 1, iap: { productId: ' ' } })).toBe(false);
  });
});

describe('purchaseRequest', () => {
  it.each([
    [
      { source: 'stripe', token: 'tok_1' },
      3,
      { payment: { product_id: 7, stripe_token: 'tok_1' }, child_id: 3 },
    ],
    [{ source: 'iap', receipt }, 3, { payment: { product_id: 7, iap: receipt }, child_id: 3 }],
    [{ source: 'soft' }, null, { payment: { product_id: 7, soft_trial: true } }],
  ] as const)('%o for child %s is the body the API expects', (submission, childId, expected) => {
    const body = purchaseRequest(product(), childId, submission);
    expect(body).toEqual(expected);
    expect(PurchaseInputSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ source: 'stripe' }, /token/],
    [{ source: 'iap' }, /receipt/],
    [{ source: 'paypal' }, /source/],
  ] as const)('refuses an unchecked %o, naming the field', (submission, field) => {
    expect(() => purchaseRequest(product(), 1, submission)).toThrow(field);
  });
});

describe('toPurchaseError', () => {
  it.each([
    [
      'server errors as a list',
      { errors: ['Card declined'] },
      { kind: 'server-errors', errors: ['Card declined'] },
    ],
    [
      'server errors as one text',
      { errors: 'Card declined' },
      { kind: 'server-errors', errors: ['Card declined'] },
    ],
    [
      'server errors by field',
      { body: { errors: { card: ['expired'], base: 'declined' } } },
      { kind: 'server-errors', errors: ['expired', 'declined'] },
    ],
    ['server errors in data', { data: { errors: ['x'] } }, { kind: 'server-errors', errors: ['x'] }],
    ['an empty error list', { errors: [] }, { kind: 'generic' }],
    ['a network failure', new Error('Failed to fetch'), { kind: 'generic' }],
    ['nothing at all', undefined, { kind: 'generic' }],
    ['a text', 'boom', { kind: 'generic' }],
    ['an error kind already', { kind: 'no-in-app-purchase' }, { kind: 'no-in-app-purchase' }],
    [
      'a provider message',
      { kind: 'provider', message: 'Cancelled by user' },
      { kind: 'provider', message: 'Cancelled by user' },
    ],
    ['a look-alike kind', { kind: 'server-errors' }, { kind: 'generic' }],
  ])('%s', (_name, error, expected) => {
    expect(toPurchaseError(error)).toEqual(expected);
  });
});

describe('purchaseErrorToAppError', () => {
  it.each([
    [
      { kind: 'server-errors', errors: ['Card declined', 'Try another card'] },
      'errors.purchaseWithErrors',
      { errors: 'Card declined, Try another card' },
      null,
    ],
    [{ kind: 'generic' }, 'errors.purchaseGeneric', {}, null],
    [{ kind: 'no-in-app-purchase' }, 'errors.noInAppPurchase', {}, null],
    [{ kind: 'payment-source-not-recognized' }, 'errors.paymentSource', {}, null],
    [{ kind: 'provider', message: 'Payment cancelled.' }, null, {}, 'Payment cancelled.'],
  ] as const)('%o is shown with %s', (error, messageKey, values, verbatim) => {
    const description = describeError(purchaseErrorToAppError(error));
    expect(description).toMatchObject({ notify: true, messageKey, values, verbatim });
  });
});
