export * from './sessions.logic';
export * from './sessions.schema';
