export * from './food-sensitivity.logic';
export * from './food-sensitivity.schema';
