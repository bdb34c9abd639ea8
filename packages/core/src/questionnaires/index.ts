export * from './questionnaires.logic';
export * from './questionnaires.schema';
