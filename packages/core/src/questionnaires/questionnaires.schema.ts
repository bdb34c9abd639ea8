import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/**
 * The questionnaire kind codes of the clinical and onboarding sets (the child, teen and adult sets are built
 * from these by `questionnaireSet`).
 */
export const QuestionnaireKindSchema = z.enum([
  'background_information',
  'medical_history',
  'family_mental_history',
  'substance_exposure_history',
  'education_support_system',
  'aces_child',
  'aces_teen',
  'vanderbilt',
  'medication',
  'gad7',
  'phq9',
  'NIDA-V1',
  'background_information_adult',
  'medical_psychiatric_history_adult',
  'family_developmental_history_adult',
]);
/** A questionnaire kind code. */
export type QuestionnaireKind = z.infer<typeof QuestionnaireKindSchema>;

/**
 * How a question is answered: `text_field` (free text), `datepicker` (a calendar day), `numberpicker`
 * (a number), or `multiple_choice` (one or more of its `question_responses`). Text, date and number answers
 * are sent as `content` with the question's first response id.
 */
export const QuestionKindSchema = z.enum(['text_field', 'datepicker', 'numberpicker', 'multiple_choice']);
/** How a question is answered. */
export type QuestionKind = z.infer<typeof QuestionKindSchema>;

/** One possible answer of a question: its label `content`, its place, and its score `value` (`null` when unscored). */
export const QuestionResponseSchema = z.object({
  id: IdSchema,
  content: z.string(),
  position: z.number().int().min(1),
  value: z.number().nullable(),
});
/** One possible answer of a question. */
export type QuestionResponse = z.infer<typeof QuestionResponseSchema>;

/**
 * When a question is asked only after a given answer to an earlier question: it shows (and its answer is
 * sent) only when `trigger_response_id` is chosen for `trigger_question_id`.
 */
export const QuestionConditionalSchema = z.object({
  trigger_question_id: IdSchema,
  trigger_response_id: IdSchema,
});
/** The trigger of a conditional question. */
export type QuestionConditional = z.infer<typeof QuestionConditionalSchema>;

/**
 * A question of a questionnaire. `conditional` is `null` for a question always asked. Every kind has at least
 * one `question_responses` entry on the wire (text, date and number questions send their content with the
 * first one's id).
 */
export const QuestionSchema = z.object({
  id: IdSchema,
  position: z.number().int().min(1),
  content: z.string().min(1),
  kind: QuestionKindSchema,
  conditional: QuestionConditionalSchema.nullable(),
  question_responses: z.array(QuestionResponseSchema),
});
/** A question of a questionnaire. */
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A questionnaire (`GET questionnaires`, `GET questionnaires/{id}`). `kind` is its code (see
 * {@link QuestionnaireKindSchema}; measures add others such as `dessa` or `psc`); `response_type_name` names
 * how its answers are scored.
 */
export const QuestionnaireSchema = z.object({
  id: IdSchema,
  kind: z.string().min(1),
  title: z.string().min(1),
  response_type_name: z.string().min(1),
  questions: z.array(QuestionSchema),
});
/** A questionnaire with its questions. */
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

/**
 * One answer sent with an assessment: the question, the chosen response id, and `content` for text, date and
 * number questions (absent for multiple choice; one entry per selected response).
 */
export const AssessmentAnswerSchema = z.object({
  question_id: IdSchema,
  question_response_id: IdSchema,
  content: z.string().optional(),
});
/** One answer sent with an assessment. */
export type AssessmentAnswer = z.infer<typeof AssessmentAnswerSchema>;

/** Body of `POST assessments`: `{ patient_id, questionnaire_id, questionnaire_responses }` (the child is the patient). */
export const AssessmentInputSchema = z.object({
  patient_id: IdSchema,
  questionnaire_id: IdSchema,
  questionnaire_responses: z.array(AssessmentAnswerSchema),
});
/** Body of `POST assessments`. */
export type AssessmentInput = z.infer<typeof AssessmentInputSchema>;

/**
 * A child's assessment: one filled questionnaire (`POST assessments`, `GET assessments/{id}`). `score` is
 * `null` when the questionnaire is not scored; `completed_at` is when it was submitted.
 */
export const AssessmentSchema = z.object({
  id: IdSchema,
  patient_id: IdSchema,
  questionnaire_id: IdSchema,
  score: z.number().nullable(),
  completed_at: IsoDateTimeSchema,
  questionnaire_responses: z.array(AssessmentAnswerSchema),
});
/** A child's assessment. */
export type Assessment = z.infer<typeof AssessmentSchema>;
