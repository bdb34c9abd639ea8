export * from './add-ons.logic';
export * from './add-ons.schema';
