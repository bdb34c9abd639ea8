export * from './collaborators.schema';
