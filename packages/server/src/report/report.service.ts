/**
 * A child's visit report (issue 28): gathers the child's records with the services that already read
 * them (scores, prescriptions current and stopped with their recorded doses, sleep, Target Recognition) and a few reads of its own (plan sessions,
 * check-in answers with their question texts, the last appointment, the care team), and hands them to
 * core's `reportView`, the one statement of what the report shows. The period is core's
 * `checkReportPeriod` (422 naming `from` or `to`).
 */
import {
  calendarDay,
  checkReportPeriod,
  isMeasureKey,
  MEASURES,
  type ReportCheckInInput,
  type ReportPeriod,
  type ReportPrescriptionInput,
  type ReportScoreInput,
  type ReportSessionInput,
  type ReportView,
  reportView,
} from '@attune/core/rules';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import {
  accessCodeRedemptions,
  accessCodes,
  appointments,
  assessmentResponses,
  assessments,
  childActivityItems,
  childActivityPlans,
  childActivitySessions,
  improvementAreas,
  questionnaires,
  questionResponses,
  questions,
  users,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { cognitiveResultsOf, listScores, sleepsOf } from '../insights/insights.service';
import { doseRecordsOf } from '../prescriptions/adherence.service';
import { prescriptionHistoryOf } from '../prescriptions/prescriptions.service';
import { measureName, type ReportLanguage, reportLanguageOf } from './report-texts';

const PERIOD_MESSAGES = {
  'invalid-date': 'is not a real date',
  'after-to': 'must not be after to',
  'too-long': 'must be at most a year before to',
} as const;

/** The period asked for, checked by core's rule: the period, or 422 naming the field. */
export function requestedPeriod(ctx: AppContext, query: { from?: string; to?: string }): ReportPeriod {
  const checked = checkReportPeriod(query.from, query.to, todayOf(ctx));
  if (!checked.ok)
    throw new HttpError(422, { [checked.problem.field]: [PERIOD_MESSAGES[checked.problem.code]] });
  return checked.period;
}

const translated = (
  translations: Record<string, string>,
  key: string,
  language: ReportLanguage,
  text: string,
) => (language === 'en' ? text : (translations[`${key}_${language}`] ?? text));

/** The child's records as core's report input: every record of the child (core keeps the period's). */
async function recordsOf(ctx: AppContext, child: ChildRow, language: ReportLanguage) {
  const zone = ctx.timeZone ?? 'UTC';
  const dayOf = (instant: Date) => calendarDay(instant, zone);
  const today = todayOf(ctx);

  const areas = await ctx.db.select().from(improvementAreas);
  const scores: ReportScoreInput[] = (await listScores(ctx, child.id)).flatMap((score) =>
    score.results.flatMap((entry) => {
      if (entry.score === null) return [];
      const direction = isMeasureKey(score.kind) ? (MEASURES[score.kind].direction ?? 'reduce') : 'reduce';
      return [
        {
          measure: score.kind,
          title: measureName(language, score.kind, areas.find((a) => a.slug === score.kind)?.name ?? null),
          direction,
          min: entry.min,
          max: entry.max,
          cutOff: entry.cutOff,
          day: dayOf(new Date(entry.created_at)),
          order: entry.id,
          score: entry.score,
          goal: entry.target,
          outcome: entry.outcome,
          respondent: entry.respondent,
        },
      ];
    }),
  );

  const history = await prescriptionHistoryOf(ctx, child.id);
  const doses = await doseRecordsOf(
    ctx,
    history.map((p) => p.id),
  );
  const prescriptions: ReportPrescriptionInput[] = history.map((p) => ({
    medication: p.medication?.name ?? p.custom_medication ?? '',
    dosage: p.dosage ? `${p.dosage.value} mg` : (p.custom_dosage ?? null),
    start_date: p.start_date,
    taken: p.taken,
    created_day: dayOf(new Date(p.created_at)),
    updated_day: dayOf(new Date(p.updated_at)),
    stopped_day: p.stopped_at ? dayOf(new Date(p.stopped_at)) : null,
    doses: doses.get(p.id) ?? [],
  }));

  const sessionRows = await ctx.db
    .select({ session: childActivitySessions })
    .from(childActivitySessions)
    .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
    .where(eq(childActivityPlans.childId, child.id));
  const sessions: ReportSessionInput[] = sessionRows.map(({ session }) => ({
    complete: session.complete,
    completed_day: session.completedAt ? dayOf(session.completedAt) : null,
    skipped: session.skipped,
    skipped_day: session.skippedAt ? dayOf(session.skippedAt) : null,
    schedule_date: session.scheduleDate,
  }));

  const checkIns = await checkInsOf(ctx, child.id, language, dayOf);

  const reflectionRows = await ctx.db
    .select({
      text: childActivityItems.reflection,
      completedAt: childActivityItems.completedAt,
      sessionCompletedAt: childActivitySessions.completedAt,
      scheduleDate: childActivitySessions.scheduleDate,
    })
    .from(childActivityItems)
    .innerJoin(childActivitySessions, eq(childActivitySessions.id, childActivityItems.childActivitySessionId))
    .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
    .where(and(eq(childActivityPlans.childId, child.id), isNotNull(childActivityItems.reflection)));
  // A note's day: its step's completion, else its session's, else the day the session was scheduled for.
  const reflections = reflectionRows.flatMap((row) => {
    const done = row.completedAt ?? row.sessionCompletedAt;
    const day = done ? dayOf(done) : row.scheduleDate;
    return row.text !== null && day !== null ? [{ day, text: row.text }] : [];
  });

  const deviceNights = await sleepsOf(ctx, child.id, 'device');
  const checkinNights = await sleepsOf(ctx, child.id, 'checkin');
  const nights = [...deviceNights, ...checkinNights];
  const sleep =
    nights.length === 0
      ? null
      : nights.map((n) => ({
          night: n.night ?? dayOf(new Date(n.start_time)),
          minutes_asleep: n.minutes_asleep,
          night_wakings: n.night_wakings,
        }));
  const results = await cognitiveResultsOf(ctx, child.id);
  const targetRecognition =
    results.length === 0
      ? null
      : results.map((r) => ({ day: dayOf(new Date(r.completed_at)), level: r.level, score: r.score }));

  const [last] = await ctx.db
    .select({ startTime: appointments.startTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.childId, child.id),
        isNotNull(appointments.startTime),
        lte(appointments.startTime, ctx.clock.now()),
      ),
    )
    .orderBy(desc(appointments.startTime))
    .limit(1);
  const lastAppointment = last?.startTime ? dayOf(last.startTime) : null;

  const [owner] = await ctx.db
    .select({ clinical: users.clinical, language: users.language })
    .from(users)
    .where(eq(users.id, child.userId));
  const careTeam = owner?.clinical
    ? (
        await ctx.db
          .select({ clinic: accessCodes.clinic })
          .from(accessCodeRedemptions)
          .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.accessCodeId))
          .where(eq(accessCodeRedemptions.userId, child.userId))
      )
        .map((row) => row.clinic)
        .filter((name) => name !== '')
    : [];

  return {
    today,
    scores,
    prescriptions,
    sessions,
    checkIns,
    reflections,
    sleep,
    targetRecognition,
    lastAppointment,
    careTeam,
  };
}

/** Every check-in of the child with each answer's question text and answer text, in the report's language. */
async function checkInsOf(
  ctx: AppContext,
  childId: number,
  language: ReportLanguage,
  dayOf: (instant: Date) => string,
): Promise<ReportCheckInInput[]> {
  const rows = await ctx.db
    .select({ assessment: assessments, questionnaire: questionnaires })
    .from(assessments)
    .innerJoin(questionnaires, eq(questionnaires.id, assessments.questionnaireId))
    .where(eq(assessments.childId, childId))
    .orderBy(asc(assessments.completedAt), asc(assessments.id));
  if (rows.length === 0) return [];
  const answers = await ctx.db
    .select({ response: assessmentResponses, question: questions, answer: questionResponses })
    .from(assessmentResponses)
    .innerJoin(questions, eq(questions.id, assessmentResponses.questionId))
    .leftJoin(questionResponses, eq(questionResponses.id, assessmentResponses.questionResponseId))
    .where(
      inArray(
        assessmentResponses.assessmentId,
        rows.map((row) => row.assessment.id),
      ),
    )
    .orderBy(asc(questions.position), asc(assessmentResponses.id));
  return rows.map(({ assessment, questionnaire }) => ({
    questionnaire: translated(questionnaire.translations, 'title', language, questionnaire.title),
    day: dayOf(assessment.completedAt),
    order: assessment.id,
    respondent:
      assessment.respondentName !== null
        ? { name: assessment.respondentName, relationship: assessment.respondentRelationship ?? '' }
        : null,
    answers: answers
      .filter((a) => a.response.assessmentId === assessment.id)
      .map((a) => ({
        question: translated(a.question.translations, 'content', language, a.question.text),
        answer:
          a.response.content ??
          (a.answer ? translated(a.answer.translations, 'content', language, a.answer.text) : ''),
      })),
  }));
}

/** The child's visit report for the period, in the report's language (the one asked for, else the account's). */
export async function childReport(
  ctx: AppContext,
  child: ChildRow,
  query: { from?: string; to?: string; language?: 'en' | 'es'; notes?: 'true' | 'false' },
  accountLanguage: string | null,
): Promise<ReportView> {
  const period = requestedPeriod(ctx, query);
  const language = reportLanguageOf(query.language, accountLanguage);
  const records = await recordsOf(ctx, child, language);
  return reportView({
    child: { id: child.id, name: child.name, birthday: child.birthday },
    careTeam: records.careTeam,
    language,
    period,
    today: records.today,
    lastAppointment: records.lastAppointment,
    scores: records.scores,
    prescriptions: records.prescriptions,
    sessions: records.sessions,
    checkIns: records.checkIns,
    reflections: query.notes === 'true' ? records.reflections : null,
    sleep: records.sleep,
    targetRecognition: records.targetRecognition,
  });
}
