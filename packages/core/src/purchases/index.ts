export * from './billing.logic';
export * from './purchases.logic';
export * from './purchases.schema';
export * from './subscription.logic';
