import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { addDays } from '../calendar/calendar.logic';
import { describeError } from '../errors/errors.logic';
import { productArb as sharedProductArb } from '../testing';
import { purchaseMachine } from './purchase.machine';
import {
  checkPurchaseSubmission,
  type PurchaseProductFacts,
  parsePaymentSource,
  purchaseButtonLabel,
  purchaseErrorToAppError,
  purchaseRequest,
  toPurchaseError,
  trialChargeDate,
} from './purchases.logic';
import { PurchaseInputSchema } from './purchases.schema';

const dayArb = fc.integer({ min: -3000, max: 3000 }).map((n) => addDays('2026-06-15', n));
// Products come from the shared entity arbitraries (`@attune/core/testing`), sometimes with a blank in-app id.
const productArb: fc.Arbitrary<PurchaseProductFacts> = fc.oneof(
  sharedProductArb(),
  sharedProductArb().map((product) => ({ ...product, iap: null, iap_id: ' ' })),
);
const receiptArb = fc.record({
  transaction_date: fc.constant('2026-03-01T10:00:00Z'),
  transaction_id: fc.string({ minLength: 1, maxLength: 5 }),
  transaction_receipt: fc.string({ minLength: 1, maxLength: 5 }),
});
const submissionArb = fc.record(
  {
    source: fc.constantFrom('iap', 'stripe', 'soft', 'paypal', ''),
    token: fc.string({ maxLength: 5 }),
    receipt: receiptArb,
  },
  { requiredKeys: ['source'] },
);

describe('purchase rules (properties)', () => {
  it('a product with a trial always says Start Trial, one without never does', () => {
    fc.assert(
      fc.property(productArb, fc.constantFrom('card' as const, 'in-app' as const), (product, method) => {
        const label = purchaseButtonLabel(product, method);
        expect(label === 'start-trial').toBe((product.trial_length ?? 0) > 0);
        if (label !== 'start-trial') expect(label).toBe(method === 'card' ? 'pay-now' : 'purchase');
      }),
    );
  });

  it('the trial charge date is as many days after today as the trial is long', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 400 }), (today, days) => {
        const charged = trialChargeDate(today, days);
        expect(addDays(charged, -days)).toBe(today);
        expect(charged >= today).toBe(true);
        expect(trialChargeDate(charged, 1)).toBe(trialChargeDate(today, days + 1));
      }),
    );
  });

  it('only iap, stripe and soft are recognised payment sources', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('iap', 'stripe', 'soft')), (value) => {
        expect(parsePaymentSource(value).ok).toBe(['iap', 'stripe', 'soft'].includes(value));
      }),
    );
  });

  it('a submission that passes the check always gives a body the API accepts, carrying exactly its own payment', () => {
    fc.assert(
      fc.property(
        productArb,
        fc.option(fc.integer({ min: 1, max: 9 })),
        submissionArb,
        (product, childId, submission) => {
          if (checkPurchaseSubmission(product, submission) !== null) return;
          const body = purchaseRequest(product, childId, submission);
          expect(PurchaseInputSchema.safeParse(body).success).toBe(true);
          expect(body.payment.product_id).toBe(product.id);
          expect(body.child_id).toBe(childId ?? undefined);
          // Exactly one way of paying, the one submitted, carrying what the parent gave.
          const { product_id: _productId, ...payment } = body.payment;
          if (submission.source === 'stripe') expect(payment).toEqual({ stripe_token: submission.token });
          if (submission.source === 'iap') expect(payment).toEqual({ iap: submission.receipt });
          if (submission.source === 'soft') expect(payment).toEqual({ soft_trial: true });
        },
      ),
    );
  });

  it('an in-app purchase of a product not sold in the app is always refused before anything is sent', () => {
    fc.assert(
      fc.property(productArb, receiptArb, (product, receipt) => {
        const notInApp = { ...product, iap: null, iap_id: null };
        expect(checkPurchaseSubmission(notInApp, { source: 'iap', receipt })).toEqual({
          kind: 'no-in-app-purchase',
        });
      }),
    );
  });

  it('any failure becomes a known error kind, and server errors keep every message', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.array(
          fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''),
          { minLength: 1 },
        ),
        (anything, errors) => {
          expect([
            'server-errors',
            'generic',
            'no-in-app-purchase',
            'payment-source-not-recognized',
            'provider',
          ]).toContain(toPurchaseError(anything).kind);
          expect(toPurchaseError({ errors })).toEqual({ kind: 'server-errors', errors });
        },
      ),
    );
  });

  it("every purchase failure is shown to the parent, in catalogue words or the provider's own", () => {
    fc.assert(
      fc.property(fc.anything(), (failure) => {
        const description = describeError(purchaseErrorToAppError(toPurchaseError(failure)));
        expect(description.notify).toBe(true);
        expect(description.messageKey !== null || (description.verbatim ?? '').trim() !== '').toBe(true);
      }),
    );
  });

  it('a refused payment shows its error for under 3.5 seconds and the pay button is always back at 3.5, however time passes', () => {
    fc.assert(
      fc.property(
        sharedProductArb(),
        fc.constantFrom(
          { type: 'purchase.fail', message: 'Your card was declined.' } as const,
          { type: 'purchase.fail' } as const,
          { type: 'purchase.submit', source: 'stripe' } as const,
          { type: 'purchase.submit', source: 'iap' } as const,
        ),
        fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 6 }),
        (product, refusal, steps) => {
          const clock = new SimulatedClock();
          const actor = createActor(purchaseMachine, { input: { product, childId: 3 }, clock }).start();
          actor.send(refusal);
          expect(actor.getSnapshot().value).toBe('error');
          let elapsed = 0;
          for (const step of steps) {
            clock.increment(step);
            elapsed += step;
            const { value, context } = actor.getSnapshot();
            expect(value).toBe(elapsed < 3500 ? 'error' : 'idle');
            expect(context.error === null).toBe(elapsed >= 3500);
          }
          actor.stop();
        },
      ),
    );
  });
});
