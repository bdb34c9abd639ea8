export * from './courses.logic';
export * from './courses.schema';
