export type { CardAdapter, CardEntryState, CardFieldsProps, CardTokenResult } from './CardAdapter';
export { PaymentCardForm, type PaymentCardFormProps } from './PaymentCardForm';
export {
  passesLuhn,
  TEST_CARD_TOKENS,
  testCardAdapter,
  testCardProblem,
  testTokenFor,
} from './testCardAdapter';
