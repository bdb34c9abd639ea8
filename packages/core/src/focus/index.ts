export * from './focus.logic';
export * from './roving.logic';
