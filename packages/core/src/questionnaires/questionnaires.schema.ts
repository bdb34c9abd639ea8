import * as z from 'zod';
import { RespondentSchema } from '../collaborators/collaborators.schema';
import { IdSchema, IsoDateTimeSchema, LongTextSchema } from '../common/common.schema';
import { GoalOutcomeKindSchema } from '../goals/goals.schema';

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

/**
 * A text's other languages, keyed `{field}_{language}` as plans' `translations` are (`title_es` on a
 * questionnaire, `content_es` on a question or an answer). Optional on the wire: data written before the
 * translations parses, and core's `localizeQuestionnaire` falls back to the English.
 */
export const QuestionnaireTranslationsSchema = z.record(z.string(), z.string());
/** A questionnaire text's other languages. */
export type QuestionnaireTranslations = z.infer<typeof QuestionnaireTranslationsSchema>;

/**
 * One possible answer of a question: its label `content`, its place, its score `value` (`null` when
 * unscored), and its label in other languages (`translations.content_es`).
 */
export const QuestionResponseSchema = z.object({
  id: IdSchema,
  content: z.string(),
  position: z.number().int().min(1),
  value: z.number().nullable(),
  translations: QuestionnaireTranslationsSchema.optional(),
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
 * first one's id). `required` says whether it must be answered when shown (a submission without it answers
 * 422 naming it); the reference server always sends it, an absent value means not required.
 * `multi_select` marks a multiple-choice question that takes several answers ("Choose all that apply"):
 * the parent toggles responses and taps Next, and one entry per chosen response is sent; absent or false,
 * it takes one answer and a tap moves on. `translations.content_es` is its text in Spanish.
 */
export const QuestionSchema = z.object({
  id: IdSchema,
  position: z.number().int().min(1),
  content: z.string().min(1),
  kind: QuestionKindSchema,
  conditional: QuestionConditionalSchema.nullable(),
  question_responses: z.array(QuestionResponseSchema),
  required: z.boolean().optional(),
  multi_select: z.boolean().optional(),
  translations: QuestionnaireTranslationsSchema.optional(),
});
/** A question of a questionnaire. */
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A questionnaire (`GET questionnaires`, `GET questionnaires/{id}`). `kind` is its code (see
 * {@link QuestionnaireKindSchema}; measures add others such as `dessa` or `psc`); `response_type_name` names
 * how its answers are scored; `translations.title_es` is its title in Spanish (every question and answer
 * carries its own `translations`).
 */
export const QuestionnaireSchema = z.object({
  id: IdSchema,
  kind: z.string().min(1),
  title: z.string().min(1),
  response_type_name: z.string().min(1),
  questions: z.array(QuestionSchema),
  translations: QuestionnaireTranslationsSchema.optional(),
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
  content: LongTextSchema.optional(),
});
/** One answer sent with an assessment. */
export type AssessmentAnswer = z.infer<typeof AssessmentAnswerSchema>;

/**
 * Body of `POST assessments`: `{ patient_id, questionnaire_id, questionnaire_responses }` (the child is the
 * patient). `child_activity_item_id`, when sent, is the plan's check-in item this assessment completes;
 * without it the server completes the child's open check-in item for that questionnaire, if any.
 */
export const AssessmentInputSchema = z.object({
  patient_id: IdSchema,
  questionnaire_id: IdSchema,
  questionnaire_responses: z.array(AssessmentAnswerSchema),
  child_activity_item_id: IdSchema.optional(),
});
/** Body of `POST assessments`. */
export type AssessmentInput = z.infer<typeof AssessmentInputSchema>;

/**
 * One measure an assessment scored: the measure's key (`inattentive`), its score by core's `scoreMeasure`,
 * and the goal outcome it brought (core's `goalOutcome`).
 */
export const AssessmentScoreSchema = z.object({
  kind: z.string().min(1),
  score: z.number(),
  outcome: GoalOutcomeKindSchema.nullable(),
});
/** One measure an assessment scored. */
export type AssessmentScore = z.infer<typeof AssessmentScoreSchema>;

/**
 * A child's assessment: one filled questionnaire (`POST assessments`, `GET assessments/{id}`). `score` is
 * the score when the questionnaire feeds exactly one measure, `null` when it feeds none or several;
 * `scores` lists every measure it fed (a Vanderbilt rating feeds five); `completed_at` is when it was
 * submitted; `respondent` is who answered when it was a collaborator's link (else `null`);
 * `child_activity_item_id` is the plan item it completed, `null` when none.
 */
export const AssessmentSchema = z.object({
  id: IdSchema,
  patient_id: IdSchema,
  questionnaire_id: IdSchema,
  score: z.number().nullable(),
  completed_at: IsoDateTimeSchema,
  questionnaire_responses: z.array(AssessmentAnswerSchema),
  scores: z.array(AssessmentScoreSchema).optional(),
  respondent: RespondentSchema.nullable().optional(),
  child_activity_item_id: IdSchema.nullable().optional(),
});
/** A child's assessment. */
export type Assessment = z.infer<typeof AssessmentSchema>;

/**
 * Body of `POST collaborator_questionnaires`: a link for someone without an account (a teacher, a
 * grandparent) to answer `questionnaire_id` about the family's child `patient_id`, as `respondent`.
 */
export const CollaboratorQuestionnaireLinkInputSchema = z.object({
  patient_id: IdSchema,
  questionnaire_id: IdSchema,
  respondent: RespondentSchema,
});
/** Body of `POST collaborator_questionnaires`. */
export type CollaboratorQuestionnaireLinkInput = z.infer<typeof CollaboratorQuestionnaireLinkInputSchema>;

/**
 * A collaborator's questionnaire link: the secret `token`, the web path to send
 * (`/collaborator/{questionnaire_id}?token=...`) and when it stops working.
 */
export const CollaboratorQuestionnaireLinkSchema = z.object({
  token: z.string().min(1),
  path: z.string().min(1),
  expires_at: IsoDateTimeSchema,
});
/** A collaborator's questionnaire link. */
export type CollaboratorQuestionnaireLink = z.infer<typeof CollaboratorQuestionnaireLinkSchema>;

/**
 * A link the family made that is still open (`GET patients/{id}/collaborator_questionnaires`): not yet
 * answered, not revoked, not expired (core's `collaboratorLinkState`); the family can revoke it.
 */
export const OpenCollaboratorLinkSchema = z.object({
  id: IdSchema,
  questionnaire_id: IdSchema,
  questionnaire_name: z.string(),
  respondent: z.object({ name: z.string(), relationship: z.string() }),
  expires_at: IsoDateTimeSchema,
  created_at: IsoDateTimeSchema,
});
/** An open collaborator's link. */
export type OpenCollaboratorLink = z.infer<typeof OpenCollaboratorLinkSchema>;

/** Body of `DELETE collaborator_questionnaires/links/{id}`: the child the link is about. */
export const RevokeCollaboratorLinkInputSchema = z.object({ patient_id: IdSchema });

/**
 * What a collaborator's link opens (`GET collaborator_questionnaires/{questionnaire_id}?token=`): the
 * questionnaire, the child's first name, who is asked to answer, and when the link expires.
 */
export const CollaboratorQuestionnaireSchema = z.object({
  questionnaire: QuestionnaireSchema,
  child_name: z.string(),
  respondent: RespondentSchema,
  expires_at: IsoDateTimeSchema,
});
/** What a collaborator's link opens. */
export type CollaboratorQuestionnaire = z.infer<typeof CollaboratorQuestionnaireSchema>;

/** Body of `POST collaborator_questionnaires/{questionnaire_id}`: the link's token and the answers. */
export const CollaboratorAssessmentInputSchema = z.object({
  token: z.string().min(1).max(200),
  questionnaire_responses: z.array(AssessmentAnswerSchema),
});
/** Body of `POST collaborator_questionnaires/{questionnaire_id}`. */
export type CollaboratorAssessmentInput = z.infer<typeof CollaboratorAssessmentInputSchema>;
