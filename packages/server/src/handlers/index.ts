/**
 * Every handler of the v1 contract, by endpoint name: one file per resource file of the contract
 * (`packages/api/src/contract/<resource>.ts` → `<resource>.handlers.ts`), each checked against its own
 * endpoints; the type checks none is missing. Handlers call services, never the database.
 */
import type { Handlers } from '../http/router';
import { agreementsHandlers } from './agreements.handlers';
import { assessmentsHandlers } from './assessments.handlers';
import { auditHandlers } from './audit.handlers';
import { catalogueHandlers } from './catalogue.handlers';
import { clinicHandlers } from './clinic.handlers';
import { collaboratorQuestionnairesHandlers } from './collaborator-questionnaires.handlers';
import { collaboratorsHandlers } from './collaborators.handlers';
import { contentHandlers } from './content.handlers';
import { coursesHandlers } from './courses.handlers';
import { foodSensitivityHandlers } from './food-sensitivity.handlers';
import { insightsHandlers } from './insights.handlers';
import { itemsHandlers } from './items.handlers';
import { medicationsHandlers } from './medications.handlers';
import { notificationsHandlers } from './notifications.handlers';
import { patientsHandlers } from './patients.handlers';
import { plansHandlers } from './plans.handlers';
import { prescriptionsHandlers } from './prescriptions.handlers';
import { productsHandlers } from './products.handlers';
import { purchasesHandlers } from './purchases.handlers';
import { questionnairesHandlers } from './questionnaires.handlers';
import { reportHandlers } from './report.handlers';
import { sessionsHandlers } from './sessions.handlers';
import { sleepHandlers } from './sleep.handlers';
import { solutionsHandlers } from './solutions.handlers';
import { targetRecognitionHandlers } from './target-recognition.handlers';
import { testGroupsHandlers } from './test-groups.handlers';
import { usersHandlers } from './users.handlers';
import { waitListHandlers } from './wait-list.handlers';

/** The handlers the router mounts for the contract's endpoints. */
export const handlers: Handlers = {
  ...auditHandlers,
  ...usersHandlers,
  ...solutionsHandlers,
  ...sessionsHandlers,
  ...patientsHandlers,
  ...plansHandlers,
  ...itemsHandlers,
  ...prescriptionsHandlers,
  ...medicationsHandlers,
  ...purchasesHandlers,
  ...productsHandlers,
  ...waitListHandlers,
  ...notificationsHandlers,
  ...testGroupsHandlers,
  ...questionnairesHandlers,
  ...assessmentsHandlers,
  ...collaboratorsHandlers,
  ...clinicHandlers,
  ...catalogueHandlers,
  ...coursesHandlers,
  ...insightsHandlers,
  ...contentHandlers,
  ...foodSensitivityHandlers,
  ...sleepHandlers,
  ...reportHandlers,
  ...collaboratorQuestionnairesHandlers,
  ...targetRecognitionHandlers,
  ...agreementsHandlers,
};
