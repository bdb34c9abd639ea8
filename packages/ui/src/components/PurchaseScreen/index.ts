export { PurchaseScreen, type PurchaseScreenProps, purchaseErrorText } from './PurchaseScreen';
