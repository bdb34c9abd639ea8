export * from './sleep.logic';
export * from './sleep.schema';
