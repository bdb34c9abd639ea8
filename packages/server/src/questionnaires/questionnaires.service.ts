/**
 * Questionnaires and assessments. Submitting answers scores them when the questionnaire feeds a scored
 * measure (the core's `scoreMeasure`: the chosen answers' total within the measure's range, DESSA's
 * percentile) and records a meaningful change entry with the measure's range, its cut-off for the child's
 * age (`measureCutOff`) and its direction (see insights.service).
 */
import {
  ageInYears,
  isMeasureKey,
  MEASURES,
  measureCutOff,
  questionnaireSet,
  scoreMeasure,
} from '@attune/core/rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ChildRow, childOf } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import type { Tx } from '../db/database';
import {
  assessmentResponses,
  assessments,
  children,
  questionnaires,
  questionResponses,
  questions,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { recordMeaningfulChange } from '../insights/insights.service';

type QuestionnaireRow = typeof questionnaires.$inferSelect;

const QUESTION_KINDS = ['text_field', 'datepicker', 'numberpicker', 'multiple_choice'] as const;

/** Questionnaires with their questions and answers, as the wire shows them. */
export async function questionnairesJson(ctx: AppContext, rows: readonly QuestionnaireRow[]) {
  if (rows.length === 0) return [];
  const questionRows = await ctx.db
    .select()
    .from(questions)
    .where(
      inArray(
        questions.questionnaireId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(questions.position));
  const responseRows =
    questionRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(questionResponses)
          .where(
            inArray(
              questionResponses.questionId,
              questionRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(questionResponses.position));
  return rows.map((row) => ({
    id: row.id,
    kind: row.key,
    title: row.title,
    response_type_name: row.responseTypeName,
    questions: questionRows
      .filter((question) => question.questionnaireId === row.id)
      .map((question) => ({
        id: question.id,
        position: question.position,
        content: question.text,
        kind: QUESTION_KINDS.find((kind) => kind === question.kind) ?? 'multiple_choice',
        conditional: question.conditional ?? null,
        question_responses: responseRows
          .filter((response) => response.questionId === question.id)
          .map((response) => ({
            id: response.id,
            content: response.text,
            position: response.position,
            value: question.kind === 'multiple_choice' ? response.value : null,
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
 * The clinical questionnaires of a patient: the core's default set for the child's age and medication
 * (`questionnaireSet`), those of them the catalogue holds.
 */
export async function clinicalQuestionnaires(ctx: AppContext, child: ChildRow) {
  const kinds = questionnaireSet(ageInYears(child.birthday, todayOf(ctx)), child.onMedication);
  const rows = await ctx.db.select().from(questionnaires).where(inArray(questionnaires.key, kinds));
  const order = new Map<string, number>(kinds.map((kind, index) => [kind, index]));
  rows.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return questionnairesJson(ctx, rows);
}

async function assessmentJson(ctx: AppContext | { db: Tx }, id: number) {
  const rows = await ctx.db.select().from(assessments).where(eq(assessments.id, id));
  const row = rows[0];
  if (!row) throw notFound('Assessment');
  const answers = await ctx.db
    .select()
    .from(assessmentResponses)
    .where(eq(assessmentResponses.assessmentId, id))
    .orderBy(asc(assessmentResponses.id));
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
  };
}

/** One assessment of one of the caller's children (404 otherwise). */
export async function readAssessment(ctx: AppContext, userId: number, id: number) {
  const rows = await ctx.db
    .select({ id: assessments.id })
    .from(assessments)
    .innerJoin(children, eq(children.id, assessments.childId))
    .where(and(eq(assessments.id, id), eq(children.userId, userId)));
  if (!rows[0]) throw notFound('Assessment');
  return assessmentJson(ctx, id);
}

/** The answers of an assessment as submitted. */
export interface AnswerInput {
  question_id: number;
  question_response_id: number;
  content?: string | undefined;
}

/**
 * Records a child's answers to a questionnaire. Each answer must be of one of its questions and, for
 * multiple choice, one of that question's answers (422 naming `questionnaire_responses.{i}`). The score is
 * the sum of the chosen answers' values when the questionnaire is scored.
 */
export async function submitAssessment(
  ctx: AppContext,
  userId: number,
  input: { patient_id: number; questionnaire_id: number; questionnaire_responses: AnswerInput[] },
) {
  const child = await childOf(ctx, userId, input.patient_id);
  const questionnaire = (
    await ctx.db.select().from(questionnaires).where(eq(questionnaires.id, input.questionnaire_id))
  )[0];
  if (!questionnaire) throw new HttpError(422, { questionnaire_id: ['No questionnaire found'] });
  const questionRows = await ctx.db
    .select()
    .from(questions)
    .where(eq(questions.questionnaireId, questionnaire.id));
  const responseRows =
    questionRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(questionResponses)
          .where(
            inArray(
              questionResponses.questionId,
              questionRows.map((row) => row.id),
            ),
          );
  const errors: Record<string, string[]> = {};
  const questionById = new Map(questionRows.map((row) => [row.id, row]));
  const responseById = new Map(responseRows.map((row) => [row.id, row]));
  const values: number[] = [];
  const seen = new Set<number>();
  input.questionnaire_responses.forEach((answer, index) => {
    const question = questionById.get(answer.question_id);
    const response = responseById.get(answer.question_response_id);
    if (!question) {
      errors[`questionnaire_responses.${index}.question_id`] = ['is not a question of this questionnaire'];
      return;
    }
    if (!response || response.questionId !== question.id) {
      errors[`questionnaire_responses.${index}.question_response_id`] = ['is not an answer to this question'];
      return;
    }
    if (answer.content !== undefined && answer.content.length > 5000) {
      errors[`questionnaire_responses.${index}.content`] = ['is too long (at most 5000 characters)'];
    }
    if (question.kind === 'multiple_choice' && !seen.has(response.id)) values.push(response.value);
    seen.add(response.id);
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, errors);

  const measure =
    questionnaire.measure !== null && isMeasureKey(questionnaire.measure) ? questionnaire.measure : null;
  const scoring = measure ? MEASURES[measure].scoring : null;
  const direction = measure ? MEASURES[measure].direction : null;
  const score = measure ? scoreMeasure(measure, values) : null;
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(assessments)
      .values({ childId: child.id, questionnaireId: questionnaire.id, score, completedAt: now })
      .returning({ id: assessments.id });
    const assessmentId = inserted[0]?.id;
    if (assessmentId === undefined) throw new Error('assessment insert returned no row');
    if (input.questionnaire_responses.length > 0) {
      await tx.insert(assessmentResponses).values(
        input.questionnaire_responses.map((answer) => ({
          assessmentId,
          questionId: answer.question_id,
          questionResponseId: answer.question_response_id,
          content: answer.content ?? null,
        })),
      );
    }
    if (measure && scoring && direction && score !== null) {
      await recordMeaningfulChange(tx, {
        childId: child.id,
        assessmentId,
        kind: measure,
        score,
        min: scoring.min,
        max: scoring.max,
        cutOff: measureCutOff(measure, ageInYears(child.birthday, todayOf(ctx))),
        direction,
        now,
      });
    }
    return assessmentId;
  });
  return assessmentJson(ctx, id);
}
