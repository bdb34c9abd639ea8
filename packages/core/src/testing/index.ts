/**
 * fast-check arbitraries for Attune's main entities, for engineers who property-test the domain rules.
 * Import from `@attune/core/testing`; fast-check is a peer dependency of this entry only. Also the add-on
 * catalogue as data (`CATALOGUE_SOLUTIONS`), which the reference server seeds and the stories show.
 */
export * from './add-on-catalogue';
export * from './entities.arbitraries';
export * from './prescriptions.arbitraries';
