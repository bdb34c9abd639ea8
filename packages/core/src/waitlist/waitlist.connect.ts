/**
 * The waiting-list panel as a view model, in the style of zag's `connect()`: from a snapshot of the
 * `waitlistMachine`, whether Join or the confirmation shows, the Join button's state and words (as
 * locale keys), the error while it shows (3.5 s), and the join command.
 */
import type { SnapshotFrom } from 'xstate';
import type { WaitlistError } from './waitlist.logic';
import type { WaitlistMachineEvent, waitlistMachine } from './waitlist.machine';

/** A snapshot of the `waitlistMachine`. */
export type WaitlistSnapshot = Pick<SnapshotFrom<typeof waitlistMachine>, 'value' | 'context'>;

/** Sends an event to the waiting-list panel's machine (an actor's `send`). */
export type WaitlistSend = (event: WaitlistMachineEvent) => void;

/** `notInList` (Join shows), `loading` (joining), `joined` (the confirmation shows), `error` (for 3.5 s). */
export type WaitlistStatus = 'notInList' | 'loading' | 'joined' | 'error';

/** The props of the Join button: busy while joining, disabled while the error shows. */
export interface WaitlistJoinButtonProps {
  readonly busy: boolean;
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/** The waiting-list panel's view model. */
export interface WaitlistApi {
  readonly status: WaitlistStatus;
  /** Whether the family is being added to the waiting list (the panel and Join are busy). */
  readonly busy: boolean;
  /** Whether the family is on the waiting list: the confirmation shows instead of Join. */
  readonly joined: boolean;
  /** Why the last attempt failed, while the error shows; null otherwise. */
  readonly error: WaitlistError | null;
  /** The Join button's words: 'waitlist.joining' while joining, else 'waitlist.join'. */
  readonly joinLabel: 'waitlist.join' | 'waitlist.joining';
  /** The error line's words while the error shows ('Something went wrong. Please try again.'), else null. */
  readonly errorKey: 'errors.waitlist' | null;
  /** The props of the Join button. */
  getJoinButtonProps(): WaitlistJoinButtonProps;
  /** Joins the waiting list. */
  join(): void;
}

/**
 * The waiting-list panel's view model from a snapshot of its machine: Join (busy and 'Joining' while
 * the call runs), then the confirmation; a failure shows for 3.5 s, with Join disabled, then Join is
 * offered again.
 */
export function connectWaitlist(snapshot: WaitlistSnapshot, send: WaitlistSend): WaitlistApi {
  const status: WaitlistStatus = snapshot.value;
  const join = () => send({ type: 'waitlist.join' });
  return {
    status,
    busy: status === 'loading',
    joined: status === 'joined',
    error: snapshot.context.error,
    joinLabel: status === 'loading' ? 'waitlist.joining' : 'waitlist.join',
    errorKey: status === 'error' ? 'errors.waitlist' : null,
    getJoinButtonProps: () => ({ busy: status === 'loading', disabled: status === 'error', onClick: join }),
    join,
  };
}
