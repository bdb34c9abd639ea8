/** Handlers of `assessments`: a child's answers to a questionnaire. */
import type { assessmentsContract } from '@attune/api/contract';
import { collaboratorRespondent } from '../collaborators/collaborators.service';
import type { HandlersOf } from '../http/router';
import { readAssessment, recordAssessment } from '../questionnaires/questionnaires.service';

/**
 * Submitting and reading assessments (the router has checked the child, or the assessment's child). A
 * collaborator's answers (the child is shared with them, and their permission allows answering) are the
 * family's child's, marked with who gave them.
 */
export const assessmentsHandlers: HandlersOf<typeof assessmentsContract> = {
  createAssessment: async ({ ctx, user, child, body }) => ({
    assessment: await recordAssessment(ctx, child, body, {
      respondent: child.userId === user.id ? null : await collaboratorRespondent(ctx, user.id, child.id),
    }),
  }),
  getAssessment: async ({ ctx, user, params }) => ({
    assessment: await readAssessment(ctx, user.id, params.id),
  }),
};
