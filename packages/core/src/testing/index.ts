/**
 * fast-check arbitraries for Attune's main entities, for engineers who property-test the domain rules.
 * Import from `@attune/core/testing`; fast-check is a peer dependency of this entry only.
 */
export * from './entities.arbitraries';
export * from './prescriptions.arbitraries';
