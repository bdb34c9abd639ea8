export * from './trends.logic';
export * from './trends.schema';
