export * from './errors.logic';
export * from './errors.schema';
