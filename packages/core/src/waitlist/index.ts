export * from './waitlist.logic';
export * from './waitlist.schema';
