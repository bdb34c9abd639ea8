import { type WaitListItem, type WaitlistError, waitlistMachine } from '@attune/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
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

/** The waiting-list panel's view model. */
export interface WaitlistView {
  /** `notInList` (Join shows), `loading`, `joined` (confirmation shows), `error` (for 3.5 s). */
  readonly status: 'notInList' | 'loading' | 'joined' | 'error';
  /** Why the last attempt failed, while the error shows. */
  readonly error: WaitlistError | null;
  /** Joins the waiting list. */
  readonly join: () => void;
}

/** Binds the core's `waitlistMachine`: not in list, loading, joined, or an error for 3.5 s. */
export function useWaitlist(options: UseWaitlistOptions): WaitlistView {
  const latest = useLatest(options);
  const actor = useActorRef(
    waitlistMachine.provide({
      actors: {
        joinWaitlist: fromPromise(({ input }) => latest.current.joinWaitlist(input.waitListItem)),
      },
    }),
    { input: { waitListItem: options.waitListItem, joined: options.joined ?? false } },
  );
  const status = useSelector(actor, (snapshot) => snapshot.value);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  useEffect(() => {
    const subscription = actor.on('waitlist.joined', (event) =>
      latest.current.onJoined?.(event.waitListItem),
    );
    return () => subscription.unsubscribe();
  }, [actor, latest]);

  return useMemo(
    () => ({ status, error, join: () => actor.send({ type: 'waitlist.join' }) }),
    [actor, status, error],
  );
}
