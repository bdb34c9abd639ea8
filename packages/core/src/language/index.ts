export * from './language.logic';
export * from './language.schema';
