export * from './cache.logic';
export * from './common.schema';
export * from './text-limits.logic';
