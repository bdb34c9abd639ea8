export * from './prescriptions.logic';
export * from './prescriptions.schema';
