export * from './medications.schema';
