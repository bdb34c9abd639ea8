import {
  type ItemChange,
  isCardExpandable,
  type QuickAction,
  type QuickActions,
  quickActionChanges,
  quickActions,
  type Session,
  type SessionStatus,
  type SkipReschedule,
  type StartButton,
  type StartTarget,
  sessionStatus,
  skipReschedule,
  startButton,
  startsExpanded,
} from '@attune/core';
import { useCallback, useMemo, useState } from 'react';
import { useLatest } from './useLatest';

/** Options of {@link useSessionCardActions}. */
export interface UseSessionCardActionsOptions {
  readonly session: Session;
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  /** The plan's slug or title, for what skipping does ('coexisting-conditions' comes back in 14 days). */
  readonly plan: string;
  /** Goes to the plan intro or the next item (after 'Start Early' is confirmed when asked). */
  readonly onStart: (target: StartTarget | null) => void;
  /**
   * Applies a quick action: marks every remaining item complete or skipped
   * (`PATCH child_activity_items/{id}` each), then reloads the child's plans. Rejects on failure.
   */
  readonly onQuickAction: (action: QuickAction, changes: readonly ItemChange[]) => Promise<unknown>;
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
  /** The open confirmation dialog, if any. */
  readonly dialog: SessionCardDialog;
  /** What skipping will do (rescheduled 14 or 7 days later, or generic). */
  readonly skipEffect: SkipReschedule;
  /** Whether a quick action is being applied. */
  readonly busy: boolean;
  /** Whether the last quick action failed. */
  readonly failed: boolean;
  /** The start button: asks first when starting early, otherwise starts. */
  readonly requestStart: () => void;
  readonly requestComplete: () => void;
  readonly requestSkip: () => void;
  /** Confirms the open dialog. */
  readonly confirm: () => Promise<void>;
  /** Closes the open dialog without doing anything. */
  readonly cancel: () => void;
}

/**
 * A session card's rules (status line, start button, quick actions, expansion) from the core, and its
 * three confirmations: Mark as Complete, Skip Session and Start Early.
 */
export function useSessionCardActions(options: UseSessionCardActionsOptions): SessionCardView {
  const { session, today, plan } = options;
  const latest = useLatest(options);
  const [expanded, setExpanded] = useState(() => startsExpanded(session));
  const [dialog, setDialog] = useState<SessionCardDialog>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

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

  const confirm = useCallback(async () => {
    const current = latest.current;
    if (dialog === 'start-early') {
      setDialog(null);
      current.onStart(startButton(current.session, current.today).target);
      return;
    }
    if (dialog === null) return;
    setBusy(true);
    setFailed(false);
    try {
      await current.onQuickAction(dialog, quickActionChanges(current.session, dialog));
      setDialog(null);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [dialog, latest]);

  return {
    ...rules,
    expandable: rules.expandable,
    expanded: expanded && rules.expandable,
    toggleExpanded: () => {
      if (rules.expandable) setExpanded((open) => !open);
    },
    dialog,
    busy,
    failed,
    requestStart: () => {
      if (rules.start.confirm) setDialog('start-early');
      else latest.current.onStart(rules.start.target);
    },
    requestComplete: () => {
      setFailed(false);
      setDialog('complete');
    },
    requestSkip: () => {
      setFailed(false);
      setDialog('skip');
    },
    confirm,
    cancel: () => {
      if (!busy) setDialog(null);
    },
  };
}
