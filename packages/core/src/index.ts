export * from './machines';
export * from './rules';
