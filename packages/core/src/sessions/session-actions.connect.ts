/**
 * A session card as a view model, in the style of zag's `connect()`: the card's rules (status line,
 * start button, quick actions, what skipping does, whether it opens) and, from a snapshot of the
 * `sessionActionsMachine`, which confirmation is open, whether it is saving, and the commands of its
 * buttons. Framework-free: the screen keeps only whether the card is open (`expanded`), which is not
 * the machine's business.
 */
import type { SnapshotFrom } from 'xstate';
import type {
  SessionActionOutcome,
  SessionActionsMachineEvent,
  sessionActionsMachine,
  UpdateItemsInput,
} from './session-actions.machine';
import {
  isCardExpandable,
  type QuickActions,
  quickActions,
  type SessionStatus,
  type SkipReschedule,
  type StartButton,
  type StartTarget,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
} from './sessions.logic';

/** A snapshot of the `sessionActionsMachine`. */
export type SessionActionsSnapshot = Pick<SnapshotFrom<typeof sessionActionsMachine>, 'value' | 'context'>;

/** Sends an event to a session card's machine (an actor's `send`). */
export type SessionActionsSend = (event: SessionActionsMachineEvent) => void;

/**
 * The calls an app gives a session card, as plain functions (whatever the framework): where Start goes,
 * how a quick action is saved and the plans reloaded, and what happens once it is done.
 */
export interface SessionCardCalls {
  /** Goes to the plan intro or the next item (after 'Start Early' is confirmed when asked). */
  readonly onStart: (target: StartTarget) => void;
  /** Marks every remaining item complete or skipped (`PATCH child_activity_items/{id}`); rejects on failure. */
  readonly updateItems: (input: UpdateItemsInput) => Promise<unknown>;
  /** Reloads the child's plans after a quick action; a failure is ignored (the items were saved). */
  readonly reloadPlans?: (childId: number) => Promise<unknown>;
  /** Called once a quick action is saved and the plans reloaded (a skip carries its reschedule). */
  readonly onDone?: (outcome: SessionActionOutcome) => void;
}

/** Which confirmation a session card shows: 'Mark as Complete', 'Skip Session' or 'Start Early'. */
export type SessionCardDialog = 'complete' | 'skip' | 'start-early';

/**
 * What the screen passes in: whether the card is open (undefined until the parent opens or closes it:
 * the card then starts open when the session is primed), and how to open or close it.
 */
export interface SessionCardConnectProps {
  readonly expanded: boolean | undefined;
  readonly onExpandedChange: (expanded: boolean) => void;
}

/**
 * What the skip confirmation says will happen, as a locale key and its values: the session comes back
 * `days` days from today (the number is core's {@link SkipReschedule}, never written in the text), or the
 * generic message.
 */
export interface SkipMessage {
  readonly key: 'session.skipDialog.rescheduled' | 'session.skipDialog.generic';
  /** `days` for `rescheduled`; nothing for the generic message. */
  readonly values: { readonly days?: number };
}

/** The props of a confirmation dialog: open or not, and closing it cancels. */
export interface SessionDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The props of a dialog's confirm button: busy while the action is saved. */
export interface SessionConfirmButtonProps {
  readonly busy: boolean;
  readonly onClick: () => void;
}

/** The props of a dialog's cancel button: disabled while the action is saved. */
export interface SessionCancelButtonProps {
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** The session card's view model. */
export interface SessionCardApi {
  readonly status: SessionStatus;
  readonly start: StartButton;
  readonly quick: QuickActions;
  /** Whether the card can open (not complete or skipped). */
  readonly expandable: boolean;
  /** Whether the card is open (never when it cannot open; at first, when the session is primed). */
  readonly expanded: boolean;
  /** Opens or closes the card (only one that can open). */
  toggleExpanded(): void;
  /** The open confirmation, if any; it stays open, busy, while its action is saved. */
  readonly dialog: SessionCardDialog | null;
  /** What skipping will do (rescheduled 14 or 7 days later, or generic). */
  readonly skipEffect: SkipReschedule;
  /** The skip confirmation's message, as a locale key and its values. */
  readonly skipMessage: SkipMessage;
  /** Whether a quick action is being saved or the plans reloaded. */
  readonly busy: boolean;
  /** Whether the last quick action failed (shown for 3.5 s): the message is `errors.sessionAction`. */
  readonly failed: boolean;
  /** Where Start went, once started (the screen navigates there), else null. */
  readonly started: StartTarget | null;
  /** What the quick action did, once saved and the plans reloaded, else null. */
  readonly outcome: SessionActionOutcome | null;
  /** The start button: asks first when starting early, otherwise starts. */
  requestStart(): void;
  /** 'Mark as Complete': opens its confirmation. */
  requestComplete(): void;
  /** 'Skip Session': opens its confirmation. */
  requestSkip(): void;
  /** Confirms the open dialog. */
  confirm(): void;
  /** Closes the open dialog without doing anything. */
  cancel(): void;
  /** The props of the confirmation dialog of `kind`. */
  getDialogProps(kind: SessionCardDialog): SessionDialogProps;
  /** The props of the open dialog's confirm button. */
  getConfirmButtonProps(): SessionConfirmButtonProps;
  /** The props of the open dialog's cancel button. */
  getCancelButtonProps(): SessionCancelButtonProps;
}

/** The open confirmation in each state of the machine; while reloading, the outcome says which it was. */
function sessionCardDialog(snapshot: SessionActionsSnapshot): SessionCardDialog | null {
  switch (snapshot.value) {
    case 'confirmingStart':
      return 'start-early';
    case 'confirmingComplete':
    case 'completing':
      return 'complete';
    case 'confirmingSkip':
    case 'skipping':
      return 'skip';
    case 'reloading':
      return snapshot.context.outcome?.kind === 'skipped' ? 'skip' : 'complete';
    default:
      return null;
  }
}

function skipMessageOf(effect: SkipReschedule): SkipMessage {
  if (effect.kind === 'generic') return { key: 'session.skipDialog.generic', values: {} };
  return { key: 'session.skipDialog.rescheduled', values: { days: effect.days } };
}

/**
 * The session card's view model from a snapshot of its `sessionActionsMachine`: the card's rules for
 * the session and the family's day, the open confirmation (Start Early, Mark as Complete, Skip
 * Session), busy while the remaining items are saved and the plans reload, failed for 3.5 s after a
 * failed save, and, once finished, where Start goes or what the quick action did.
 */
export function connectSessionCard(
  snapshot: SessionActionsSnapshot,
  send: SessionActionsSend,
  props: SessionCardConnectProps,
): SessionCardApi {
  const { session, today, plan } = snapshot.context;
  const state = snapshot.value;
  const expandable = isCardExpandable(session);
  const expanded = (props.expanded ?? startsExpanded(session)) && expandable;
  const skipEffect = skipReschedule(plan, today);
  const busy = state === 'completing' || state === 'skipping' || state === 'reloading';
  const dialog = sessionCardDialog(snapshot);
  const confirm = () => send({ type: 'session.confirm' });
  const cancel = () => send({ type: 'session.cancel' });
  return {
    status: sessionStatus(session, today),
    start: startButton(session, today),
    quick: quickActions(session, today),
    expandable,
    expanded,
    toggleExpanded: () => {
      if (expandable) props.onExpandedChange(!expanded);
    },
    dialog,
    skipEffect,
    skipMessage: skipMessageOf(skipEffect),
    busy,
    failed: state === 'error',
    started: state === 'started' ? snapshot.context.target : null,
    outcome: state === 'done' ? snapshot.context.outcome : null,
    requestStart: () => send({ type: 'session.start' }),
    requestComplete: () => send({ type: 'session.complete' }),
    requestSkip: () => send({ type: 'session.skip' }),
    confirm,
    cancel,
    getDialogProps: (kind) => ({ open: dialog === kind, onClose: cancel }),
    getConfirmButtonProps: () => ({ busy, onClick: confirm }),
    getCancelButtonProps: () => ({ disabled: busy, onClick: cancel }),
  };
}
