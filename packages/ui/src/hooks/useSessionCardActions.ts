import type { SessionActionsMachineInput, SessionCardApi, SessionCardCalls } from '@attune/core';
import { connectSessionCard, sessionActionsMachine } from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link useSessionCardActions}: the machine's input (`childId` 0 when unknown) and the app's calls. */
export interface UseSessionCardActionsOptions
  extends Omit<SessionActionsMachineInput, 'childId'>,
    SessionCardCalls {
  readonly childId?: number;
}

/** Binds the core's `sessionActionsMachine` to React (`connectSessionCard`); one actor per render of a session. */
export function useSessionCardActions(options: UseSessionCardActionsOptions): SessionCardApi {
  const { session, today, plan, childId = 0, updateItems, reloadPlans } = options;
  const [expanded, onExpandedChange] = useState<boolean>();
  const machine = sessionActionsMachine.provide({
    actors: {
      updateItems: fromPromise(({ input }) => updateItems(input)),
      reloadPlans: fromPromise(async ({ input }) => reloadPlans?.(input.childId)),
    },
  });
  const [snapshot, send] = useMachine(machine, { input: { session, today, plan, childId } });
  const card = connectSessionCard(snapshot, send, { expanded, onExpandedChange });
  const latest = useLatest(options);
  useEffect(() => {
    if (card.started) latest.current.onStart(card.started);
    if (card.outcome) latest.current.onDone?.(card.outcome);
  }, [card.started, card.outcome, latest]);
  return card;
}
