export * from './food-sensitivity.logic';
