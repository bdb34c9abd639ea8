export * from './social-emotional.logic';
export * from './social-emotional.schema';
export * from './social-emotional-norms.schema';
