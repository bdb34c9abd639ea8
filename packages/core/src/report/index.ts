export * from './report.logic';
export * from './report.schema';
