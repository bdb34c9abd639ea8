/**
 * The waiting-list panel of an add-on that is not available yet.
 *
 * States: `notInList` (the parent can join), `loading` (joining), `joined` (final: the confirmation
 * message shows), `error` ('Something went wrong. Please try again.' for 3.5 seconds, then back to
 * `notInList`). Event: `waitlist.join`. Emits `waitlist.joined` once joined, for analytics
 * (`add_wait_list_item`) and to add the item to the family's stored wait list.
 * I/O: the caller provides the `joinWaitlist` actor (`POST users/wait_list_items { product_id }`, which
 * must answer 200).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { WaitlistError } from './waitlist.logic';
import type { WaitListItem } from './waitlist.schema';

/** What the waiting-list panel starts from. */
export interface WaitlistMachineInput {
  /** The add-on's waiting-list item; without one, joining fails with `no-waitlist-item`. */
  readonly waitListItem: WaitListItem | null | undefined;
  /** Whether the family has already joined (the panel then opens on `joined`). */
  readonly joined?: boolean;
}

/** The waiting-list panel's data. */
export interface WaitlistMachineContext {
  readonly waitListItem: WaitListItem | null;
  readonly alreadyJoined: boolean;
  /** Why the last attempt failed, while the error shows; null otherwise. */
  readonly error: WaitlistError | null;
}

/** What the parent can do on the waiting-list panel. */
export type WaitlistMachineEvent = { readonly type: 'waitlist.join' };

/** What the panel tells its owner: the family joined the waiting list for this item. */
export type WaitlistMachineEmitted = {
  readonly type: 'waitlist.joined';
  readonly waitListItem: WaitListItem;
};

/** What the `joinWaitlist` actor is given: the item to join. */
export interface JoinWaitlistInput {
  readonly waitListItem: WaitListItem;
}

function requireItem(item: WaitListItem | null): WaitListItem {
  // The `hasWaitListItem` guard keeps this from failing; the check keeps the types honest.
  if (item === null) throw new Error('waitListItem is required to join the waiting list');
  return item;
}

/**
 * The waiting-list flow: joining needs the add-on's waiting-list item (without one it fails with
 * `no-waitlist-item`); while the call runs the panel is `loading`; success shows `joined`, a failure
 * shows the error for 3.5 seconds (`errorDisplay`) and then lets the parent try again.
 */
export const waitlistMachine = setup({
  types: {
    input: {} as WaitlistMachineInput,
    context: {} as WaitlistMachineContext,
    events: {} as WaitlistMachineEvent,
    emitted: {} as WaitlistMachineEmitted,
  },
  actors: {
    joinWaitlist: fromPromise<unknown, JoinWaitlistInput>(async () => {
      throw new Error('joinWaitlist is not provided: pass it with waitlistMachine.provide({ actors })');
    }),
  },
  delays: { errorDisplay: 3500 },
  guards: {
    hasWaitListItem: ({ context }) => context.waitListItem !== null,
    alreadyJoined: ({ context }) => context.alreadyJoined,
  },
}).createMachine({
  id: 'waitlist',
  context: ({ input }) => ({
    waitListItem: input.waitListItem ?? null,
    alreadyJoined: input.joined === true,
    error: null,
  }),
  initial: 'notInList',
  states: {
    notInList: {
      always: { guard: 'alreadyJoined', target: 'joined' },
      on: {
        'waitlist.join': [
          { guard: 'hasWaitListItem', target: 'loading' },
          { target: 'error', actions: assign({ error: { kind: 'no-waitlist-item' } }) },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'joinWaitlist',
        src: 'joinWaitlist',
        input: ({ context }) => ({ waitListItem: requireItem(context.waitListItem) }),
        onDone: {
          target: 'joined',
          actions: emit(({ context }) => ({
            type: 'waitlist.joined' as const,
            waitListItem: requireItem(context.waitListItem),
          })),
        },
        onError: { target: 'error', actions: assign({ error: { kind: 'join-failed' } }) },
      },
    },
    error: {
      after: { errorDisplay: { target: 'notInList', actions: assign({ error: null }) } },
    },
    joined: { type: 'final' },
  },
});
