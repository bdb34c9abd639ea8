export * from './errors.logic';
