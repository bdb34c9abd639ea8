export * from './help-cards.schema';
