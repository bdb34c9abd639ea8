import {
  AssessmentSchema,
  CollaboratorAssessmentInputSchema,
  CollaboratorQuestionnaireLinkInputSchema,
  CollaboratorQuestionnaireLinkSchema,
  CollaboratorQuestionnaireSchema,
  OpenCollaboratorLinkSchema,
  RevokeCollaboratorLinkInputSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

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
   * `GET patients/{id}/collaborator_questionnaires`: the child's links that are still open (not answered,
   * revoked or expired), newest first; `{ collaborator_links }`.
   */
  listOpenCollaboratorLinks: defineEndpoint({
    name: 'listOpenCollaboratorLinks',
    method: 'GET',
    path: 'patients/:id/collaborator_questionnaires',
    params: IdParamsSchema,
    response: z.object({ collaborator_links: z.array(OpenCollaboratorLinkSchema) }),
    rootKey: 'collaborator_links',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Lists the child's collaborator links that still work.",
  }),
  /**
   * `DELETE collaborator_questionnaires/links/{id}` `{ patient_id }`: revokes a link of the child (it no
   * longer opens); 204. Another child's or family's link answers 404.
   */
  revokeCollaboratorLink: defineEndpoint({
    name: 'revokeCollaboratorLink',
    method: 'DELETE',
    path: 'collaborator_questionnaires/links/:id',
    params: IdParamsSchema,
    body: RevokeCollaboratorLinkInputSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    owner: { child: 'body.patient_id' },
    summary: "Revokes a collaborator's link.",
  }),
  /**
   * `GET collaborator_questionnaires/{id}?token=` (the questionnaire's id): what the link opens, no log-in
   * needed; `{ collaborator_questionnaire }`. An unknown, expired, revoked or other questionnaire's token
   * answers 404; a link already answered answers 409 (it answers once).
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
   * (with `respondent`). A link answers once: a second use answers 409 (already answered).
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
