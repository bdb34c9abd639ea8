export * from './sleep.logic';
export * from './sleep.schema';
export * from './sleep-import.logic';
