export * from './code-entry.logic';
