export * from './navigation.logic';
export * from './navigation.schema';
