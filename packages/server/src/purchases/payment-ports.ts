/**
 * Ports to the payment world. The server charges cards through a {@link CardProvider} and checks in-app
 * receipts through a {@link ReceiptValidator}. Which adapters run is decided once, at start, by
 * {@link choosePaymentPorts}: Stripe (its Customers, Setup Intents, Subscriptions and Payment Intents, through the official SDK) when `STRIPE_SECRET_KEY` is set; the test adapters
 * only outside production; in production without keys the "unavailable" adapters, which refuse every
 * payment with a clear message (never granting anything). A test adapter configured in production stops
 * the server from starting.
 */

import type { CardProvider, PortKind } from './payment-types';
import { stripeCardProvider } from './stripe-provider';

export type {
  CardProvider,
  ChargeResult,
  PortKind,
  ProviderSubscriptions,
  SaveCardResult,
  SavedCard,
  SubscribeResult,
  SubscriptionStatusResult,
} from './payment-types';

/** What a receipt check gives back. */
export type ReceiptResult = { ok: true; reference: string } | { ok: false; message: string };

/** Checks an in-app purchase receipt with the store. */
export interface ReceiptValidator {
  /** Which adapter this is; absent means a real one. */
  readonly kind?: PortKind;
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

/**
 * Stripe's test token of a card that is saved (attached to its customer) but whose every charge then
 * fails: a trial starts with it, its conversion or renewal is declined.
 */
export const CUSTOMER_FAIL_TOKEN = 'tok_chargeCustomerFail';

/** The brand and last four digits of Stripe's test cards, by token. */
export const TEST_CARDS: Readonly<Record<string, { brand: string; last4: string }>> = {
  tok_visa: { brand: 'visa', last4: '4242' },
  tok_visa_debit: { brand: 'visa', last4: '5556' },
  tok_mastercard: { brand: 'mastercard', last4: '4444' },
  tok_mastercard_debit: { brand: 'mastercard', last4: '8210' },
  tok_mastercard_prepaid: { brand: 'mastercard', last4: '5100' },
  tok_amex: { brand: 'amex', last4: '8431' },
  tok_discover: { brand: 'discover', last4: '1117' },
  tok_diners: { brand: 'diners', last4: '0004' },
  tok_jcb: { brand: 'jcb', last4: '0505' },
  tok_unionpay: { brand: 'unionpay', last4: '0005' },
  tok_us: { brand: 'visa', last4: '4242' },
  tok_gb: { brand: 'visa', last4: '0002' },
  tok_ca: { brand: 'visa', last4: '0000' },
  [CUSTOMER_FAIL_TOKEN]: { brand: 'visa', last4: '0341' },
};

const CUSTOMER_FAIL_MESSAGE = 'Your card was declined.';

/**
 * A card provider that knows Stripe's test tokens: accepts the good ones, declines the rest. It keeps
 * cards on file (the token is the reference; the server stores it per account) and charges them:
 * `tok_chargeCustomerFail` is saved, and a trial may start with it, but every charge of it is declined.
 */
export function testCardProvider(): CardProvider {
  let charges = 0;
  const reference = () => {
    charges += 1;
    return `ch_test_${Date.now().toString(36)}_${charges}`;
  };
  return {
    kind: 'test',
    async charge({ token, amountCents }) {
      if (token === CUSTOMER_FAIL_TOKEN) {
        return amountCents === 0
          ? { ok: true, reference: reference() }
          : { ok: false, message: CUSTOMER_FAIL_MESSAGE };
      }
      if (ACCEPTED_TEST_TOKENS.has(token)) return { ok: true, reference: reference() };
      return { ok: false, message: DECLINED_TEST_TOKENS[token] ?? 'Your card was declined.' };
    },
    async saveCard({ token, userId }) {
      const card = TEST_CARDS[token];
      if (!card) return { ok: false, message: DECLINED_TEST_TOKENS[token] ?? 'Your card was declined.' };
      return { ok: true, card: { reference: token, ...card, customerId: `cus_test_${userId}` } };
    },
    async chargeSaved({ card }) {
      if (card.reference === CUSTOMER_FAIL_TOKEN || !ACCEPTED_TEST_TOKENS.has(card.reference)) {
        return { ok: false, message: CUSTOMER_FAIL_MESSAGE };
      }
      return { ok: true, reference: reference() };
    },
  };
}

export { STRIPE_API_BASE, stripeCardProvider } from './stripe-provider';

/** The message of a card payment on a server with no card provider configured. */
export const CARD_PAYMENTS_UNAVAILABLE =
  'Card payments are not available: no payment provider is configured on this server.';

/** The message of an in-app purchase on a server with no receipt validator configured. */
export const IN_APP_PURCHASES_UNAVAILABLE =
  'In-app purchases are not available: no receipt validator is configured on this server.';

/** The card provider of a production server without payment keys: refuses every payment. */
export function unavailableCardProvider(): CardProvider {
  return { kind: 'unavailable', charge: async () => ({ ok: false, message: CARD_PAYMENTS_UNAVAILABLE }) };
}

/** The receipt validator of a production server without one configured: refuses every receipt. */
export function unavailableReceiptValidator(): ReceiptValidator {
  return {
    kind: 'unavailable',
    validate: async () => ({ ok: false, message: IN_APP_PURCHASES_UNAVAILABLE }),
  };
}

/** The server was configured to take fake payments in production: it must not start. */
export class PaymentConfigurationError extends Error {}

/**
 * The payment adapters a server runs with:
 * - cards: the one given, else Stripe when `STRIPE_SECRET_KEY` is set (at `STRIPE_API_BASE`), else the
 *   test provider outside production, else none ({@link unavailableCardProvider});
 * - receipts: the one given, else the test validator outside production, else none;
 * - `PAYMENT_PROVIDER=test` asks for the test adapters.
 * @throws PaymentConfigurationError in production when a test adapter is given or asked for.
 */
export function choosePaymentPorts(options: {
  production: boolean;
  env: Readonly<Record<string, string | undefined>>;
  cardProvider?: CardProvider | undefined;
  receiptValidator?: ReceiptValidator | undefined;
}): { cardProvider: CardProvider; receiptValidator: ReceiptValidator } {
  const { production, env } = options;
  const askedForTest = env.PAYMENT_PROVIDER === 'test';
  const stripeKey = env.STRIPE_SECRET_KEY;
  const cardProvider =
    options.cardProvider ??
    (askedForTest
      ? testCardProvider()
      : stripeKey
        ? stripeCardProvider(stripeKey, { baseUrl: env.STRIPE_API_BASE })
        : production
          ? unavailableCardProvider()
          : testCardProvider());
  const receiptValidator =
    options.receiptValidator ??
    (askedForTest || !production ? testReceiptValidator() : unavailableReceiptValidator());
  if (production && (cardProvider.kind === 'test' || receiptValidator.kind === 'test')) {
    throw new PaymentConfigurationError(
      'Refusing to start: a test payment provider is configured with NODE_ENV=production. ' +
        'Set STRIPE_SECRET_KEY (and a receipt validator) or remove PAYMENT_PROVIDER=test.',
    );
  }
  return { cardProvider, receiptValidator };
}

/**
 * A receipt validator for development and tests: a receipt is valid when it is not empty and does not
 * start with `invalid`.
 */
export function testReceiptValidator(): ReceiptValidator {
  return {
    kind: 'test',
    async validate({ transactionId, transactionReceipt }) {
      if (transactionReceipt.trim() === '' || transactionReceipt.startsWith('invalid')) {
        return { ok: false, message: 'The App Store could not verify this purchase.' };
      }
      return { ok: true, reference: `iap_${transactionId}` };
    },
  };
}
