/**
 * Attune's v1 wire contract, declared once: every call's method, path, request schemas, response schema,
 * root key, success status, whether it needs a logged-in user, its empty-list rule and its caching.
 * The client (`@attune/api`) and the reference server are both built from it.
 *
 * This entry imports zod and `@attune/core/rules` only: no ky, no Effect.
 */
import { agreementsContract } from './agreements';
import { assessmentsContract } from './assessments';
import { auditContract } from './audit';
import { catalogueContract } from './catalogue';
import { clinicContract } from './clinic';
import { collaboratorQuestionnairesContract } from './collaborator-questionnaires';
import { collaboratorsContract } from './collaborators';
import { contentContract } from './content';
import { coursesContract } from './courses';
import { foodSensitivityContract } from './food-sensitivity';
import { insightsContract } from './insights';
import { itemsContract } from './items';
import { medicationsContract } from './medications';
import { notificationsContract } from './notifications';
import { patientsContract } from './patients';
import { plansContract } from './plans';
import { prescriptionsContract } from './prescriptions';
import { productsContract } from './products';
import { purchasesContract } from './purchases';
import { questionnairesContract } from './questionnaires';
import { reportContract } from './report';
import { sessionsContract } from './sessions';
import { sleepContract } from './sleep';
import { solutionsContract } from './solutions';
import { targetRecognitionContract } from './target-recognition';
import { testGroupsContract } from './test-groups';
import { usersContract } from './users';
import { waitListContract } from './wait-list';

export * from './agreements';
export * from './assessments';
export * from './audit';
export * from './catalogue';
export * from './clinic';
export * from './collaborator-questionnaires';
export * from './collaborators';
export * from './common';
export * from './content';
export * from './courses';
export * from './endpoint';
export * from './food-sensitivity';
export * from './insights';
export * from './items';
export * from './medications';
export * from './notifications';
export * from './patients';
export * from './plans';
export * from './prescriptions';
export * from './products';
export * from './purchases';
export * from './questionnaires';
export * from './report';
export * from './sessions';
export * from './sleep';
export * from './solutions';
export * from './target-recognition';
export * from './test-groups';
export * from './users';
export * from './wait-list';

/** The contract grouped by resource: its type. */
export interface Resources {
  readonly users: typeof usersContract;
  readonly sessions: typeof sessionsContract;
  readonly patients: typeof patientsContract;
  readonly plans: typeof plansContract;
  readonly items: typeof itemsContract;
  readonly prescriptions: typeof prescriptionsContract;
  readonly medications: typeof medicationsContract;
  readonly purchases: typeof purchasesContract;
  readonly products: typeof productsContract;
  readonly waitList: typeof waitListContract;
  readonly notifications: typeof notificationsContract;
  readonly testGroups: typeof testGroupsContract;
  readonly questionnaires: typeof questionnairesContract;
  readonly assessments: typeof assessmentsContract;
  readonly collaborators: typeof collaboratorsContract;
  readonly clinic: typeof clinicContract;
  readonly catalogue: typeof catalogueContract;
  readonly courses: typeof coursesContract;
  readonly insights: typeof insightsContract;
  readonly content: typeof contentContract;
  readonly foodSensitivity: typeof foodSensitivityContract;
  readonly sleep: typeof sleepContract;
  readonly solutions: typeof solutionsContract;
  readonly collaboratorQuestionnaires: typeof collaboratorQuestionnairesContract;
  readonly audit: typeof auditContract;
  readonly targetRecognition: typeof targetRecognitionContract;
  readonly agreements: typeof agreementsContract;
  readonly report: typeof reportContract;
}

/** The contract grouped by resource (one group per file). */
export const resources: Resources = {
  users: usersContract,
  sessions: sessionsContract,
  patients: patientsContract,
  plans: plansContract,
  items: itemsContract,
  prescriptions: prescriptionsContract,
  medications: medicationsContract,
  purchases: purchasesContract,
  products: productsContract,
  waitList: waitListContract,
  notifications: notificationsContract,
  testGroups: testGroupsContract,
  questionnaires: questionnairesContract,
  assessments: assessmentsContract,
  collaborators: collaboratorsContract,
  clinic: clinicContract,
  catalogue: catalogueContract,
  courses: coursesContract,
  insights: insightsContract,
  content: contentContract,
  foodSensitivity: foodSensitivityContract,
  sleep: sleepContract,
  solutions: solutionsContract,
  collaboratorQuestionnaires: collaboratorQuestionnairesContract,
  audit: auditContract,
  targetRecognition: targetRecognitionContract,
  agreements: agreementsContract,
  report: reportContract,
};

/** The v1 contract's type: every endpoint by name, each with the TSDoc of its resource file. */
export type Contract = typeof usersContract &
  typeof sessionsContract &
  typeof patientsContract &
  typeof plansContract &
  typeof itemsContract &
  typeof prescriptionsContract &
  typeof medicationsContract &
  typeof purchasesContract &
  typeof productsContract &
  typeof waitListContract &
  typeof notificationsContract &
  typeof testGroupsContract &
  typeof questionnairesContract &
  typeof assessmentsContract &
  typeof collaboratorsContract &
  typeof clinicContract &
  typeof catalogueContract &
  typeof coursesContract &
  typeof insightsContract &
  typeof contentContract &
  typeof foodSensitivityContract &
  typeof sleepContract &
  typeof solutionsContract &
  typeof collaboratorQuestionnairesContract &
  typeof auditContract &
  typeof targetRecognitionContract &
  typeof agreementsContract &
  typeof reportContract;

/** Every call of the v1 API by its unique name (`contract.listPatients`, `contract.logIn`, ...). */
export const contract: Contract = {
  ...usersContract,
  ...sessionsContract,
  ...patientsContract,
  ...plansContract,
  ...itemsContract,
  ...prescriptionsContract,
  ...medicationsContract,
  ...purchasesContract,
  ...productsContract,
  ...waitListContract,
  ...notificationsContract,
  ...testGroupsContract,
  ...questionnairesContract,
  ...assessmentsContract,
  ...collaboratorsContract,
  ...clinicContract,
  ...catalogueContract,
  ...coursesContract,
  ...insightsContract,
  ...contentContract,
  ...foodSensitivityContract,
  ...sleepContract,
  ...solutionsContract,
  ...collaboratorQuestionnairesContract,
  ...auditContract,
  ...targetRecognitionContract,
  ...agreementsContract,
  ...reportContract,
};

/** The name of a call of the v1 API. */
export type EndpointName = keyof Contract;
