export * from './reminders.logic';
export * from './reminders.schema';
