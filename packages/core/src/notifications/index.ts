export * from './notifications.logic';
export * from './notifications.schema';
