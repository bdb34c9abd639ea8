export type { CardAdapter, CardEntryState, CardFieldsProps, CardTokenResult } from './CardAdapter';
export { PaymentCardForm, type PaymentCardFormProps } from './PaymentCardForm';
export {
  createStripeCardAdapter,
  type StripeCardAdapterOptions,
  type StripeCardElementLike,
  type StripeLike,
} from './stripeCardAdapter';
export {
  passesLuhn,
  TEST_CARD_TOKENS,
  testCardAdapter,
  testCardProblem,
  testTokenFor,
} from './testCardAdapter';
