/**
 * Questionnaires: which questions are shown, what a submission sends (core-app.md section 5), and which
 * questionnaires a child or adult patient is asked to complete (add-ons spec sections 3 and 9).
 *
 * Conventions:
 * - A question is a free-entry question when it is a text field, a date picker or a number picker; it is
 *   answered with content (a string or a number). Every other question is multiple choice, answered with
 *   the id of one chosen response or a list of chosen response ids.
 * - A conditional question is shown only when its trigger question is shown and the chosen responses of
 *   the trigger question include the trigger response. Hidden questions are never sent, even if they were
 *   answered before the parent changed the trigger answer.
 * - A questionnaire's texts are in English; each carries its other languages in `translations`
 *   (`title_es`, `content_es`), and `localizeQuestionnaire` picks one, falling back to the English.
 */
import { calendarDayOf as dayOf, MS_PER_DAY, MS_PER_MINUTE, yearsBetween } from '../calendar/calendar.logic';
import type {
  AssessmentAnswer,
  AssessmentInput,
  QuestionKind,
  Questionnaire,
  QuestionnaireKind,
  QuestionnaireTranslations,
} from './questionnaires.schema';

/** A question as submission building needs it (a subset of the wire's question). */
export interface SubmissionQuestion {
  readonly id: number;
  readonly kind: QuestionKind;
  readonly conditional?: {
    readonly trigger_question_id: number;
    readonly trigger_response_id: number;
  } | null;
  readonly question_responses: readonly { readonly id: number }[];
  /** Whether the question must be answered when shown (absent: not required). */
  readonly required?: boolean | undefined;
  /** Whether a multiple-choice question takes several answers ("Choose all that apply"; absent: one). */
  readonly multi_select?: boolean | undefined;
}

/** A questionnaire as submission building needs it. */
export interface SubmissionQuestionnaire {
  readonly id: number;
  readonly questions: readonly SubmissionQuestion[];
}

/**
 * One answer: content (string or number) for a text, date or number question; the chosen response id or
 * ids for a multiple-choice question; `null` or `undefined` when unanswered.
 */
export type QuestionAnswer = string | number | readonly number[] | null | undefined;

/** The parent's answers, by question id. */
export type QuestionnaireAnswers = Readonly<Record<number, QuestionAnswer>>;

/** Whether a question is answered by typing or picking a value (text, date or number) rather than choosing. */
export function isFreeEntryQuestion(question: SubmissionQuestion): boolean {
  return question.kind !== 'multiple_choice';
}

/**
 * Whether a question takes several answers: a multiple-choice question marked `multi_select` ("Choose all
 * that apply"). The parent toggles its responses and moves on with Next; every other multiple-choice
 * question takes one answer, and choosing it moves on.
 */
export function isMultiSelectQuestion(question: SubmissionQuestion): boolean {
  return !isFreeEntryQuestion(question) && question.multi_select === true;
}

/**
 * A multi-select answer after toggling `responseId`: added when it was not chosen, removed when it was.
 * The chosen ids keep their order (a single chosen id counts as a list of one); the result is never `null`.
 */
export function toggleResponse(answer: QuestionAnswer, responseId: number): readonly number[] {
  const chosen = chosenResponses(answer);
  return chosen.includes(responseId) ? chosen.filter((id) => id !== responseId) : [...chosen, responseId];
}

function chosenResponses(answer: QuestionAnswer): number[] {
  if (typeof answer === 'number') return [answer];
  if (Array.isArray(answer)) return answer.filter((id): id is number => typeof id === 'number');
  return [];
}

/**
 * Whether a question is shown: it has no condition, or its trigger question is shown and the parent chose
 * the trigger response there. Only a multiple-choice trigger counts, and only a response of its own: a
 * condition that points at a missing question or response, at a free-entry question, or a loop of
 * conditions, hides the question.
 */
export function isQuestionShown(
  questionnaire: SubmissionQuestionnaire,
  answers: QuestionnaireAnswers,
  questionId: number,
): boolean {
  const byId = new Map(questionnaire.questions.map((q) => [q.id, q]));
  const visiting = new Set<number>();
  const shown = (id: number): boolean => {
    const question = byId.get(id);
    if (!question || visiting.has(id)) return false;
    const condition = question.conditional;
    if (!condition) return true;
    visiting.add(id);
    const triggerShown = shown(condition.trigger_question_id);
    visiting.delete(id);
    // Only a chosen response triggers: a free-entry question's answer is text, never a chosen response.
    const trigger = byId.get(condition.trigger_question_id);
    return (
      triggerShown &&
      trigger !== undefined &&
      !isFreeEntryQuestion(trigger) &&
      trigger.question_responses.some((response) => response.id === condition.trigger_response_id) &&
      chosenResponses(answers[condition.trigger_question_id]).includes(condition.trigger_response_id)
    );
  };
  return shown(questionId);
}

/**
 * The `questionnaire_responses` a submission sends, in question order:
 * - unanswered questions (null, undefined, blank text, no choice) and questions whose trigger is not met
 *   are dropped;
 * - a text, date or number question sends its content (as a string) with the question's first response
 *   id; such a question without any response id cannot be sent and is dropped;
 * - a multiple-choice question sends one entry per chosen response; ids that are not responses of that
 *   question are ignored, and a response chosen twice is sent once.
 */
export function buildQuestionnaireResponses(
  questionnaire: SubmissionQuestionnaire,
  answers: QuestionnaireAnswers,
): AssessmentAnswer[] {
  const entries: AssessmentAnswer[] = [];
  for (const question of questionnaire.questions) {
    const answer = answers[question.id];
    if (answer === null || answer === undefined) continue;
    if (!isQuestionShown(questionnaire, answers, question.id)) continue;
    if (isFreeEntryQuestion(question)) {
      const content =
        typeof answer === 'number' ? String(answer) : typeof answer === 'string' ? answer.trim() : '';
      const first = question.question_responses[0];
      if (content === '' || !first) continue;
      entries.push({ question_id: question.id, question_response_id: first.id, content });
    } else {
      const allowed = new Set(question.question_responses.map((r) => r.id));
      for (const id of new Set(chosenResponses(answer))) {
        if (allowed.has(id)) entries.push({ question_id: question.id, question_response_id: id });
      }
    }
  }
  return entries;
}

/** The assessment a parent submits: the child, the questionnaire and the responses of {@link buildQuestionnaireResponses}. */
export function buildAssessmentSubmission(
  questionnaire: SubmissionQuestionnaire,
  answers: QuestionnaireAnswers,
  childId: number,
): AssessmentInput {
  return {
    patient_id: childId,
    questionnaire_id: questionnaire.id,
    questionnaire_responses: buildQuestionnaireResponses(questionnaire, answers),
  };
}

/** The clinical age bands of questionnaires: under 13 child, 13 to 17 teen, 18 and over adult. */
export type AgeBand = 'child' | 'teen' | 'adult';

/**
 * The age band of a patient aged `years` whole years: `child` under 13, `teen` from 13 to 17, `adult`
 * from 18.
 * @throws RangeError when `years` is negative or not a number.
 */
export function ageBand(years: number): AgeBand {
  if (!(years >= 0)) throw new RangeError(`years must be 0 or more, got ${years}`);
  if (years < 13) return 'child';
  if (years < 18) return 'teen';
  return 'adult';
}

/** A child's age in whole years on `today`, as a parent counts birthdays (both `YYYY-MM-DD`). */
export function ageInYears(birthday: string, today: string): number {
  return yearsBetween(dayOf(birthday), dayOf(today));
}

const CHILD_HISTORY = [
  'background_information',
  'medical_history',
  'family_mental_history',
  'substance_exposure_history',
  'education_support_system',
] as const satisfies readonly QuestionnaireKind[];

/**
 * The onboarding questionnaires of a patient (the default set used when the clinic sends none), 7 or 8:
 * - child (under 13): the five history questionnaires (background information, medical history, family
 *   mental history, substance exposure history, education and support system), aces_child and vanderbilt,
 *   then `medication` (side effects) when the child is on medication;
 * - teen (13 to 17): the same with aces_teen instead of aces_child;
 * - adult (18 and over): background_information_adult, medical_psychiatric_history_adult,
 *   family_developmental_history_adult, education_support_system, gad7, phq9 and NIDA-V1 (7), whatever
 *   the medication.
 *
 * Open rule, decided: the spec names the kinds and the 7-8 size but not the exact lists. Teens get the
 * child's pediatric set (Vanderbilt is rated by parents and teachers up to 17) rather than the adult
 * screens; adults get the three adult histories, the education and support history, and the adult screens
 * for anxiety, depression and substance use. The medication side-effects questionnaire varies only the
 * child and teen sets, as the spec says.
 * @throws RangeError when `years` is negative or not a number (see {@link ageBand}).
 */
export function questionnaireSet(years: number, onMedication: boolean): QuestionnaireKind[] {
  const band = ageBand(years);
  if (band === 'adult') {
    return [
      'background_information_adult',
      'medical_psychiatric_history_adult',
      'family_developmental_history_adult',
      'education_support_system',
      'gad7',
      'phq9',
      'NIDA-V1',
    ];
  }
  const set: QuestionnaireKind[] = [
    ...CHILD_HISTORY,
    band === 'child' ? 'aces_child' : 'aces_teen',
    'vanderbilt',
  ];
  if (onMedication) set.push('medication');
  return set;
}

/**
 * The answers a submission's `questionnaire_responses` stand for, by question id: the chosen response ids
 * of a multiple-choice question, the content of a free-entry one. Entries for questions the questionnaire
 * does not have are ignored (the caller reports them).
 */
export function answersFromResponses(
  questionnaire: SubmissionQuestionnaire,
  responses: readonly AssessmentAnswer[],
): Record<number, QuestionAnswer> {
  const byId = new Map(questionnaire.questions.map((q) => [q.id, q]));
  const answers: Record<number, QuestionAnswer> = {};
  for (const response of responses) {
    const question = byId.get(response.question_id);
    if (!question) continue;
    if (isFreeEntryQuestion(question)) {
      const content = (response.content ?? '').trim();
      if (content !== '') answers[question.id] = content;
    } else {
      const chosen = answers[question.id];
      answers[question.id] = [...(Array.isArray(chosen) ? chosen : []), response.question_response_id];
    }
  }
  return answers;
}

/**
 * The required questions left unanswered, in question order: a question is required when it says so and
 * is shown ({@link isQuestionShown}: a conditional question whose trigger is not met is never required);
 * it is answered when a response is chosen or, for a free-entry question, non-blank content is given.
 */
export function unansweredRequiredQuestions(
  questionnaire: SubmissionQuestionnaire,
  answers: QuestionnaireAnswers,
): number[] {
  return questionnaire.questions
    .filter((question) => question.required === true)
    .filter((question) => isQuestionShown(questionnaire, answers, question.id))
    .filter((question) => {
      const answer = answers[question.id];
      if (answer === null || answer === undefined) return true;
      if (typeof answer === 'string') return answer.trim() === '';
      if (Array.isArray(answer)) return answer.length === 0;
      return false;
    })
    .map((question) => question.id);
}

/**
 * Whether a child counts as on medication for the questionnaire set: the family said so, or the child has
 * a current prescription (one started on or before `today`; days as `YYYY-MM-DD`).
 */
export function isOnMedication(
  child: { readonly on_medication: boolean },
  prescriptionStartDates: readonly string[],
  today: string,
): boolean {
  return child.on_medication || prescriptionStartDates.some((start) => dayOf(start) <= dayOf(today));
}

/**
 * The questions a parent is asked now, in questionnaire order: those {@link isQuestionShown} for these
 * answers (a conditional question appears once its trigger response is chosen, and disappears again when
 * the trigger answer changes).
 */
export function shownQuestions<Q extends SubmissionQuestion>(
  questionnaire: { readonly id: number; readonly questions: readonly Q[] },
  answers: QuestionnaireAnswers,
): Q[] {
  return questionnaire.questions.filter((question) => isQuestionShown(questionnaire, answers, question.id));
}

/**
 * Whether a question has an answer: a multiple-choice question needs at least one of its own responses; a
 * text, date or number question needs non-blank content (a string or a number).
 */
export function isQuestionAnswered(question: SubmissionQuestion, answer: QuestionAnswer): boolean {
  if (answer === null || answer === undefined) return false;
  if (isFreeEntryQuestion(question))
    return typeof answer === 'number' || (typeof answer === 'string' && answer.trim() !== '');
  const allowed = new Set(question.question_responses.map((r) => r.id));
  return chosenResponses(answer).some((id) => allowed.has(id));
}

/**
 * Whether a question must be answered before moving on: as the question says (`required`) when it says;
 * otherwise a multiple-choice question must (its score counts) and a text, date or number question may be
 * left blank (it is then not sent).
 */
export function isQuestionRequired(question: SubmissionQuestion): boolean {
  return question.required ?? !isFreeEntryQuestion(question);
}

/** Whether a parent may move on from a question: it is answered, or not required ({@link isQuestionRequired}). */
export function canLeaveQuestion(question: SubmissionQuestion, answer: QuestionAnswer): boolean {
  return !isQuestionRequired(question) || isQuestionAnswered(question, answer);
}

/**
 * Whether a questionnaire can be submitted with these answers: every shown required question is answered
 * ({@link canLeaveQuestion}).
 */
export function isQuestionnaireComplete(
  questionnaire: SubmissionQuestionnaire,
  answers: QuestionnaireAnswers,
): boolean {
  return shownQuestions(questionnaire, answers).every((question) =>
    canLeaveQuestion(question, answers[question.id]),
  );
}

/** The text in `language` from `translations` (`{field}_{language}`), or the English when there is none. */
function translated(
  translations: QuestionnaireTranslations | undefined,
  field: string,
  language: string,
  english: string,
): string {
  const text = translations?.[`${field}_${language}`];
  return text && text.trim() !== '' ? text : english;
}

/** The base language of a tag (`es-MX` and `es_419` are `es`), lower case. */
function baseLanguage(language: string): string {
  return (language.split(/[-_]/)[0] ?? '').toLowerCase();
}

/**
 * A questionnaire in a language: its title, every question's text and every answer's label are their
 * `translations` entry (`title_{language}`, `content_{language}`; a regional tag such as `es-MX` reads
 * `es`) when there is one, otherwise the English. Ids, positions, kinds, values and conditions never
 * change, so answers given in one language are the same answers in another. English, or a language
 * without translations, gives the same texts.
 *
 * @example
 * localizeQuestionnaire(vanderbilt, 'es').questions[0].question_responses[0].content; // 'Nunca'
 */
export function localizeQuestionnaire<Q extends Questionnaire>(questionnaire: Q, language: string): Q {
  const lang = baseLanguage(language);
  if (lang === 'en' || lang === '') return questionnaire;
  return {
    ...questionnaire,
    title: translated(questionnaire.translations, 'title', lang, questionnaire.title),
    questions: questionnaire.questions.map((question) => ({
      ...question,
      content: translated(question.translations, 'content', lang, question.content),
      question_responses: question.question_responses.map((response) => ({
        ...response,
        content: translated(response.translations, 'content', lang, response.content),
      })),
    })),
  };
}

/**
 * The same answers for the same child, questionnaire and respondent sent again within 2 minutes are the
 * same submission (a double tap, a retried request): the server answers the assessment it already has.
 */
export const REPEAT_WINDOW_MS = 2 * MS_PER_MINUTE;

/**
 * Whether a submission at `now` repeats one completed at `previousAt` ({@link REPEAT_WINDOW_MS}): it came
 * less than the window after it (and not before it). The server's query states the same bound in SQL.
 */
export function isRepeatSubmission(previousAt: Date, now: Date): boolean {
  const gap = now.getTime() - previousAt.getTime();
  return gap >= 0 && gap < REPEAT_WINDOW_MS;
}

/** The earliest completion a submission at `now` repeats (see {@link isRepeatSubmission}), exclusive. */
export const repeatWindowStart = (now: Date): Date => new Date(now.getTime() - REPEAT_WINDOW_MS);

/** A collaborator's (a teacher's) questionnaire link works for 14 days from the moment it was made. */
export const COLLABORATOR_LINK_DAYS = 14;

/** When a collaborator's link made at `createdAt` stops working ({@link COLLABORATOR_LINK_DAYS} later). */
export const collaboratorLinkExpiresAt = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + COLLABORATOR_LINK_DAYS * MS_PER_DAY);
