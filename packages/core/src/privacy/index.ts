export * from './privacy.logic';
export * from './privacy.schema';
