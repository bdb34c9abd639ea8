export * from './access.logic';
export * from './access.schema';
