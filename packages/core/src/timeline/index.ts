export * from './timeline.logic';
