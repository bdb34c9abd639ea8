export * from './code-entry.logic';
export * from './code-entry.schema';
