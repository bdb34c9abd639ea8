export * from './agreements.logic';
export * from './agreements.schema';
