import { connectWaitlist, type WaitListItem, type WaitlistApi, waitlistMachine } from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link useWaitlist}: the add-on's waiting-list item and how to join it. */
export interface UseWaitlistOptions {
  /** The add-on's waiting-list item; without one, joining fails. */
  readonly waitListItem: WaitListItem | null | undefined;
  /** Whether the family is already on this waiting list (the panel opens on 'joined'). */
  readonly joined?: boolean;
  /** Joins the waiting list (`POST users/wait_list_items`); rejects when the call fails. */
  readonly joinWaitlist: (waitListItem: WaitListItem) => Promise<unknown>;
  /** Called once joined (for analytics `add_wait_list_item` and the stored wait list). */
  readonly onJoined?: (waitListItem: WaitListItem) => void;
}

/** Binds the core's `waitlistMachine` to React (`connectWaitlist`): not in list, loading, joined, or an error for 3.5 s. */
export function useWaitlist(options: UseWaitlistOptions): WaitlistApi {
  const [snapshot, send, actor] = useMachine(
    waitlistMachine.provide({
      actors: { joinWaitlist: fromPromise(({ input }) => options.joinWaitlist(input.waitListItem)) },
    }),
    { input: { waitListItem: options.waitListItem, joined: options.joined ?? false } },
  );
  const onJoined = useLatest(options.onJoined);
  useEffect(() => {
    const subscription = actor.on('waitlist.joined', (event) => onJoined.current?.(event.waitListItem));
    return () => subscription.unsubscribe();
  }, [actor, onJoined]);
  return connectWaitlist(snapshot, send);
}
