export * from './focus';
