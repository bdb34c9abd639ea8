export * from './test-groups.schema';
