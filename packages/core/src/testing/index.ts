/**
 * What engineers test Attune with: fast-check arbitraries for Attune's main entities, for property tests
 * of the domain rules, and the fixtures (the frozen clock, the demo family, entity builders). Import from
 * `@attune/core/testing`; fast-check is a peer dependency of this entry only (the fixtures alone are
 * also at `@attune/core/testing/fixtures`, without fast-check). For tests and stories only: the catalogue
 * the server seeds is `@attune/catalogue`'s.
 */
export * from './entities.arbitraries';
export * from './fixtures';
export * from './prescriptions.arbitraries';
