export * from './apns.logic';
export * from './notifications.logic';
export * from './notifications.schema';
