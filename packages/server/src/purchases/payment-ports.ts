/**
 * Ports to the payment world. The server charges cards through a {@link CardProvider} and checks in-app
 * receipts through a {@link ReceiptValidator}; tests and development use the test adapters below, and
 * Stripe is used only when `STRIPE_SECRET_KEY` is configured.
 */

/** What a charge attempt gives back. */
export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

/** Charges a tokenised card. */
export interface CardProvider {
  /**
   * Charges `amountCents`. With an `idempotencyKey`, a provider that supports it (Stripe) charges once
   * however many times the same key is sent.
   */
  charge(input: {
    token: string;
    amountCents: number;
    description: string;
    idempotencyKey?: string | undefined;
  }): Promise<ChargeResult>;
}

/** What a receipt check gives back. */
export type ReceiptResult = { ok: true; reference: string } | { ok: false; message: string };

/** Checks an in-app purchase receipt with the store. */
export interface ReceiptValidator {
  validate(input: {
    iapProductId: string;
    transactionId: string;
    transactionReceipt: string;
    transactionDate: string;
  }): Promise<ReceiptResult>;
}

/** Stripe's well-known test tokens that succeed. */
export const ACCEPTED_TEST_TOKENS = new Set([
  'tok_visa',
  'tok_visa_debit',
  'tok_mastercard',
  'tok_mastercard_debit',
  'tok_mastercard_prepaid',
  'tok_amex',
  'tok_discover',
  'tok_diners',
  'tok_jcb',
  'tok_unionpay',
  'tok_us',
  'tok_gb',
  'tok_ca',
]);

/** Stripe's well-known test tokens that fail, with the message the card network gives. */
export const DECLINED_TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_chargeDeclined: 'Your card was declined.',
  tok_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
  tok_chargeDeclinedFraudulent: 'Your card was declined.',
  tok_chargeDeclinedIncorrectCvc: "Your card's security code is incorrect.",
  tok_chargeDeclinedExpiredCard: 'Your card has expired.',
  tok_chargeDeclinedProcessingError:
    'An error occurred while processing your card. Try again in a little bit.',
  tok_cvcCheckFail: "Your card's security code is incorrect.",
};

/** A card provider that knows Stripe's test tokens: accepts the good ones, declines the rest. */
export function testCardProvider(): CardProvider {
  let charges = 0;
  return {
    async charge({ token }) {
      if (ACCEPTED_TEST_TOKENS.has(token)) {
        charges += 1;
        return { ok: true, reference: `ch_test_${Date.now().toString(36)}_${charges}` };
      }
      return { ok: false, message: DECLINED_TEST_TOKENS[token] ?? 'Your card was declined.' };
    },
  };
}

/** Charges through Stripe's HTTP API (no SDK) with a secret key. */
export function stripeCardProvider(secretKey: string, fetchImpl: typeof fetch = fetch): CardProvider {
  return {
    async charge({ token, amountCents, description, idempotencyKey }) {
      try {
        const response = await fetchImpl('https://api.stripe.com/v1/charges', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: new URLSearchParams({
            amount: String(amountCents),
            currency: 'usd',
            source: token,
            description,
          }),
        });
        const json = (await response.json()) as { id?: string; error?: { message?: string } };
        if (response.ok && json.id) return { ok: true, reference: json.id };
        return { ok: false, message: json.error?.message ?? 'Your card was declined.' };
      } catch {
        return { ok: false, message: 'The payment provider could not be reached. Please try again.' };
      }
    },
  };
}

/**
 * A receipt validator for development and tests: a receipt is valid when it is not empty and does not
 * start with `invalid`.
 */
export function testReceiptValidator(): ReceiptValidator {
  return {
    async validate({ transactionId, transactionReceipt }) {
      if (transactionReceipt.trim() === '' || transactionReceipt.startsWith('invalid')) {
        return { ok: false, message: 'The App Store could not verify this purchase.' };
      }
      return { ok: true, reference: `iap_${transactionId}` };
    },
  };
}
