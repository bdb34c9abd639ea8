/**
 * The questionnaire screen as a view model, in the style of zag's `connect()`: from a snapshot of the
 * `questionnaireMachine`, the question on screen, the progress, the answer options with their props, Back
 * and Next, the review list, and the error after a failed submission, with words as locale keys.
 *
 * Conventions: a multiple-choice question shows its responses as toggle buttons (one tap chooses and moves
 * on; on a multi-select question, "Choose all that apply", each tap adds or removes one and Next moves on); a text, date or number question shows one field and Next. Progress counts the shown questions
 * (conditional questions appear once triggered). The questionnaire's own texts (title, questions,
 * answers) show in the parent's language (`localizeQuestionnaire`); ids and answers never change with it.
 */
import type { SnapshotFrom } from 'xstate';
import type { FocusMove } from '../focus/focus.logic';
import type { QuestionnaireMachineEvent, questionnaireMachine } from './questionnaire.machine';
import {
  canLeaveQuestion,
  isFreeEntryQuestion,
  isMultiSelectQuestion,
  isQuestionAnswered,
  isQuestionnaireComplete,
  isQuestionRequired,
  localizeQuestionnaire,
  type QuestionAnswer,
  shownQuestions,
} from './questionnaires.logic';
import type { Question, Questionnaire } from './questionnaires.schema';

/** A snapshot of the `questionnaireMachine`. */
export type QuestionnaireSnapshot = Pick<SnapshotFrom<typeof questionnaireMachine>, 'value' | 'context'>;

/** Sends an event to the questionnaire's machine (an actor's `send`). */
export type QuestionnaireSend = (event: QuestionnaireMachineEvent) => void;

/** Where the parent is: answering a question, reviewing, sending, the sending failed, or done. */
export type QuestionnaireStatus = 'answering' | 'reviewing' | 'submitting' | 'failed' | 'done';

/**
 * The props of one response of a multiple-choice question: a toggle button (`aria-pressed` when chosen). A
 * tap, Enter or Space chooses it and moves on at once, also when it was already chosen (on a multi-select
 * question it adds or removes the response and stays); Tab moves between
 * responses without choosing (unlike a radio group's arrow keys, which would move on by accident).
 */
export interface QuestionOptionProps {
  readonly type: 'button';
  readonly 'aria-pressed': boolean;
  readonly disabled: boolean;
  readonly 'data-response-id': number;
  readonly onClick: () => void;
}

/** The props of a text, date or number question's field. */
export interface QuestionFieldProps {
  readonly type: 'text' | 'date' | 'number';
  readonly name: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (event: { readonly target: { readonly value: string } }) => void;
}

/**
 * The props of the screen's heading (the question, the review's title, the thanks): the focus move's
 * target, focusable by script only.
 */
export interface QuestionnaireHeadingProps {
  readonly tabIndex: -1;
  readonly 'data-part': 'heading';
}

/** One line of the review: the question, its shown position, and the chosen words (or null when blank). */
export interface ReviewItem {
  readonly index: number;
  readonly question: Question;
  /** The chosen responses' words or the typed content; null when not answered. */
  readonly answer: string | null;
}

/** The questionnaire screen's view model. */
export interface QuestionnaireApi {
  readonly status: QuestionnaireStatus;
  readonly title: string;
  /** The question on screen while answering, else null. */
  readonly question: Question | null;
  /** The current question's place among the shown questions (0-based) and how many are shown. */
  readonly index: number;
  readonly total: number;
  /** Questions answered so far among the shown ones, for the progress bar (`value` of `max`). */
  readonly progress: { readonly value: number; readonly max: number };
  /** 'Question {n} of {total}' as a locale key and values. */
  readonly positionLabel: {
    readonly key: 'questionnaire.position';
    readonly values: { n: number; total: number };
  };
  /** Whether the current question is free entry (a field and Next) rather than a choice. */
  readonly freeEntry: boolean;
  /** Whether the current question takes several answers (toggles and Next), core's `isMultiSelectQuestion`. */
  readonly multiSelect: boolean;
  /**
   * Whether the current question must be answered to go on (core's `isQuestionRequired`): the screen labels
   * a question 'Optional' only when it is not, and says why Next waits when it is.
   */
  readonly required: boolean;
  /** Whether Back does anything (not on the first question). */
  readonly canGoBack: boolean;
  /** Whether Next is enabled (a multiple-choice question must be answered first). */
  readonly canGoForward: boolean;
  /** Whether every required question is answered, so Send is enabled on the review. */
  readonly complete: boolean;
  /** Sending: every control is disabled and Send is busy. */
  readonly busy: boolean;
  /** The error after a failed submission ('Something went wrong when submitting your responses...'), else null. */
  readonly errorKey: 'errors.submitResponses' | null;
  /** Send's words: 'questionnaire.sending' while sending, 'questionnaire.retry' after a failure, else 'questionnaire.submit'. */
  readonly submitLabel: 'questionnaire.submit' | 'questionnaire.sending' | 'questionnaire.retry';
  /** The review's lines (on the review and after a failure). */
  readonly reviewItems: readonly ReviewItem[];
  /**
   * Where the focus goes after the screen moved (another question, the review, sending, the failure, the
   * thanks): to its heading, so a keyboard or screen reader user follows; a new `seq` with each move. Null
   * on the screen the parent arrived on (the page's own focus handling applies there).
   */
  readonly focusMove: FocusMove | null;
  /** The props of the screen's heading, which the focus moves to. */
  getHeadingProps(): QuestionnaireHeadingProps;
  /** The props of response `responseId` of the current question. */
  getOptionProps(responseId: number): QuestionOptionProps;
  /** The props of the current free-entry question's field. */
  getFieldProps(): QuestionFieldProps;
  back(): void;
  next(): void;
  submit(): void;
  /** Back to a question from the review (its index among the shown questions). */
  edit(index: number): void;
}

function answerText(question: Question, answer: QuestionAnswer): string | null {
  if (!isQuestionAnswered(question, answer)) return null;
  if (isFreeEntryQuestion(question)) return String(answer).trim();
  const ids = new Set(typeof answer === 'number' ? [answer] : Array.isArray(answer) ? answer : []);
  return question.question_responses
    .filter((response) => ids.has(response.id))
    .map((response) => response.content)
    .join(', ');
}

function fieldType(question: Question): QuestionFieldProps['type'] {
  if (question.kind === 'datepicker') return 'date';
  if (question.kind === 'numberpicker') return 'number';
  return 'text';
}

/** Each questionnaire's localized copies by language, so a render reuses the same objects. */
const localized = new WeakMap<Questionnaire, Map<string, Questionnaire>>();

/** The questionnaire in `language`, the same object for the same questionnaire and language. */
function inLanguage(questionnaire: Questionnaire, language: string): Questionnaire {
  let byLanguage = localized.get(questionnaire);
  if (!byLanguage) {
    byLanguage = new Map();
    localized.set(questionnaire, byLanguage);
  }
  let copy = byLanguage.get(language);
  if (!copy) {
    copy = localizeQuestionnaire(questionnaire, language);
    byLanguage.set(language, copy);
  }
  return copy;
}

/**
 * The questionnaire screen's view model from a snapshot of its machine: while answering, the question on
 * screen with its options (choosing one moves on) or its field; the review of every answer; Send (busy while
 * sending); after a failure the error, every answer kept and Send again. Texts are in `language` (the app's
 * language, e.g. `es`), English where a text has no translation.
 */
export function connectQuestionnaire(
  snapshot: QuestionnaireSnapshot,
  send: QuestionnaireSend,
  language = 'en',
): QuestionnaireApi {
  const status = snapshot.value as QuestionnaireStatus;
  const { answers, index } = snapshot.context;
  const questionnaire = inLanguage(snapshot.context.questionnaire, language);
  const shown = shownQuestions(questionnaire, answers);
  const question = status === 'answering' ? (shown[index] ?? null) : null;
  const busy = status === 'submitting';
  const answered = shown.filter((q) => isQuestionAnswered(q, answers[q.id])).length;
  const answer = question ? answers[question.id] : undefined;
  const name = question ? `question-${question.id}` : 'question';
  const moves = snapshot.context.moves ?? 0;
  return {
    status,
    title: questionnaire.title,
    question,
    index,
    total: shown.length,
    progress: { value: status === 'answering' ? answered : shown.length, max: shown.length },
    positionLabel: { key: 'questionnaire.position', values: { n: index + 1, total: shown.length } },
    freeEntry: question ? isFreeEntryQuestion(question) : false,
    multiSelect: question ? isMultiSelectQuestion(question) : false,
    required: question ? isQuestionRequired(question) : false,
    canGoBack: status === 'answering' ? index > 0 : status === 'reviewing' || status === 'failed',
    canGoForward: question ? canLeaveQuestion(question, answer) : false,
    complete: isQuestionnaireComplete(questionnaire, answers),
    busy,
    errorKey: status === 'failed' ? 'errors.submitResponses' : null,
    submitLabel: busy
      ? 'questionnaire.sending'
      : status === 'failed'
        ? 'questionnaire.retry'
        : 'questionnaire.submit',
    reviewItems:
      status === 'reviewing' || status === 'failed' || status === 'submitting'
        ? shown.map((q, i) => ({ index: i, question: q, answer: answerText(q, answers[q.id]) }))
        : [],
    focusMove: moves > 0 ? { target: 'heading', seq: moves } : null,
    getHeadingProps: () => ({ tabIndex: -1, 'data-part': 'heading' }),
    getOptionProps: (responseId) => ({
      type: 'button',
      'aria-pressed':
        typeof answer === 'number'
          ? answer === responseId
          : Array.isArray(answer) && answer.includes(responseId),
      disabled: busy,
      'data-response-id': responseId,
      onClick: () => {
        if (question)
          send({
            type: isMultiSelectQuestion(question) ? 'questionnaire.toggle' : 'questionnaire.choose',
            questionId: question.id,
            responseId,
          });
      },
    }),
    getFieldProps: () => ({
      type: question ? fieldType(question) : 'text',
      name,
      value: answer === null || answer === undefined ? '' : String(answer),
      disabled: busy,
      onChange: (event) => {
        if (question)
          send({ type: 'questionnaire.answer', questionId: question.id, answer: event.target.value });
      },
    }),
    back: () => send({ type: 'questionnaire.back' }),
    next: () => send({ type: 'questionnaire.next' }),
    submit: () => send({ type: 'questionnaire.submit' }),
    edit: (at) => send({ type: 'questionnaire.edit', index: at }),
  };
}
