export * from './food-sensitivity.logic';
export * from './food-sensitivity.schema';
export * from './shipping-address.logic';
export * from './shipping-address.schema';
