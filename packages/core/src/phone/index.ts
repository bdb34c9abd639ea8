export * from './phone.logic';
