export * from './goals.logic';
export * from './goals.schema';
