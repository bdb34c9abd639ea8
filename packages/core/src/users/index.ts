export * from './users.logic';
export * from './users.schema';
