import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { type WaitlistMachineEmitted, type WaitlistMachineEvent, waitlistMachine } from './waitlist.machine';
import type { WaitListItem } from './waitlist.schema';

const item: WaitListItem = { id: 4, name: 'reading-attention-tutor' };

function start(
  options: { waitListItem?: WaitListItem | null; joined?: boolean; join?: () => Promise<unknown> } = {},
) {
  const clock = new SimulatedClock();
  const calls: unknown[] = [];
  const machine = waitlistMachine.provide({
    actors: {
      joinWaitlist: fromPromise(async ({ input }) => {
        calls.push(input);
        return (options.join ?? (async () => ({ wait_list_item: item })))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      waitListItem: options.waitListItem === undefined ? item : options.waitListItem,
      joined: options.joined,
    },
    clock,
  });
  const emitted: WaitlistMachineEmitted[] = [];
  actor.on('waitlist.joined', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, calls, emitted };
}

describe('waitlistMachine: every state is reachable', () => {
  it('reaches notInList, loading, joined and error through the graph of its events', () => {
    const events = [
      { type: 'waitlist.join' },
      { type: 'xstate.done.actor.joinWaitlist', output: { wait_list_item: item } },
      { type: 'xstate.error.actor.joinWaitlist', error: new Error('500') },
      { type: 'xstate.after.errorDisplay.waitlist.error' },
    ] as unknown as WaitlistMachineEvent[];
    const snapshots = [
      ...getShortestPaths(waitlistMachine, { input: { waitListItem: item }, events }),
      ...getShortestPaths(waitlistMachine, { input: { waitListItem: null }, events }),
    ].flatMap((path) => [path.state, ...path.steps.map((step) => step.state)]);
    const states = getStateNodes(waitlistMachine.root).map((node) => node.path.join('.'));
    expect(states.sort()).toEqual(['error', 'joined', 'loading', 'notInList']);
    for (const state of states) expect(snapshots.some((s) => s.matches(state as never))).toBe(true);
  });
});

describe('waitlistMachine: what the parent sees', () => {
  it('starts not in the list, joins, and shows the confirmation', async () => {
    const { actor, calls, emitted } = start();
    expect(actor.getSnapshot().value).toBe('notInList');
    actor.send({ type: 'waitlist.join' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('joined'));
    expect(calls).toEqual([{ waitListItem: item }]);
    expect(emitted).toEqual([{ type: 'waitlist.joined', waitListItem: item }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores a second tap while joining, so the call is made once', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'waitlist.join' });
    actor.send({ type: 'waitlist.join' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(calls).toHaveLength(1);
  });

  it('shows the error for 3.5 seconds, then lets the parent try again', async () => {
    let fail = true;
    const { actor, clock, calls, emitted } = start({
      join: async () => {
        if (fail) throw new Error('Request failed with status 500');
        return { wait_list_item: item };
      },
    });
    actor.send({ type: 'waitlist.join' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'join-failed' });
    actor.send({ type: 'waitlist.join' });
    expect(actor.getSnapshot().value).toBe('error');
    clock.increment(3499);
    expect(actor.getSnapshot().value).toBe('error');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('notInList');
    expect(actor.getSnapshot().context.error).toBeNull();
    fail = false;
    actor.send({ type: 'waitlist.join' });
    await waitFor(actor, (s) => s.matches('joined'));
    expect(calls).toHaveLength(2);
    expect(emitted).toHaveLength(1);
  });

  it('without a waiting-list item, joining fails with no-waitlist-item and calls nothing', () => {
    const { actor, clock, calls } = start({ waitListItem: null });
    actor.send({ type: 'waitlist.join' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'no-waitlist-item' });
    clock.increment(3500);
    expect(actor.getSnapshot().value).toBe('notInList');
    expect(calls).toEqual([]);
  });

  it('opens on joined for a family already on the waiting list', () => {
    const { actor, calls } = start({ joined: true });
    expect(actor.getSnapshot().value).toBe('joined');
    expect(calls).toEqual([]);
  });

  it('fails clearly when the caller forgot to provide joinWaitlist', async () => {
    const actor = createActor(waitlistMachine, {
      input: { waitListItem: item },
      clock: new SimulatedClock(),
    }).start();
    actor.send({ type: 'waitlist.join' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'join-failed' });
  });
});
