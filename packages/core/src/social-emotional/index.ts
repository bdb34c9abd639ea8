export * from './social-emotional.logic';
export * from './social-emotional.schema';
