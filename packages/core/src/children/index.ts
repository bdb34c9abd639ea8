export * from './children.schema';
