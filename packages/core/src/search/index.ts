export * from './search.logic';
