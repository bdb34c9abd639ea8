/**
 * Gathers a child's records of a period for the FHIR export (`GET children/{id}/fhir`): the same period
 * rule as the report (core's `checkReportPeriod`, `inReportPeriod` on the family's calendar day), then
 * `fhirBundle` writes them as a FHIR R4 collection Bundle.
 */
import { calendarDay, inReportPeriod, isCurrentAtEnd, reportAdherence } from '@attune/core/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import {
  activityPlans,
  assessmentResponses,
  assessments,
  childActivityPlans,
  childActivitySessions,
  collaborators,
  meaningfulChangeEntries,
  meaningfulChangeScores,
  questionnaires,
  questionResponses,
  questions,
  users,
} from '../db/schema';
import { doseRecordsOf } from '../prescriptions/adherence.service';
import { prescriptionHistoryOf } from '../prescriptions/prescriptions.service';
import { type FhirInput, fhirBundle } from './fhir';
import { requestedPeriod } from './report.service';
import { measureName, REPORT_TEXTS } from './report-texts';

/** The child's records of the period as a FHIR R4 Bundle (English texts: the catalogue's own). */
export async function childFhirBundle(
  ctx: AppContext,
  child: ChildRow,
  query: { from?: string; to?: string },
) {
  const period = requestedPeriod(ctx, query);
  const zone = ctx.timeZone ?? 'UTC';
  const inPeriod = (instant: Date) => inReportPeriod(calendarDay(instant, zone), period);

  const [parent] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, child.userId));
  const collaboratorRows = await ctx.db
    .select({ id: collaborators.id, name: collaborators.name, relationship: collaborators.relationship })
    .from(collaborators)
    .where(eq(collaborators.childId, child.id))
    .orderBy(asc(collaborators.id));

  const assessmentRows = (
    await ctx.db
      .select({ assessment: assessments, questionnaire: questionnaires })
      .from(assessments)
      .innerJoin(questionnaires, eq(questionnaires.id, assessments.questionnaireId))
      .where(eq(assessments.childId, child.id))
      .orderBy(asc(assessments.completedAt), asc(assessments.id))
  ).filter((row) => inPeriod(row.assessment.completedAt));
  const answerRows =
    assessmentRows.length === 0
      ? []
      : await ctx.db
          .select({ response: assessmentResponses, question: questions, answer: questionResponses })
          .from(assessmentResponses)
          .innerJoin(questions, eq(questions.id, assessmentResponses.questionId))
          .leftJoin(questionResponses, eq(questionResponses.id, assessmentResponses.questionResponseId))
          .where(
            inArray(
              assessmentResponses.assessmentId,
              assessmentRows.map((row) => row.assessment.id),
            ),
          )
          .orderBy(asc(questions.position), asc(assessmentResponses.id));

  const scoreRows = (
    await ctx.db
      .select({
        id: meaningfulChangeEntries.id,
        assessmentId: meaningfulChangeEntries.assessmentId,
        kind: meaningfulChangeScores.kind,
        score: meaningfulChangeEntries.score,
        target: meaningfulChangeEntries.target,
        completedAt: assessments.completedAt,
      })
      .from(meaningfulChangeEntries)
      .innerJoin(meaningfulChangeScores, eq(meaningfulChangeScores.id, meaningfulChangeEntries.scoreId))
      .innerJoin(assessments, eq(assessments.id, meaningfulChangeEntries.assessmentId))
      .where(eq(meaningfulChangeScores.childId, child.id))
      .orderBy(asc(assessments.completedAt), asc(meaningfulChangeEntries.id))
  ).filter((row) => inPeriod(row.completedAt));

  // The prescriptions taken in the period: started by its end and not stopped before it began.
  const prescriptions = (await prescriptionHistoryOf(ctx, child.id))
    .map((p) => ({ ...p, stopped_day: p.stopped_at ? calendarDay(new Date(p.stopped_at), zone) : null }))
    .filter((p) => p.start_date <= period.to && (p.stopped_day === null || p.stopped_day >= period.from));
  const doses = await doseRecordsOf(
    ctx,
    prescriptions.map((p) => p.id),
  );

  const planRows = await ctx.db
    .select({ plan: childActivityPlans, title: activityPlans.title })
    .from(childActivityPlans)
    .innerJoin(activityPlans, eq(activityPlans.id, childActivityPlans.activityPlanId))
    .where(eq(childActivityPlans.childId, child.id))
    .orderBy(asc(childActivityPlans.id));
  const sessionRows =
    planRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(childActivitySessions)
          .where(
            and(
              inArray(
                childActivitySessions.childActivityPlanId,
                planRows.map((row) => row.plan.id),
              ),
            ),
          )
          .orderBy(asc(childActivitySessions.position));
  const sessionDay = (s: typeof childActivitySessions.$inferSelect) =>
    s.completedAt
      ? calendarDay(s.completedAt, zone)
      : s.skippedAt
        ? calendarDay(s.skippedAt, zone)
        : s.scheduleDate;

  const input: FhirInput = {
    child: { id: child.id, name: child.name, birthday: child.birthday, gender: child.gender },
    parent: { id: parent?.id ?? child.userId, name: parent?.name ?? null },
    collaborators: collaboratorRows,
    checkIns: assessmentRows.map(({ assessment, questionnaire }) => ({
      id: assessment.id,
      questionnaire: { key: questionnaire.key, title: questionnaire.title },
      completedAt: assessment.completedAt.toISOString(),
      respondent:
        assessment.respondentName !== null
          ? { name: assessment.respondentName, relationship: assessment.respondentRelationship ?? '' }
          : null,
      answers: answerRows
        .filter((a) => a.response.assessmentId === assessment.id)
        .map((a) => ({
          questionId: a.question.id,
          question: a.question.text,
          answer: a.response.content ?? a.answer?.text ?? '',
        })),
    })),
    scores: scoreRows.flatMap((row) =>
      row.score === null || row.assessmentId === null
        ? []
        : [
            {
              id: row.id,
              assessmentId: row.assessmentId,
              measure: row.kind,
              title: measureName('en', row.kind, null),
              completedAt: row.completedAt.toISOString(),
              score: row.score,
              goal: row.target,
            },
          ],
    ),
    prescriptions: prescriptions.map((p) => {
      const current = isCurrentAtEnd(p, period);
      const adherence = current ? reportAdherence(doses.get(p.id) ?? [], period) : null;
      return {
        id: p.id,
        medication: p.medication?.name ?? p.custom_medication ?? '',
        dosage: p.dosage ? `${p.dosage.value} mg` : (p.custom_dosage ?? null),
        startDate: p.start_date,
        taken: p.taken,
        stoppedDate: current ? null : p.stopped_day,
        adherenceNote: adherence
          ? REPORT_TEXTS.en.adherence(adherence.taken, adherence.skipped, adherence.unanswered)
          : null,
      };
    }),
    plans: planRows.map(({ plan, title }) => ({
      id: plan.id,
      title,
      state: plan.state,
      complete: plan.complete,
      sessions: sessionRows
        .filter((s) => s.childActivityPlanId === plan.id && s.position > 0)
        .filter((s) => {
          const day = sessionDay(s);
          return day !== null && inReportPeriod(day, period);
        })
        .map((s) => ({
          id: s.id,
          position: s.position,
          complete: s.complete,
          skipped: s.skipped,
          scheduleDate: s.scheduleDate,
        })),
    })),
  };
  return fhirBundle(input, ctx.clock.now().toISOString());
}
