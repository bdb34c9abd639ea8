export * from './access.logic';
