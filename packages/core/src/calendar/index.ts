export * from './calendar.logic';
