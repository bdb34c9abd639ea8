export * from './search.logic';
export * from './search.schema';
