/**
 * `@attune/catalogue`: Attune's reference data as a package. Every product, price, trial, plan,
 * questionnaire, help card, course, insurance plan and content piece of the sample catalogue
 * ({@link SAMPLE_CATALOGUE}, marked `sample: true`), the schema a catalogue must pass (built from the core's
 * schemas and keys), the builders of the wire shapes the server answers, and the demo family's data.
 * The core keeps the types, rules and typed keys; this package holds data only.
 */
export * from './add-ons';
export * from './catalogue';
export * from './catalogue.schema';
export * from './content';
export * from './demo';
export * from './questionnaires';
export * from './reference';
