export * from './measures.logic';
export * from './measures.schema';
