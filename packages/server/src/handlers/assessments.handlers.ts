/** Handlers of `assessments`: a child's answers to a questionnaire. */
import type { assessmentsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { readAssessment, submitAssessment } from '../questionnaires/questionnaires.service';

/** Submitting and reading assessments (the router has checked the child, or the assessment's child). */
export const assessmentsHandlers: HandlersOf<typeof assessmentsContract> = {
  createAssessment: async ({ ctx, user, body }) => ({
    assessment: await submitAssessment(ctx, user.id, body),
  }),
  getAssessment: async ({ ctx, user, params }) => ({
    assessment: await readAssessment(ctx, user.id, params.id),
  }),
};
