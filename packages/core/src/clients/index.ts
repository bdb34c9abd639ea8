export * from './clients.logic';
export * from './clients.schema';
