export * from './help-cards.schema';
export * from './help-center.logic';
