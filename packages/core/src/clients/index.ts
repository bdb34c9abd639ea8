export * from './clients.logic';
