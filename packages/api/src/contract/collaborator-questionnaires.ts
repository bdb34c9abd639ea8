import {
  AssessmentSchema,
  CollaboratorAssessmentInputSchema,
  CollaboratorQuestionnaireLinkInputSchema,
  CollaboratorQuestionnaireLinkSchema,
  CollaboratorQuestionnaireSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** The token of a collaborator's questionnaire link, in the query string. */
export const CollaboratorTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/**
 * Collaborator questionnaires: a link (`/collaborator/{questionnaire_id}?token=`) with which someone the
 * family invited answers one questionnaire about one child without an account. The answers count toward
 * the child's scores, marked with who gave them.
 */
export const collaboratorQuestionnairesContract = {
  /**
   * `POST collaborator_questionnaires` `{ patient_id, questionnaire_id, respondent: { name, relationship } }`:
   * makes a signed link that expires; answers `{ collaborator_questionnaire_link }`.
   */
  createCollaboratorQuestionnaireLink: defineEndpoint({
    name: 'createCollaboratorQuestionnaireLink',
    method: 'POST',
    path: 'collaborator_questionnaires',
    body: CollaboratorQuestionnaireLinkInputSchema,
    response: z.object({ collaborator_questionnaire_link: CollaboratorQuestionnaireLinkSchema }),
    rootKey: 'collaborator_questionnaire_link',
    status: 200,
    auth: true,
    owner: { child: 'body.patient_id' },
    summary: 'Makes a link for a collaborator to answer a questionnaire about a child.',
  }),
  /**
   * `GET collaborator_questionnaires/{id}?token=` (the questionnaire's id): what the link opens, no log-in
   * needed; `{ collaborator_questionnaire }`. An unknown, expired or other questionnaire's token answers 404.
   */
  getCollaboratorQuestionnaire: defineEndpoint({
    name: 'getCollaboratorQuestionnaire',
    method: 'GET',
    path: 'collaborator_questionnaires/:id',
    params: IdParamsSchema,
    query: CollaboratorTokenQuerySchema,
    response: z.object({ collaborator_questionnaire: CollaboratorQuestionnaireSchema }),
    rootKey: 'collaborator_questionnaire',
    status: 200,
    auth: false,
    summary: "Reads the questionnaire a collaborator's link opens.",
  }),
  /**
   * `POST collaborator_questionnaires/{id}` `{ token, questionnaire_responses }` (the questionnaire's id):
   * submits the collaborator's answers for the link's child, no log-in needed; answers `{ assessment }`
   * (with `respondent`).
   */
  submitCollaboratorQuestionnaire: defineEndpoint({
    name: 'submitCollaboratorQuestionnaire',
    method: 'POST',
    path: 'collaborator_questionnaires/:id',
    params: IdParamsSchema,
    body: CollaboratorAssessmentInputSchema,
    response: z.object({ assessment: AssessmentSchema }),
    rootKey: 'assessment',
    status: 200,
    auth: false,
    summary: "Submits a collaborator's answers through their link.",
  }),
} as const;
