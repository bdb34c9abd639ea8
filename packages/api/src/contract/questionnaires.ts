import { IdSchema, QuestionnaireSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema, PatientIdQuerySchema } from './common';
import { defineEndpoint } from './endpoint';

/** Questionnaires, and the clinical set chosen for a patient. */
export const questionnairesContract = {
  /** `GET questionnaires`: every questionnaire, `{ questionnaires }`; never empty. */
  listQuestionnaires: defineEndpoint({
    name: 'listQuestionnaires',
    method: 'GET',
    path: 'questionnaires',
    response: z.object({ questionnaires: z.array(QuestionnaireSchema) }),
    rootKey: 'questionnaires',
    status: 200,
    auth: true,
    emptyListError: 'questionnaires',
    serverCache: 'catalogue',
    summary: 'Lists the questionnaires.',
  }),
  /** `GET questionnaires/{id}`: one questionnaire with its questions; status 200 gives `{ questionnaire }`. */
  getQuestionnaire: defineEndpoint({
    name: 'getQuestionnaire',
    method: 'GET',
    path: 'questionnaires/:id',
    params: IdParamsSchema,
    response: z.object({ questionnaire: QuestionnaireSchema }),
    rootKey: 'questionnaire',
    status: 200,
    auth: true,
    summary: 'Reads one questionnaire with its questions.',
  }),
  /**
   * `GET clinic/patients/questionnaires?patient_id=`: the clinical questionnaires for a patient; status 200
   * gives `{ questionnaires }`, otherwise the app falls back to the set for the child's age. Not limited to
   * clinical accounts: every family's child onboarding answers the set for the child's age band.
   */
  listClinicalQuestionnaires: defineEndpoint({
    name: 'listClinicalQuestionnaires',
    method: 'GET',
    path: 'clinic/patients/questionnaires',
    query: PatientIdQuerySchema,
    response: z.object({ questionnaires: z.array(QuestionnaireSchema) }),
    rootKey: 'questionnaires',
    status: 200,
    auth: true,
    owner: { child: 'query.patient_id' },
    summary: 'Lists the clinical questionnaires chosen for a patient.',
  }),
  /**
   * `GET clinic/patients/answered_questionnaires?patient_id=`: the ids of the questionnaires of the
   * patient's set (`listClinicalQuestionnaires`) already answered for the child, from the recorded
   * assessments, `{ questionnaire_ids }`: onboarding's progress, the same on every device.
   */
  listAnsweredQuestionnaires: defineEndpoint({
    name: 'listAnsweredQuestionnaires',
    method: 'GET',
    path: 'clinic/patients/answered_questionnaires',
    query: PatientIdQuerySchema,
    response: z.object({ questionnaire_ids: z.array(IdSchema) }),
    rootKey: 'questionnaire_ids',
    status: 200,
    auth: true,
    owner: { child: 'query.patient_id' },
    summary: "Lists which of a patient's questionnaires are answered.",
  }),
} as const;
