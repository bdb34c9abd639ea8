export * from './phone.logic';
export * from './phone.schema';
