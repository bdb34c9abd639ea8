export * from './clinical.logic';
export * from './clinical.schema';
