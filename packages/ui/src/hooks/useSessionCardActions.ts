import {
  isCardExpandable,
  type QuickActions,
  quickActions,
  type Session,
  type SessionActionOutcome,
  type SessionStatus,
  type SkipReschedule,
  type StartButton,
  type StartTarget,
  sessionActionsMachine,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
  type UpdateItemsInput,
} from '@attune/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link useSessionCardActions}. */
export interface UseSessionCardActionsOptions {
  readonly session: Session;
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  /** The plan's slug or title, for what skipping does ('coexisting-conditions' comes back in 14 days). */
  readonly plan: string;
  /** The child the session belongs to (handed to the callbacks through the core machine). */
  readonly childId?: number;
  /** Goes to the plan intro or the next item (after 'Start Early' is confirmed when asked). */
  readonly onStart: (target: StartTarget) => void;
  /**
   * Saves a quick action: marks every remaining item complete or skipped (`PATCH child_activity_items/{id}`
   * for each change). Rejects on failure.
   */
  readonly updateItems: (input: UpdateItemsInput) => Promise<unknown>;
  /** Reloads the child's plans after a quick action; a failure is ignored (the items were saved). */
  readonly reloadPlans?: (childId: number) => Promise<unknown>;
  /** Called once a quick action is saved and the plans reloaded. */
  readonly onDone?: (outcome: SessionActionOutcome) => void;
}

/** Which confirmation a session card shows. */
export type SessionCardDialog = 'complete' | 'skip' | 'start-early' | null;

/** The session card's view model. */
export interface SessionCardView {
  readonly status: SessionStatus;
  readonly start: StartButton;
  readonly quick: QuickActions;
  /** Whether the card can open (not complete or skipped). */
  readonly expandable: boolean;
  readonly expanded: boolean;
  readonly toggleExpanded: () => void;
  /** The open confirmation dialog, if any (it stays open, busy, while the action is saved). */
  readonly dialog: SessionCardDialog;
  /** What skipping will do (rescheduled 14 or 7 days later, or generic). */
  readonly skipEffect: SkipReschedule;
  /** Whether a quick action is being saved or the plans reloaded. */
  readonly busy: boolean;
  /** Whether the last quick action failed (shown for 3.5 s). */
  readonly failed: boolean;
  /** The start button: asks first when starting early, otherwise starts. */
  readonly requestStart: () => void;
  readonly requestComplete: () => void;
  readonly requestSkip: () => void;
  /** Confirms the open dialog. */
  readonly confirm: () => void;
  /** Closes the open dialog without doing anything. */
  readonly cancel: () => void;
}

/**
 * A session card's rules (status line, start button, quick actions, expansion) from the core, and its
 * actions through the core's `sessionActionsMachine`: Start (asking 'Start Early' first for a pending
 * session), Mark as Complete and Skip Session, each confirmed; a failed save shows for 3.5 seconds.
 * One actor serves one render of a session: give the component a new `key` when the session changes.
 */
export function useSessionCardActions(options: UseSessionCardActionsOptions): SessionCardView {
  const { session, today, plan } = options;
  const latest = useLatest(options);
  const [expanded, setExpanded] = useState(() => startsExpanded(session));
  const actor = useActorRef(
    sessionActionsMachine.provide({
      actors: {
        updateItems: fromPromise(({ input }) => latest.current.updateItems(input)),
        reloadPlans: fromPromise(async ({ input }) => latest.current.reloadPlans?.(input.childId)),
      },
    }),
    { input: { session, today, plan, childId: options.childId ?? 0 } },
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const outcome = useSelector(actor, (snapshot) => snapshot.context.outcome);
  const target = useSelector(actor, (snapshot) => snapshot.context.target);
  const [lastDialog, setLastDialog] = useState<SessionCardDialog>(null);

  useEffect(() => {
    if (state === 'started' && target) latest.current.onStart(target);
    if (state === 'done' && outcome) latest.current.onDone?.(outcome);
  }, [state, target, outcome, latest]);

  const rules = useMemo(
    () => ({
      status: sessionStatus(session, today),
      start: startButton(session, today),
      quick: quickActions(session, today),
      expandable: isCardExpandable(session),
      skipEffect: skipReschedule(plan, today),
    }),
    [session, today, plan],
  );

  const dialog: SessionCardDialog =
    state === 'confirmingStart'
      ? 'start-early'
      : state === 'confirmingComplete' || (state === 'completing' && lastDialog === 'complete')
        ? 'complete'
        : state === 'confirmingSkip' || state === 'skipping'
          ? 'skip'
          : state === 'reloading'
            ? lastDialog
            : null;

  return {
    ...rules,
    expanded: expanded && rules.expandable,
    toggleExpanded: () => {
      if (rules.expandable) setExpanded((open) => !open);
    },
    dialog,
    busy: state === 'completing' || state === 'skipping' || state === 'reloading',
    failed: state === 'error',
    requestStart: () => actor.send({ type: 'session.start' }),
    requestComplete: () => {
      setLastDialog('complete');
      actor.send({ type: 'session.complete' });
    },
    requestSkip: () => {
      setLastDialog('skip');
      actor.send({ type: 'session.skip' });
    },
    confirm: () => actor.send({ type: 'session.confirm' }),
    cancel: () => actor.send({ type: 'session.cancel' }),
  };
}
