import {
  CognitiveProgressSchema,
  CognitiveResultSchema,
  MeaningfulChangeScoreSchema,
  MeaningfulChangeScoreUpdateBodySchema,
  SocialEmotionalCheckinSchema,
  TrendSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { ChildIdQuerySchema, IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** A child's insights: trends, improvement goals (meaningful change scores) and Target Recognition results. */
export const insightsContract = {
  /** `GET trends?child_id=`: the child's trends, `{ trends }`. */
  listTrends: defineEndpoint({
    name: 'listTrends',
    method: 'GET',
    path: 'trends',
    query: ChildIdQuerySchema,
    response: z.object({ trends: z.array(TrendSchema) }),
    rootKey: 'trends',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the child's trends.",
  }),
  /** `GET meaningful_change_scores?child_id=`: the child's improvement goals with their results, `{ meaningful_change_scores }`. */
  listMeaningfulChangeScores: defineEndpoint({
    name: 'listMeaningfulChangeScores',
    method: 'GET',
    path: 'meaningful_change_scores',
    query: ChildIdQuerySchema,
    response: z.object({ meaningful_change_scores: z.array(MeaningfulChangeScoreSchema) }),
    rootKey: 'meaningful_change_scores',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the child's improvement goals with their results.",
  }),
  /** `PUT meaningful_change_scores/{id}` `{ accepted }`: accepts or declines a goal; answers `{ meaningful_change_score }`. */
  updateMeaningfulChangeScore: defineEndpoint({
    name: 'updateMeaningfulChangeScore',
    method: 'PUT',
    path: 'meaningful_change_scores/:id',
    params: IdParamsSchema,
    body: MeaningfulChangeScoreUpdateBodySchema,
    response: z.object({ meaningful_change_score: MeaningfulChangeScoreSchema }),
    rootKey: 'meaningful_change_score',
    status: 200,
    auth: true,
    owner: { record: 'meaningful_change_score' },
    summary: 'Accepts or declines an improvement goal.',
  }),
  /** `GET target_recognition/child_progresses?child_id=`: the child's Target Recognition progress, `{ next_task, last_result }`. */
  getCognitiveProgress: defineEndpoint({
    name: 'getCognitiveProgress',
    method: 'GET',
    path: 'target_recognition/child_progresses',
    query: ChildIdQuerySchema,
    response: CognitiveProgressSchema,
    rootKey: null,
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Reads the child's Target Recognition progress (next task, last result).",
  }),
  /** `GET cognitive_results?child_id=`: the child's Target Recognition results, `{ cognitive_results }`. */
  listCognitiveResults: defineEndpoint({
    name: 'listCognitiveResults',
    method: 'GET',
    path: 'cognitive_results',
    query: ChildIdQuerySchema,
    response: z.object({ cognitive_results: z.array(CognitiveResultSchema) }),
    rootKey: 'cognitive_results',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id' },
    summary: "Lists the child's Target Recognition results.",
  }),
  /**
   * `GET children/{id}/social_emotional`: the child's latest Social + Emotional (DESSA) check-in read as
   * the overall total and the 8 development areas (core's `readSocialEmotional`), `{ social_emotional }`
   * (null before the first). Its `scoring` says which reading applies: `norms` (percentiles and bands
   * from the configured norms table for the child's age) or `raw` (raw totals out of the maximum and
   * their share, with the `reason`: no norms table, or none for the child's age).
   */
  getSocialEmotional: defineEndpoint({
    name: 'getSocialEmotional',
    method: 'GET',
    path: 'children/:id/social_emotional',
    params: IdParamsSchema,
    response: z.object({ social_emotional: SocialEmotionalCheckinSchema.nullable() }),
    rootKey: 'social_emotional',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    gate: { account: true, subscription: true },
    summary: "Reads the child's latest Social + Emotional check-in by development area.",
  }),
} as const;
