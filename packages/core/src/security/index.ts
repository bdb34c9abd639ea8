export * from './security.logic';
