/**
 * Social + Emotional: the child's latest DESSA check-in (the questionnaire `dessa`, answered monthly on
 * the questionnaire screen) read by core's `readSocialEmotional`: against the configured norms table for
 * the child's age at the check-in (percentiles and bands), or, without one, as raw totals out of their
 * maximum (no percentile, no band, and the reason). The next check-in is due a month on.
 */
import { addDays, ageInYears, CADENCE_DAYS, calendarDay, readSocialEmotional } from '@attune/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  assessmentResponses,
  assessments,
  children,
  questionnaires,
  questionResponses,
  questions,
} from '../db/schema';

/** The child's latest Social + Emotional check-in, or null before the first. */
export async function socialEmotionalOf(ctx: AppContext, childId: number) {
  const [latest] = await ctx.db
    .select({ id: assessments.id, completedAt: assessments.completedAt, birthday: children.birthday })
    .from(assessments)
    .innerJoin(questionnaires, eq(questionnaires.id, assessments.questionnaireId))
    .innerJoin(children, eq(children.id, assessments.childId))
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
  const day = calendarDay(latest.completedAt, ctx.timeZone ?? 'UTC');
  const reading = readSocialEmotional(
    answers.map((answer) => ({ key: answer.key ?? '', value: answer.value })),
    { norms: ctx.socialEmotionalNorms, ageYears: ageInYears(latest.birthday, day) },
  );
  return {
    ...reading,
    assessment_id: latest.id,
    completed_at: latest.completedAt.toISOString(),
    next_due: addDays(day, CADENCE_DAYS.monthly),
  };
}
