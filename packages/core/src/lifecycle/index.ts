export * from './lifecycle.logic';
