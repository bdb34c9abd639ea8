export * from './cache.logic';
export * from './cache.schema';
