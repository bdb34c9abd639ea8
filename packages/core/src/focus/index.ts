export * from './focus.logic';
