export * from './timeline.logic';
export * from './timeline.schema';
