export * from './courses.schema';
