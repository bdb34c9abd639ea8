/**
 * The actions of a session card: Start (with the Start Early confirmation), Mark as Complete and Skip
 * Session (each with its confirmation dialog).
 *
 * States: `idle`; `confirmingStart`, `confirmingComplete`, `confirmingSkip` (a dialog is open);
 * `completing`, `skipping` (the remaining items are being saved); `reloading` (the child's plans
 * reload); `error` (saving failed: shown for 3.5 seconds, then back to `idle`); and two final states,
 * `started` (go to `context.target`) and `done` (`context.outcome` says what happened, with the skip
 * reschedule for the message).
 * Events: `session.start`, `session.complete`, `session.skip`, `session.confirm`, `session.cancel`.
 * I/O: the caller provides `updateItems` (one `PATCH child_activity_items/{id}` per change) and
 * `reloadPlans` (the child's plans).
 *
 * One actor serves one card for one render of a session: after `done` the card is rebuilt from the
 * reloaded plans, with a new actor.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type ItemChange,
  type QuickAction,
  quickActionChanges,
  quickActions,
  type SessionFacts,
  type SkipReschedule,
  type StartTarget,
  skipReschedule,
  startButton,
} from './sessions.logic';

/** What a session card's actions start from. */
export interface SessionActionsMachineInput {
  readonly session: SessionFacts;
  readonly childId: number;
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  /** The plan's key or title, for the skip reschedule ('coexisting-conditions', 'medication-insights'). */
  readonly plan: string;
}

/** What happened once the card's action is done. */
export type SessionActionOutcome =
  | { readonly kind: 'completed' }
  | { readonly kind: 'skipped'; readonly reschedule: SkipReschedule };

/** The session card actions' data. */
export interface SessionActionsMachineContext extends SessionActionsMachineInput {
  /** Where Start goes, once started. */
  readonly target: StartTarget | null;
  readonly outcome: SessionActionOutcome | null;
  /** Whether saving failed, while the error shows. */
  readonly error: { readonly kind: 'save-failed' } | null;
}

/** What the parent can do on a session card. */
export type SessionActionsMachineEvent =
  | { readonly type: 'session.start' }
  | { readonly type: 'session.complete' }
  | { readonly type: 'session.skip' }
  | { readonly type: 'session.confirm' }
  | { readonly type: 'session.cancel' };

/** What the `updateItems` actor is given: the child and one change per remaining item. */
export interface UpdateItemsInput {
  readonly childId: number;
  readonly action: QuickAction;
  readonly changes: readonly ItemChange[];
}

function notProvided(name: string): never {
  throw new Error(`${name} is not provided: pass it with sessionActionsMachine.provide({ actors })`);
}

/**
 * The session card's actions. Start goes straight to the plan intro or the next item, except for a
 * pending session, which first asks 'Start Early'. Mark as Complete and Skip Session are offered only
 * when `quickActions` shows them; each asks for confirmation, then marks every remaining item complete
 * (or skipped), reloads the child's plans and finishes with the outcome; a skip carries its reschedule
 * (14 days for coexisting conditions, 7 for medication insights, else the generic message). A failed
 * save shows an error for 3.5 seconds and the card is as it was; a failed reload still finishes,
 * because the items were saved.
 */
export const sessionActionsMachine = setup({
  types: {
    input: {} as SessionActionsMachineInput,
    context: {} as SessionActionsMachineContext,
    events: {} as SessionActionsMachineEvent,
  },
  actors: {
    updateItems: fromPromise<unknown, UpdateItemsInput>(async () => notProvided('updateItems')),
    reloadPlans: fromPromise<unknown, { readonly childId: number }>(async () => notProvided('reloadPlans')),
  },
  delays: { errorDisplay: 3500 },
  guards: {
    canComplete: ({ context }) => quickActions(context.session, context.today).complete,
    canSkip: ({ context }) => quickActions(context.session, context.today).skip,
    startsEarly: ({ context }) => startButton(context.session, context.today).confirm,
    hasStartTarget: ({ context }) => startButton(context.session, context.today).target !== null,
  },
  actions: {
    setStartTarget: assign({ target: ({ context }) => startButton(context.session, context.today).target }),
  },
}).createMachine({
  id: 'sessionActions',
  context: ({ input }) => ({ ...input, target: null, outcome: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.start': [
          { guard: 'startsEarly', target: 'confirmingStart' },
          { guard: 'hasStartTarget', target: 'started', actions: 'setStartTarget' },
        ],
        'session.complete': { guard: 'canComplete', target: 'confirmingComplete' },
        'session.skip': { guard: 'canSkip', target: 'confirmingSkip' },
      },
    },
    confirmingStart: {
      on: {
        'session.confirm': [
          { guard: 'hasStartTarget', target: 'started', actions: 'setStartTarget' },
          { target: 'idle' },
        ],
        'session.cancel': 'idle',
      },
    },
    confirmingComplete: {
      on: { 'session.confirm': 'completing', 'session.cancel': 'idle' },
    },
    confirmingSkip: {
      on: { 'session.confirm': 'skipping', 'session.cancel': 'idle' },
    },
    completing: {
      invoke: {
        id: 'updateItems',
        src: 'updateItems',
        input: ({ context }) => ({
          childId: context.childId,
          action: 'complete' as const,
          changes: quickActionChanges(context.session, 'complete'),
        }),
        onDone: { target: 'reloading', actions: assign({ outcome: { kind: 'completed' } }) },
        onError: { target: 'error', actions: assign({ error: { kind: 'save-failed' } }) },
      },
    },
    skipping: {
      invoke: {
        id: 'updateItems',
        src: 'updateItems',
        input: ({ context }) => ({
          childId: context.childId,
          action: 'skip' as const,
          changes: quickActionChanges(context.session, 'skip'),
        }),
        onDone: {
          target: 'reloading',
          actions: assign({
            outcome: ({ context }) => ({
              kind: 'skipped' as const,
              reschedule: skipReschedule(context.plan, context.today),
            }),
          }),
        },
        onError: { target: 'error', actions: assign({ error: { kind: 'save-failed' } }) },
      },
    },
    reloading: {
      invoke: {
        id: 'reloadPlans',
        src: 'reloadPlans',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: 'done',
        onError: 'done',
      },
    },
    error: {
      after: { errorDisplay: { target: 'idle', actions: assign({ error: null }) } },
    },
    started: { type: 'final' },
    done: { type: 'final' },
  },
});
