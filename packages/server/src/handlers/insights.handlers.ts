/** Handlers of `insights`: trends, improvement goals and Target Recognition results. */
import type { insightsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import {
  acceptScore,
  cognitiveProgressOf,
  cognitiveResultsOf,
  listScores,
  listTrends,
} from '../insights/insights.service';
import { socialEmotionalOf } from '../insights/social-emotional.service';

/** A child's insights (the router has checked the child, or the goal's child). */
export const insightsHandlers: HandlersOf<typeof insightsContract> = {
  listTrends: async ({ ctx, child }) => ({ trends: await listTrends(ctx, child.id) }),
  listMeaningfulChangeScores: async ({ ctx, child }) => ({
    meaningful_change_scores: await listScores(ctx, child.id),
  }),
  updateMeaningfulChangeScore: async ({ ctx, user, params, body }) => ({
    meaningful_change_score: await acceptScore(ctx, user.id, params.id, body.accepted),
  }),
  getCognitiveProgress: async ({ ctx, child }) => cognitiveProgressOf(ctx, child.id),
  listCognitiveResults: async ({ ctx, child }) => ({
    cognitive_results: await cognitiveResultsOf(ctx, child.id),
  }),
  getSocialEmotional: async ({ ctx, child }) => ({
    social_emotional: await socialEmotionalOf(ctx, child.id),
  }),
};
