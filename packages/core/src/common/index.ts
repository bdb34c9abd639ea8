export * from './common.schema';
export * from './text-limits.logic';
export * from './cache.logic';
