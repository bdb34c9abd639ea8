export * from './content.logic';
export * from './content.schema';
