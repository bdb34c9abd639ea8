/**
 * A played Target Recognition task: replayed from its seed at the child's next task's level, scored and
 * levelled with core's rules (`targetResponses`, `targetRecognitionScore`, `targetRecognitionLevelsUp`,
 * `targetRecognitionMeanResponse`),
 * and stored as the child's newest result. Only a child who has the Target Recognition plan can play
 * (starting that plan is where the purchase is checked), so results cannot be written around the gate.
 */
import {
  type CognitiveResult,
  type TargetRecognitionResultBody,
  targetRecognitionLevelsUp,
  targetRecognitionMeanResponse,
  targetRecognitionNextTask,
  targetRecognitionScore,
  targetRecognitionSets,
  targetResponses,
} from '@attune/core/rules';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { todayOf } from '../context';
import { activityPlans, childActivityPlans, cognitiveResults } from '../db/schema';
import { HttpError } from '../http/errors';
import { cognitiveResultsOf } from './insights.service';

/** Stores a played task of the child at its next task's level, and answers the stored result. */
export async function recordCognitiveResult(
  ctx: AppContext,
  childId: number,
  body: TargetRecognitionResultBody,
): Promise<CognitiveResult> {
  const [plan] = await ctx.db
    .select({ id: childActivityPlans.id })
    .from(childActivityPlans)
    .innerJoin(activityPlans, eq(activityPlans.id, childActivityPlans.activityPlanId))
    .where(and(eq(childActivityPlans.childId, childId), eq(activityPlans.key, 'target-recognition')))
    .limit(1);
  if (!plan) throw new HttpError(403, { base: ['Start the Target Recognition plan for this child first.'] });
  const [last] = await cognitiveResultsOf(ctx, childId);
  const task = targetRecognitionNextTask(last ?? null, todayOf(ctx), ctx.timeZone);
  const sets = targetRecognitionSets(task.level, task.sets, body.seed);
  const responses = targetResponses(sets, body.answers);
  const score = targetRecognitionScore(responses);
  const meanResponseMs = targetRecognitionMeanResponse(responses);
  const leveledUp = targetRecognitionLevelsUp({ level: task.level, score }, last ?? null);
  const [row] = await ctx.db
    .insert(cognitiveResults)
    .values({ childId, level: task.level, score, leveledUp, meanResponseMs, completedAt: ctx.clock.now() })
    .returning();
  if (!row) throw new Error('the result was not stored');
  return {
    id: row.id,
    child_id: row.childId,
    level: row.level,
    score: row.score,
    leveled_up: row.leveledUp,
    mean_response_ms: row.meanResponseMs,
    completed_at: row.completedAt.toISOString(),
  };
}
