export * from './collaborators.logic';
export * from './collaborators.schema';
