export * from './phone.logic';
export * from './profile-phone.schema';
