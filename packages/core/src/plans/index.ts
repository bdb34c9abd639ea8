export * from './plans.logic';
export * from './plans.schema';
