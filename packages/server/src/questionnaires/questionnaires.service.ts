/**
 * Questionnaires and assessments.
 *
 * Every rule is the core's: which questions are shown and required (`isQuestionShown`,
 * `unansweredRequiredQuestions`), the set for a child's age and medication (`questionnaireSet`,
 * `isOnMedication`), the score of each measure the answers feed (`measureScores`, with `scoreMeasure`) and
 * the goal step and outcome each score makes (`nextGoalEntry`, in insights.service). Which question feeds
 * which measure is catalogue data (`questions.measure`, written by the seed from the catalogue).
 *
 * Conventions:
 * - a submission is checked whole before anything is written: each answer must be of a question of the
 *   questionnaire (422 `questionnaire_responses.{i}.question_id`) and one of that question's answers
 *   (`...question_response_id`); a text, date or number answer needs content (`...content`); a scored
 *   question takes one answer unless it is multi-select (core's `isMultiSelectQuestion`, "Choose all that
 *   apply", whose chosen responses are each kept as one row); every required question that is shown must be answered (`questions.{id}`);
 * - answers to questions that are not shown (their trigger not met) are not kept, as the app never sends them;
 * - the assessment, its answers, its scores' goal entries and the plan item it completes are written in
 *   one transaction, with the child's row locked, so two submissions of one child go one after the other;
 * - the same answers for the same child, questionnaire and respondent within core's `REPEAT_WINDOW_MS`
 *   are the same submission (a double tap, a retry): the first assessment is answered and nothing is
 *   counted twice.
 */
import { createHash } from 'node:crypto';
import {
  ageInYears,
  answersFromResponses,
  dueCheckInItem,
  isMultiSelectQuestion,
  isOnMedication,
  isOpenCheckInItem,
  isQuestionShown,
  MEASURES,
  measureCutOff,
  measureScores,
  questionnaireSet,
  repeatWindowStart,
  type SubmissionQuestionnaire,
  unansweredRequiredQuestions,
} from '@attune/core/rules';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type ChildRow, childOf } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import type { Db, Tx } from '../db/database';
import {
  activityItems,
  assessmentResponses,
  assessments,
  childActivityItems,
  childActivityPlans,
  childActivitySessions,
  children,
  meaningfulChangeEntries,
  meaningfulChangeScores,
  prescriptions,
  questionnaires,
  questionResponses,
  questions,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { recordMeaningfulChange } from '../insights/insights.service';
import { changeItemIn } from '../sessions/items.service';

type QuestionnaireRow = typeof questionnaires.$inferSelect;

const QUESTION_KINDS = ['text_field', 'datepicker', 'numberpicker', 'multiple_choice'] as const;

/** The live questions (those of the catalogue) of some questionnaires, in order, with their answers. */
async function questionsOf(db: Db | Tx, questionnaireIds: readonly number[]) {
  if (questionnaireIds.length === 0) return { questionRows: [], responseRows: [] };
  const questionRows = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.questionnaireId, [...questionnaireIds]), isNotNull(questions.key)))
    .orderBy(asc(questions.position), asc(questions.id));
  const responseRows =
    questionRows.length === 0
      ? []
      : await db
          .select()
          .from(questionResponses)
          .where(
            and(
              inArray(
                questionResponses.questionId,
                questionRows.map((row) => row.id),
              ),
              gt(questionResponses.position, 0),
            ),
          )
          .orderBy(asc(questionResponses.position));
  return { questionRows, responseRows };
}

/** Questionnaires with their questions and answers, as the wire shows them. */
export async function questionnairesJson(ctx: AppContext, rows: readonly QuestionnaireRow[]) {
  if (rows.length === 0) return [];
  const { questionRows, responseRows } = await questionsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.key,
    title: row.title,
    response_type_name: row.responseTypeName,
    translations: row.translations,
    questions: questionRows
      .filter((question) => question.questionnaireId === row.id)
      .map((question) => ({
        id: question.id,
        position: question.position,
        content: question.text,
        kind: QUESTION_KINDS.find((kind) => kind === question.kind) ?? 'multiple_choice',
        conditional: question.conditional ?? null,
        required: question.required,
        multi_select: question.multiSelect,
        translations: question.translations,
        question_responses: responseRows
          .filter((response) => response.questionId === question.id)
          .map((response) => ({
            id: response.id,
            content: response.text,
            position: response.position,
            value: question.kind === 'multiple_choice' && question.measure !== null ? response.value : null,
            translations: response.translations,
          })),
      })),
  }));
}

/** Every questionnaire of the catalogue. */
export async function listQuestionnaires(ctx: AppContext) {
  const rows = await ctx.db.select().from(questionnaires).orderBy(asc(questionnaires.id));
  return questionnairesJson(ctx, rows);
}

/** One questionnaire, or 404 'No questionnaire found'. */
export async function readQuestionnaire(ctx: AppContext, id: number) {
  const rows = await ctx.db.select().from(questionnaires).where(eq(questionnaires.id, id));
  const [json] = await questionnairesJson(ctx, rows);
  if (!json) throw new HttpError(404, { base: ['No questionnaire found'] });
  return json;
}

/**
 * The clinical questionnaires of a patient: the core's set for the child's age band and whether the child
 * is on medication (the family said so, or a prescription has started: `isOnMedication`), 7 or 8.
 */
export async function clinicalQuestionnaires(ctx: AppContext, child: ChildRow) {
  const today = todayOf(ctx);
  const starts = await ctx.db
    .select({ startDate: prescriptions.startDate })
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.childId, child.id),
        eq(prescriptions.template, false),
        isNull(prescriptions.stoppedAt),
      ),
    );
  const onMedication = isOnMedication(
    { on_medication: child.onMedication },
    starts.map((row) => row.startDate),
    today,
  );
  const kinds = questionnaireSet(ageInYears(child.birthday, today), onMedication);
  const rows = await ctx.db.select().from(questionnaires).where(inArray(questionnaires.key, kinds));
  const order = new Map<string, number>(kinds.map((kind, index) => [kind, index]));
  rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return questionnairesJson(ctx, rows);
}

async function assessmentJson(db: Db | Tx, id: number) {
  const rows = await db.select().from(assessments).where(eq(assessments.id, id));
  const row = rows[0];
  if (!row) throw notFound('Assessment');
  const answers = await db
    .select()
    .from(assessmentResponses)
    .where(eq(assessmentResponses.assessmentId, id))
    .orderBy(asc(assessmentResponses.id));
  const scores = await db
    .select({
      kind: meaningfulChangeScores.kind,
      score: meaningfulChangeEntries.score,
      outcome: meaningfulChangeEntries.outcome,
    })
    .from(meaningfulChangeEntries)
    .innerJoin(meaningfulChangeScores, eq(meaningfulChangeScores.id, meaningfulChangeEntries.scoreId))
    .where(eq(meaningfulChangeEntries.assessmentId, id))
    .orderBy(asc(meaningfulChangeEntries.id));
  return {
    id: row.id,
    patient_id: row.childId,
    questionnaire_id: row.questionnaireId,
    score: row.score,
    completed_at: row.completedAt.toISOString(),
    questionnaire_responses: answers.map((answer) => ({
      question_id: answer.questionId,
      question_response_id: answer.questionResponseId ?? 0,
      ...(answer.content !== null ? { content: answer.content } : {}),
    })),
    scores: scores.map((entry) => ({
      kind: entry.kind,
      score: entry.score,
      outcome: (entry.outcome as GoalOutcome | null) ?? null,
    })),
    respondent:
      row.respondentName !== null
        ? { name: row.respondentName, relationship: row.respondentRelationship ?? '' }
        : null,
    child_activity_item_id: row.childActivityItemId,
  };
}

type GoalOutcome = import('@attune/core/rules').GoalOutcomeKind;

/** One assessment of one of the caller's children (404 otherwise). */
export async function readAssessment(ctx: AppContext, userId: number, id: number) {
  const rows = await ctx.db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(children, eq(children.id, assessments.childId))
    .where(and(eq(assessments.id, id), eq(children.userId, userId)));
  if (!rows[0]) throw notFound('Assessment');
  return assessmentJson(ctx.db, id);
}

/** The answers of an assessment as submitted. */
export interface AnswerInput {
  question_id: number;
  question_response_id: number;
  content?: string | undefined;
}

/** What an assessment is about and says. */
export interface AssessmentSubmission {
  questionnaire_id: number;
  questionnaire_responses: AnswerInput[];
  child_activity_item_id?: number | undefined;
}

/** Records a parent's answers for one of their children (404 for another family's child). */
export async function submitAssessment(
  ctx: AppContext,
  userId: number,
  input: AssessmentSubmission & { patient_id: number },
) {
  const child = await childOf(ctx, userId, input.patient_id);
  return recordAssessment(ctx, child, input);
}

/**
 * Records answers to a questionnaire for a child (see the conventions above): checks them, scores each
 * measure they feed with the core, records each score's goal step and outcome, completes the check-in
 * item it answers, all in one transaction. `respondent` marks answers given through a collaborator's link.
 */
export async function recordAssessment(
  ctx: AppContext,
  child: ChildRow,
  input: AssessmentSubmission,
  options: {
    respondent?: { name: string; relationship: string } | null;
    /** False for the seed's demo check-ins, which leave the demo plans as they are. */
    completesCheckIn?: boolean;
    /** When the answers were given: now, except for the seed's demo check-ins, dated in the past. */
    at?: Date;
  } = {},
) {
  const respondent = options.respondent ?? null;
  const questionnaire = (
    await ctx.db.select().from(questionnaires).where(eq(questionnaires.id, input.questionnaire_id))
  )[0];
  if (!questionnaire) throw new HttpError(422, { questionnaire_id: ['No questionnaire found'] });
  const { questionRows, responseRows } = await questionsOf(ctx.db, [questionnaire.id]);

  // Check every answer before writing anything.
  const errors: Record<string, string[]> = {};
  const questionById = new Map(questionRows.map((row) => [row.id, row]));
  const responseById = new Map(responseRows.map((row) => [row.id, row]));
  const chosenForOne = new Map<number, number>();
  input.questionnaire_responses.forEach((answer, index) => {
    const field = `questionnaire_responses.${index}`;
    const question = questionById.get(answer.question_id);
    if (!question) {
      errors[`${field}.question_id`] = ['is not a question of this questionnaire'];
      return;
    }
    const response = responseById.get(answer.question_response_id);
    if (!response || response.questionId !== question.id) {
      errors[`${field}.question_response_id`] = ['is not an answer to this question'];
      return;
    }
    if (question.kind !== 'multiple_choice' && (answer.content ?? '').trim() === '') {
      errors[`${field}.content`] = ['is required for this question'];
    }
    if (answer.content !== undefined && answer.content.length > 5000) {
      errors[`${field}.content`] = ['is too long (at most 5000 characters)'];
    }
    if (
      question.kind === 'multiple_choice' &&
      !isMultiSelectQuestion({
        id: question.id,
        kind: 'multiple_choice',
        multi_select: question.multiSelect,
        question_responses: [],
      })
    ) {
      const earlier = chosenForOne.get(question.id);
      if (earlier !== undefined && earlier !== response.id) {
        errors[`${field}.question_id`] = ['takes one answer only'];
      }
      chosenForOne.set(question.id, response.id);
    }
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

  const shape: SubmissionQuestionnaire = {
    id: questionnaire.id,
    questions: questionRows.map((row) => ({
      id: row.id,
      kind: QUESTION_KINDS.find((kind) => kind === row.kind) ?? 'multiple_choice',
      conditional: row.conditional ?? null,
      required: row.required,
      multi_select: row.multiSelect,
      question_responses: responseRows.filter((r) => r.questionId === row.id).map((r) => ({ id: r.id })),
    })),
  };
  const answers = answersFromResponses(shape, input.questionnaire_responses);
  const missing = unansweredRequiredQuestions(shape, answers);
  if (missing.length > 0) {
    throw new HttpError(
      422,
      Object.fromEntries(missing.map((id) => [`questions.${id}`, ['must be answered']])),
    );
  }

  // Kept: the answers of shown questions, once each.
  const seen = new Set<string>();
  const kept = input.questionnaire_responses.filter((answer) => {
    const key = `${answer.question_id}:${answer.question_response_id}`;
    if (seen.has(key) || !isQuestionShown(shape, answers, answer.question_id)) return false;
    seen.add(key);
    return true;
  });
  const scores = measureScores(
    kept.map((answer) => {
      const question = questionById.get(answer.question_id);
      const response = responseById.get(answer.question_response_id);
      return {
        measure: question?.kind === 'multiple_choice' ? (question.measure ?? null) : null,
        value: response?.value ?? null,
      };
    }),
  );
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        questionnaire: questionnaire.id,
        respondent,
        answers: kept
          .map((a) => [a.question_id, a.question_response_id, a.content?.trim() ?? null])
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      }),
    )
    .digest('hex');

  const now = options.at ?? ctx.clock.now();
  const today = todayOf(ctx);
  const years = ageInYears(child.birthday, today);
  const id = await ctx.db.transaction(async (tx) => {
    // One submission of a child at a time: a repeat sees the first one.
    await tx.select({ id: children.id }).from(children).where(eq(children.id, child.id)).for('update');
    const repeat = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        and(
          eq(assessments.childId, child.id),
          eq(assessments.fingerprint, fingerprint),
          gt(assessments.completedAt, repeatWindowStart(now)),
        ),
      )
      .limit(1);
    if (repeat[0]) return repeat[0].id;

    const itemId =
      options.completesCheckIn === false
        ? null
        : await checkInItemOf(ctx, tx, child, questionnaire.key, input.child_activity_item_id);
    const inserted = await tx
      .insert(assessments)
      .values({
        childId: child.id,
        questionnaireId: questionnaire.id,
        score: scores.length === 1 ? (scores[0]?.score ?? null) : null,
        completedAt: now,
        respondentName: respondent?.name ?? null,
        respondentRelationship: respondent?.relationship ?? null,
        childActivityItemId: itemId,
        fingerprint,
      })
      .returning({ id: assessments.id });
    const assessmentId = inserted[0]?.id;
    if (assessmentId === undefined) throw new Error('assessment insert returned no row');
    if (kept.length > 0) {
      await tx.insert(assessmentResponses).values(
        kept.map((answer) => ({
          assessmentId,
          questionId: answer.question_id,
          questionResponseId: answer.question_response_id,
          content:
            questionById.get(answer.question_id)?.kind === 'multiple_choice'
              ? null
              : (answer.content?.trim() ?? null),
        })),
      );
    }
    for (const { kind, score } of scores) {
      const definition = MEASURES[kind];
      if (!definition.scoring || !definition.direction) continue;
      await recordMeaningfulChange(tx, {
        childId: child.id,
        assessmentId,
        kind,
        score,
        min: definition.scoring.min,
        max: definition.scoring.max,
        cutOff: measureCutOff(kind, years),
        direction: definition.direction,
        now,
      });
    }
    if (itemId !== null) await changeItemIn(ctx, tx, child, itemId, 'complete');
    return assessmentId;
  });
  return assessmentJson(ctx.db, id);
}

/**
 * The check-in item an assessment completes: the one named (it must be an open questionnaire item of the
 * child for this questionnaire: 422 `child_activity_item_id` otherwise), or else the child's open
 * questionnaire item for it in an active plan, due today or earlier (the earliest), or none.
 */
async function checkInItemOf(
  ctx: AppContext,
  tx: Tx,
  child: ChildRow,
  questionnaireKey: string,
  named: number | undefined,
): Promise<number | null> {
  const rows = await checkInCandidates(tx, child.id);
  if (named !== undefined) {
    const row = rows.find((r) => r.id === named);
    if (!row || !isOpenCheckInItem(row, questionnaireKey)) {
      throw new HttpError(422, {
        child_activity_item_id: ['is not an open check-in of this questionnaire for this child'],
      });
    }
    return row.id;
  }
  return dueCheckInItem(rows, questionnaireKey, todayOf(ctx))?.id ?? null;
}

/**
 * A child's questionnaire items with their session's and plan's state: the rows core's check-in rules
 * (`isOpenCheckInItem`, `dueCheckInItem`) choose from. A property test runs this query and the rules on
 * the same generated rows.
 */
export async function checkInCandidates(tx: Tx | Db, childId: number) {
  return tx
    .select({
      id: childActivityItems.id,
      complete: childActivityItems.complete,
      skipped: childActivityItems.skipped,
      kind: activityItems.kind,
      content: activityItems.content,
      scheduleDate: childActivitySessions.scheduleDate,
      sessionComplete: childActivitySessions.complete,
      sessionSkipped: childActivitySessions.skipped,
      planState: childActivityPlans.state,
    })
    .from(childActivityItems)
    .innerJoin(activityItems, eq(activityItems.id, childActivityItems.activityItemId))
    .innerJoin(childActivitySessions, eq(childActivitySessions.id, childActivityItems.childActivitySessionId))
    .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
    .where(and(eq(childActivityPlans.childId, childId), eq(activityItems.kind, 'questionnaire')))
    .orderBy(asc(childActivitySessions.scheduleDate), asc(childActivityItems.id));
}
