/** Handlers of `collaborator_questionnaires`: a collaborator's link to answer a questionnaire about a child. */
import type { collaboratorQuestionnairesContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import {
  createCollaboratorLink,
  listOpenCollaboratorLinks,
  readCollaboratorQuestionnaire,
  revokeCollaboratorLink,
  submitCollaboratorQuestionnaire,
} from '../questionnaires/collaborator-links.service';

/** Making a link (the router has checked the child) and answering through one (no log-in: the token is the key). */
export const collaboratorQuestionnairesHandlers: HandlersOf<typeof collaboratorQuestionnairesContract> = {
  createCollaboratorQuestionnaireLink: async ({ ctx, child, body }) => ({
    collaborator_questionnaire_link: await createCollaboratorLink(ctx, child, body),
  }),
  listOpenCollaboratorLinks: async ({ ctx, child }) => ({
    collaborator_links: await listOpenCollaboratorLinks(ctx, child),
  }),
  revokeCollaboratorLink: async ({ ctx, child, params }) => {
    await revokeCollaboratorLink(ctx, child, params.id);
    return undefined;
  },
  getCollaboratorQuestionnaire: async ({ ctx, params, query, ip }) => ({
    collaborator_questionnaire: await readCollaboratorQuestionnaire(ctx, params.id, query.token, ip),
  }),
  submitCollaboratorQuestionnaire: async ({ ctx, params, body, ip }) => ({
    assessment: await submitCollaboratorQuestionnaire(ctx, params.id, body, ip),
  }),
};
