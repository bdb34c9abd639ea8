/**
 * Pure rules and schemas of Attune's domain. Nothing here imports XState, so a bundler that takes one rule
 * from `@attune/core` leaves the machines (and XState) out.
 */

export * from './access';
export * from './add-ons';
export * from './agreements';
export * from './calendar';
export * from './children';
export * from './clients';
export * from './clinical';
export * from './code-entry';
export * from './collaborators';
export * from './common';
export * from './content';
export * from './courses';
export * from './errors';
export * from './focus';
export * from './food-sensitivity';
export * from './goals';
export * from './help-cards';
export * from './language';
export * from './lifecycle';
export * from './measures';
export * from './medications';
export * from './navigation';
export * from './notifications';
export * from './onboarding';
export * from './phone';
export * from './plans';
export * from './prescriptions';
export * from './privacy';
export * from './purchases';
export * from './questionnaires';
export * from './reminders';
export * from './report';
export * from './search';
export * from './security';
export * from './sessions';
export * from './sleep';
export * from './social-emotional';
export * from './target-recognition';
export * from './test-groups';
export * from './timeline';
export * from './trends';
export * from './users';
export * from './waitlist';
