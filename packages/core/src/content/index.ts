export * from './content.schema';
export * from './content.logic';
