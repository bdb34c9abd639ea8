export * from './clinical.schema';
