/** Handlers of `collaborator_questionnaires`: a collaborator's link to answer a questionnaire about a child. */
import type { collaboratorQuestionnairesContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import {
  createCollaboratorLink,
  readCollaboratorQuestionnaire,
  submitCollaboratorQuestionnaire,
} from '../questionnaires/collaborator-links.service';

/** Making a link (the router has checked the child) and answering through one (no log-in: the token is the key). */
export const collaboratorQuestionnairesHandlers: HandlersOf<typeof collaboratorQuestionnairesContract> = {
  createCollaboratorQuestionnaireLink: async ({ ctx, child, body }) => ({
    collaborator_questionnaire_link: await createCollaboratorLink(ctx, child, body),
  }),
  getCollaboratorQuestionnaire: async ({ ctx, params, query }) => ({
    collaborator_questionnaire: await readCollaboratorQuestionnaire(ctx, params.id, query.token),
  }),
  submitCollaboratorQuestionnaire: async ({ ctx, params, body }) => ({
    assessment: await submitCollaboratorQuestionnaire(ctx, params.id, body),
  }),
};
