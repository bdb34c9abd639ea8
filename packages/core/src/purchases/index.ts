export * from './purchases.logic';
export * from './purchases.schema';
