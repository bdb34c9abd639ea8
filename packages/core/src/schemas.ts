/**
 * The wire contract alone: every entity's zod schema and inferred type (snake_case fields as on the wire),
 * without the rules or the machines. Import from `@attune/core/schemas` where only parsing is needed (the
 * API client, the server); `@attune/core` and `@attune/core/rules` export the same schemas too.
 *
 * It is also a chunk boundary of the build: because this entry reaches the schema modules and not the
 * rules, the bundler puts the schemas (and their zod calls, which no tree-shaker can drop) in chunks of
 * their own, so importing one pure rule from the built package never pulls zod in.
 */
export * from './add-ons/add-ons.schema';
export * from './agreements/agreements.schema';
export * from './children/children.schema';
export * from './clients/clients.schema';
export * from './clinical/clinical.schema';
export * from './collaborators/collaborators.schema';
export * from './common/common.schema';
export * from './content/content.schema';
export * from './courses/courses.schema';
export * from './food-sensitivity/food-sensitivity.schema';
export * from './food-sensitivity/shipping-address.schema';
export * from './goals/goals.schema';
export * from './help-cards/help-cards.schema';
export * from './language/language.schema';
export * from './measures/measures.schema';
export * from './medications/medications.schema';
export * from './navigation/navigation.schema';
export * from './notifications/notifications.schema';
export * from './phone/profile-phone.schema';
export * from './plans/plans.schema';
export * from './prescriptions/prescriptions.schema';
export * from './privacy/privacy.schema';
export * from './purchases/purchases.schema';
export * from './questionnaires/questionnaires.schema';
export * from './reminders/reminders.schema';
export * from './sessions/sessions.schema';
export * from './sessions/steps.schema';
export * from './sleep/sleep.schema';
export * from './social-emotional/social-emotional.schema';
export * from './social-emotional/social-emotional-norms.schema';
export * from './target-recognition/target-recognition.schema';
export * from './test-groups/test-groups.schema';
export * from './trends/trends.schema';
export * from './users/users.schema';
export * from './waitlist/waitlist.schema';
