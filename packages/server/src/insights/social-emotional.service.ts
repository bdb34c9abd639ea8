/**
 * Social + Emotional: the child's latest DESSA check-in (the questionnaire `dessa`, answered monthly on
 * the questionnaire screen) read as 8 development areas by core's `dessaAreaScores`, with the overall
 * percentile the assessment was scored with (`dessaPercentile`) and the next check-in a month on.
 */
import { addDays, CADENCE_DAYS, calendarDay, dessaAreaScores, dessaBand } from '@attune/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { assessmentResponses, assessments, questionnaires, questionResponses, questions } from '../db/schema';

/** The child's latest Social + Emotional check-in, or null before the first. */
export async function socialEmotionalOf(ctx: AppContext, childId: number) {
  const [latest] = await ctx.db
    .select({ id: assessments.id, score: assessments.score, completedAt: assessments.completedAt })
    .from(assessments)
    .innerJoin(questionnaires, eq(questionnaires.id, assessments.questionnaireId))
    .where(and(eq(assessments.childId, childId), eq(questionnaires.key, 'dessa')))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(1);
  if (!latest) return null;
  const answers = await ctx.db
    .select({ key: questions.key, value: questionResponses.value })
    .from(assessmentResponses)
    .innerJoin(questions, eq(questions.id, assessmentResponses.questionId))
    .innerJoin(questionResponses, eq(questionResponses.id, assessmentResponses.questionResponseId))
    .where(eq(assessmentResponses.assessmentId, latest.id));
  const areas = dessaAreaScores(answers.map((answer) => ({ key: answer.key ?? '', value: answer.value })));
  const overall = Math.min(99, Math.max(1, Math.round(latest.score ?? 1)));
  const day = calendarDay(latest.completedAt, ctx.timeZone ?? 'UTC');
  return {
    assessment_id: latest.id,
    completed_at: latest.completedAt.toISOString(),
    overall,
    overall_band: dessaBand(overall),
    next_due: addDays(day, CADENCE_DAYS.monthly),
    areas: areas.map(({ area, percentile, band, answered }) => ({ area, percentile, band, answered })),
  };
}
