export * from './sessions.logic';
export * from './sessions.schema';
export * from './steps.logic';
export * from './steps.schema';
