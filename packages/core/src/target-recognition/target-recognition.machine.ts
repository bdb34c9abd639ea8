/**
 * A weekly Target Recognition task, played in the browser.
 *
 * States: `ready` (the task's level and its sets are shown; Start), `playing` (one set at a time: the
 * target and the choices; the child taps one), `submitting` (the answers are posted), `done` (final: the
 * server's result), `error` (posting failed: the answers are kept, the failure is kept in `failure` for the
 * screen to say why, and Try again posts the same answers again).
 * Events: `tr.start { at }`, `tr.choose { index, at }`, `tr.retry`. Time comes in the events (`at`, in
 * milliseconds of any clock the caller keeps): a set's response time is the time between the event that
 * showed it (start, or the previous answer) and the answer; the core never reads a clock.
 * I/O: the caller provides the `postResult` actor (`POST target_recognition/results`), given the seed and
 * the answers, and answering the stored result.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CognitiveResult } from '../children/children.schema';
import { type TargetSet, targetRecognitionSets, targetResponses } from './target-recognition.logic';
import type { TargetAnswer } from './target-recognition.schema';

/** What a task starts from: its level and number of sets (the server's next task) and the seed of its sets. */
export interface TargetRecognitionMachineInput {
  readonly level: number;
  readonly sets: number;
  readonly seed: number;
}

/** The task's data. */
export interface TargetRecognitionMachineContext {
  readonly level: number;
  readonly seed: number;
  readonly sets: readonly TargetSet[];
  /** The answers so far, one per set played. */
  readonly answers: readonly TargetAnswer[];
  /** When the set on screen was shown (`at` of the event that showed it); null before Start. */
  readonly shownAt: number | null;
  /** The stored result, once posted. */
  readonly result: CognitiveResult | null;
  /** Why the last post failed (what the `postResult` actor threw), while in `error`; null otherwise. */
  readonly failure: unknown;
}

/** What the child and the parent can do. */
export type TargetRecognitionMachineEvent =
  | { readonly type: 'tr.start'; readonly at: number }
  | { readonly type: 'tr.choose'; readonly index: number; readonly at: number }
  | { readonly type: 'tr.retry' };

/** What the `postResult` actor is given. */
export interface PostTargetRecognitionInput {
  readonly seed: number;
  readonly answers: readonly TargetAnswer[];
}

/** The flow of one task: Start, every set once, then the answers are posted and the result shows. */
export const targetRecognitionMachine = setup({
  types: {
    input: {} as TargetRecognitionMachineInput,
    context: {} as TargetRecognitionMachineContext,
    events: {} as TargetRecognitionMachineEvent,
  },
  actors: {
    postResult: fromPromise<CognitiveResult, PostTargetRecognitionInput>(async () => {
      throw new Error(
        'postResult is not provided: pass it with targetRecognitionMachine.provide({ actors })',
      );
    }),
  },
  guards: {
    validChoice: ({ context, event }) => {
      if (event.type !== 'tr.choose') return false;
      const set = context.sets[context.answers.length];
      return (
        set !== undefined &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < set.choices.length
      );
    },
  },
  actions: {
    record: assign(({ context, event }) => {
      if (event.type !== 'tr.choose') return {};
      const set = context.sets[context.answers.length];
      const choice = set?.choices[event.index];
      if (!choice) return {};
      const response_ms = Math.max(0, Math.round(event.at - (context.shownAt ?? event.at)));
      return { answers: [...context.answers, { choice, response_ms }], shownAt: event.at };
    }),
  },
}).createMachine({
  id: 'targetRecognition',
  context: ({ input }) => ({
    level: input.level,
    seed: input.seed,
    sets: targetRecognitionSets(input.level, input.sets, input.seed),
    answers: [],
    shownAt: null,
    result: null,
    failure: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'tr.start': { target: 'playing', actions: assign({ shownAt: ({ event }) => event.at }) } },
    },
    playing: {
      on: {
        'tr.choose': { guard: 'validChoice', actions: 'record' },
      },
      always: { guard: ({ context }) => context.answers.length >= context.sets.length, target: 'submitting' },
    },
    submitting: {
      invoke: {
        id: 'postResult',
        src: 'postResult',
        input: ({ context }) => ({ seed: context.seed, answers: context.answers }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    error: { on: { 'tr.retry': { target: 'submitting', actions: assign({ failure: null }) } } },
    done: { type: 'final' },
  },
});

/** How many of the answers so far were right (the game shows no score before the end; tests and stories do). */
export function correctSoFar(context: Pick<TargetRecognitionMachineContext, 'sets' | 'answers'>): number {
  return targetResponses(context.sets, context.answers).filter((response) => response.correct).length;
}
