export * from './target-recognition.logic';
export * from './target-recognition.schema';
