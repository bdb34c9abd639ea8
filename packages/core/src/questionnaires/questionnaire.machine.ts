/**
 * Answering a questionnaire, one question at a time (core-app.md section 5).
 *
 * States: `answering` (one shown question at a time, `index` among the shown questions), `reviewing` (every
 * answer on one page before sending), `submitting` (the `submitAssessment` actor runs), `failed` (the call
 * failed: 'Something went wrong when submitting your responses...'; every answer is kept, the parent can
 * send again or change an answer) and `done` (final: the assessment is recorded).
 *
 * Events: `questionnaire.answer { questionId, answer }` (sets an answer, e.g. typed text),
 * `questionnaire.choose { questionId, responseId }` (chooses one response and moves on at once: one tap per
 * question; on a multi-select question it toggles, as below), `questionnaire.toggle { questionId,
 * responseId }` (a multi-select question, "Choose all that apply": adds or removes one response and stays,
 * the parent moves on with Next), `questionnaire.next`, `questionnaire.back`, `questionnaire.edit { index }` (from the review or a
 * failure, back to a question), `questionnaire.submit` (send, or send again after a failure).
 * Emits `questionnaire.submitted { assessment }` once recorded. A question that must be answered (multiple
 * choice, see `canLeaveQuestion`) cannot be left forward unanswered.
 *
 * Context `moves` counts the moves of the screen (another question, the review, sending, the failure, the
 * thanks), so the view model can ask for the focus to follow each one (`connectQuestionnaire`'s `focusMove`).
 *
 * I/O: the caller provides the `submitAssessment` actor (`POST assessments` with the body of
 * `buildAssessmentSubmission`); keeping answers across a reload is the caller's too (it restores them
 * through the input).
 */
import { and, assign, emit, fromPromise, setup } from 'xstate';
import {
  buildAssessmentSubmission,
  canLeaveQuestion,
  isMultiSelectQuestion,
  isQuestionnaireComplete,
  type QuestionAnswer,
  type QuestionnaireAnswers,
  shownQuestions,
  toggleResponse,
} from './questionnaires.logic';
import type { AssessmentInput, Questionnaire } from './questionnaires.schema';

/** What answering starts from: the questionnaire, the child, and answers kept from before (a reload). */
export interface QuestionnaireMachineInput {
  readonly questionnaire: Questionnaire;
  readonly childId: number;
  /** Answers restored from before, by question id. */
  readonly answers?: QuestionnaireAnswers;
  /** The shown question the parent was on (clamped to the shown questions). */
  readonly index?: number;
}

/** The answering flow's data. */
export interface QuestionnaireMachineContext {
  readonly questionnaire: Questionnaire;
  readonly childId: number;
  readonly answers: QuestionnaireAnswers;
  /** The current question among the shown ones (0-based). */
  readonly index: number;
  /** Whether the last submission failed (kept until the next attempt). */
  readonly failed: boolean;
  /**
   * How many times the screen moved (to another question, the review, sending, the failure or the
   * thanks): the `seq` of the view model's focus move, so the focus follows each move. Absent counts as
   * none (a snapshot built by hand).
   */
  readonly moves?: number;
}

/** What the parent can do while answering. */
export type QuestionnaireMachineEvent =
  | { readonly type: 'questionnaire.answer'; readonly questionId: number; readonly answer: QuestionAnswer }
  | { readonly type: 'questionnaire.choose'; readonly questionId: number; readonly responseId: number }
  | { readonly type: 'questionnaire.toggle'; readonly questionId: number; readonly responseId: number }
  | { readonly type: 'questionnaire.next' }
  | { readonly type: 'questionnaire.back' }
  | { readonly type: 'questionnaire.edit'; readonly index: number }
  | { readonly type: 'questionnaire.submit' };

/** What the flow tells its owner: the answers were recorded, here is what the server answered. */
export type QuestionnaireMachineEmitted = {
  readonly type: 'questionnaire.submitted';
  readonly assessment: unknown;
};

function shownCount(context: QuestionnaireMachineContext, answers = context.answers): number {
  return shownQuestions(context.questionnaire, answers).length;
}

function clampIndex(index: number, count: number): number {
  if (!Number.isInteger(index) || index < 0) return 0;
  return Math.min(index, Math.max(count - 1, 0));
}

/** Goes to shown question `index` (clamped); a move of the screen only when the index changes. */
function toIndex(
  context: QuestionnaireMachineContext,
  index: number,
): Pick<QuestionnaireMachineContext, 'index' | 'moves'> {
  const next = clampIndex(index, shownCount(context));
  const moves = context.moves ?? 0;
  return { index: next, moves: next === context.index ? moves : moves + 1 };
}

function currentCanBeLeft(context: QuestionnaireMachineContext): boolean {
  const question = shownQuestions(context.questionnaire, context.answers)[context.index];
  return question === undefined || canLeaveQuestion(question, context.answers[question.id]);
}

function withAnswer(
  context: QuestionnaireMachineContext,
  questionId: number,
  answer: QuestionAnswer,
): QuestionnaireAnswers {
  return { ...context.answers, [questionId]: answer };
}

/**
 * The answering flow: one question at a time with back and forward; choosing a response moves on at once
 * (on a multi-select question a tap toggles the response and Next moves on);
 * after the last question the review shows every answer; Send posts the assessment once (a second tap while
 * sending does nothing); a failure keeps every answer and offers Send again.
 */
export const questionnaireMachine = setup({
  types: {
    input: {} as QuestionnaireMachineInput,
    context: {} as QuestionnaireMachineContext,
    events: {} as QuestionnaireMachineEvent,
    emitted: {} as QuestionnaireMachineEmitted,
  },
  actors: {
    submitAssessment: fromPromise<unknown, AssessmentInput>(async () => {
      throw new Error(
        'submitAssessment is not provided: pass it with questionnaireMachine.provide({ actors })',
      );
    }),
  },
  guards: {
    canLeave: ({ context }) => currentCanBeLeft(context),
    isLast: ({ context }) => context.index >= shownCount(context) - 1,
    isComplete: ({ context }) => isQuestionnaireComplete(context.questionnaire, context.answers),
    isShownQuestion: ({ context, event }) =>
      event.type === 'questionnaire.edit' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < shownCount(context),
    choosesHere: ({ context, event }) => {
      if (event.type !== 'questionnaire.choose') return false;
      const question = shownQuestions(context.questionnaire, context.answers)[context.index];
      return (
        question?.id === event.questionId &&
        !isMultiSelectQuestion(question) &&
        question.question_responses.some((response) => response.id === event.responseId)
      );
    },
    togglesMultiSelect: ({ context, event }) => {
      if (event.type !== 'questionnaire.toggle' && event.type !== 'questionnaire.choose') return false;
      const question = context.questionnaire.questions.find((q) => q.id === event.questionId);
      return (
        question !== undefined &&
        isMultiSelectQuestion(question) &&
        question.question_responses.some((response) => response.id === event.responseId)
      );
    },
    isLastAfterChoice: ({ context, event }) => {
      if (event.type !== 'questionnaire.choose') return false;
      const answers = withAnswer(context, event.questionId, event.responseId);
      return context.index >= shownCount(context, answers) - 1;
    },
  },
  actions: {
    toggleAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'questionnaire.toggle' || event.type === 'questionnaire.choose'
          ? withAnswer(
              context,
              event.questionId,
              toggleResponse(context.answers[event.questionId], event.responseId),
            )
          : context.answers,
    }),
    setAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'questionnaire.answer'
          ? withAnswer(context, event.questionId, event.answer)
          : event.type === 'questionnaire.choose'
            ? withAnswer(context, event.questionId, event.responseId)
            : context.answers,
    }),
    forward: assign(({ context }) => toIndex(context, context.index + 1)),
    backward: assign(({ context }) => toIndex(context, Math.max(0, context.index - 1))),
    goTo: assign(({ context, event }) =>
      event.type === 'questionnaire.edit' ? toIndex(context, event.index) : {},
    ),
    toLast: assign(({ context }) => toIndex(context, shownCount(context) - 1)),
    moved: assign({ moves: ({ context }) => (context.moves ?? 0) + 1 }),
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => {
    const answers = input.answers ?? {};
    const count = shownQuestions(input.questionnaire, answers).length;
    return {
      questionnaire: input.questionnaire,
      childId: input.childId,
      answers,
      index: clampIndex(input.index ?? 0, count),
      failed: false,
      moves: 0,
    };
  },
  initial: 'answering',
  states: {
    answering: {
      on: {
        'questionnaire.answer': { actions: 'setAnswer' },
        'questionnaire.toggle': { guard: 'togglesMultiSelect', actions: 'toggleAnswer' },
        'questionnaire.choose': [
          { guard: 'togglesMultiSelect', actions: 'toggleAnswer' },
          {
            guard: and(['choosesHere', 'isLastAfterChoice']),
            target: 'reviewing',
            actions: ['setAnswer', 'moved'],
          },
          { guard: 'choosesHere', actions: ['setAnswer', 'forward'] },
          { actions: 'setAnswer' },
        ],
        'questionnaire.next': [
          { guard: and(['isLast', 'canLeave']), target: 'reviewing', actions: 'moved' },
          { guard: 'canLeave', actions: 'forward' },
        ],
        'questionnaire.back': { actions: 'backward' },
        'questionnaire.edit': { guard: 'isShownQuestion', actions: 'goTo' },
      },
    },
    reviewing: {
      on: {
        'questionnaire.back': { target: 'answering', actions: ['toLast', 'moved'] },
        'questionnaire.edit': { guard: 'isShownQuestion', target: 'answering', actions: ['goTo', 'moved'] },
        'questionnaire.submit': { guard: 'isComplete', target: 'submitting', actions: 'moved' },
      },
    },
    submitting: {
      entry: assign({ failed: false }),
      invoke: {
        id: 'submitAssessment',
        src: 'submitAssessment',
        input: ({ context }) =>
          buildAssessmentSubmission(context.questionnaire, context.answers, context.childId),
        onDone: {
          target: 'done',
          actions: [
            'moved',
            emit(({ event }) => ({
              type: 'questionnaire.submitted' as const,
              assessment: event.output,
            })),
          ],
        },
        onError: { target: 'failed', actions: [assign({ failed: true }), 'moved'] },
      },
    },
    failed: {
      on: {
        'questionnaire.submit': { target: 'submitting', actions: 'moved' },
        'questionnaire.edit': { guard: 'isShownQuestion', target: 'answering', actions: ['goTo', 'moved'] },
        'questionnaire.back': { target: 'answering', actions: ['toLast', 'moved'] },
      },
    },
    done: { type: 'final' },
  },
});
