import { AssessmentInputSchema, AssessmentSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Assessments: a child's answers to a questionnaire. */
export const assessmentsContract = {
  /** `POST assessments` `{ patient_id, questionnaire_id, questionnaire_responses }`: submits answers; answers `{ assessment }`. */
  createAssessment: defineEndpoint({
    name: 'createAssessment',
    method: 'POST',
    path: 'assessments',
    body: AssessmentInputSchema,
    response: z.object({ assessment: AssessmentSchema }),
    rootKey: 'assessment',
    status: 200,
    auth: true,
    owner: { child: 'body.patient_id' },
    summary: "Submits a child's answers to a questionnaire.",
  }),
  /** `GET assessments/{id}`: one assessment, `{ assessment }`. */
  getAssessment: defineEndpoint({
    name: 'getAssessment',
    method: 'GET',
    path: 'assessments/:id',
    params: IdParamsSchema,
    response: z.object({ assessment: AssessmentSchema }),
    rootKey: 'assessment',
    status: 200,
    auth: true,
    owner: { record: 'assessment' },
    summary: 'Reads one assessment.',
  }),
} as const;
