import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { item, session as sessionFixture } from '../testing/fixtures';
import {
  type SessionActionsMachineEvent,
  type SessionActionsMachineInput,
  sessionActionsMachine,
  type UpdateItemsInput,
} from './session-actions.machine';
import type { SessionFacts } from './sessions.logic';

const TODAY = '2026-03-10';

function session(overrides: Partial<SessionFacts> = {}): SessionFacts {
  return {
    ...sessionFixture({
      primed: true,
      length: '10 min',
      child_activity_items: [item(1, { id: 11, complete: true }), item(2, { id: 12 }), item(3, { id: 13 })],
    }),
    ...overrides,
  };
}

function input(
  overrides: Partial<SessionFacts> = {},
  plan = 'coexisting-conditions',
): SessionActionsMachineInput {
  return { session: session(overrides), childId: 5, today: TODAY, plan };
}

function start(
  machineInput: SessionActionsMachineInput,
  fakes: { update?: () => Promise<unknown>; reload?: () => Promise<unknown> } = {},
) {
  const clock = new SimulatedClock();
  const updates: UpdateItemsInput[] = [];
  const reloads: number[] = [];
  const machine = sessionActionsMachine.provide({
    actors: {
      updateItems: fromPromise(async ({ input: update }) => {
        updates.push(update);
        return (fakes.update ?? (async () => undefined))();
      }),
      reloadPlans: fromPromise(async ({ input: reload }) => {
        reloads.push(reload.childId);
        return (fakes.reload ?? (async () => []))();
      }),
    },
  });
  const actor = createActor(machine, { input: machineInput, clock }).start();
  return { actor, clock, updates, reloads };
}

describe('sessionActionsMachine: every state is reachable', () => {
  it('reaches every state through the graph of its events, for a due and a pending session', () => {
    const events = [
      { type: 'session.start' },
      { type: 'session.complete' },
      { type: 'session.skip' },
      { type: 'session.confirm' },
      { type: 'session.cancel' },
      { type: 'xstate.done.actor.updateItems' },
      { type: 'xstate.error.actor.updateItems', error: new Error('500') },
      { type: 'xstate.done.actor.reloadPlans' },
      { type: 'xstate.after.errorDisplay.sessionActions.error' },
    ] as unknown as SessionActionsMachineEvent[];
    const notBegunPending = input({
      schedule_date: '2026-03-12',
      child_activity_items: [{ id: 21, position: 1, complete: false, skipped: false }],
    });
    const snapshots = [input(), notBegunPending]
      .flatMap((machineInput) => getShortestPaths(sessionActionsMachine, { input: machineInput, events }))
      .flatMap((path) => [path.state, ...path.steps.map((step) => step.state)]);
    const states = getStateNodes(sessionActionsMachine.root).map((node) => node.path.join('.'));
    expect(states.sort()).toEqual([
      'completing',
      'confirmingComplete',
      'confirmingSkip',
      'confirmingStart',
      'done',
      'error',
      'idle',
      'reloading',
      'skipping',
      'started',
    ]);
    for (const state of states) {
      expect({ state, reached: snapshots.some((s) => s.matches(state as never)) }).toEqual({
        state,
        reached: true,
      });
    }
  });
});

describe('sessionActionsMachine: what the parent sees', () => {
  it('Start on a due session goes straight to the next item', () => {
    const { actor } = start(input());
    actor.send({ type: 'session.start' });
    expect(actor.getSnapshot().value).toBe('started');
    expect(actor.getSnapshot().context.target).toEqual({ kind: 'item', position: 2 });
  });

  it('Start on a pending session asks Start Early first; cancel keeps the card, confirm starts', () => {
    const { actor } = start(input({ schedule_date: '2026-03-12', position: 0, child_activity_items: [] }));
    actor.send({ type: 'session.start' });
    expect(actor.getSnapshot().value).toBe('confirmingStart');
    actor.send({ type: 'session.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'session.start' });
    actor.send({ type: 'session.confirm' });
    expect(actor.getSnapshot().value).toBe('started');
    expect(actor.getSnapshot().context.target).toEqual({ kind: 'intro' });
  });

  it('a pending session with nothing left to start closes the dialog without going anywhere', () => {
    const { actor } = start(input({ schedule_date: '2026-03-12', child_activity_items: [] }));
    actor.send({ type: 'session.start' });
    actor.send({ type: 'session.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Start with nowhere to go does nothing', () => {
    const { actor } = start(input({ child_activity_items: [] }));
    actor.send({ type: 'session.start' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('Mark as Complete asks, marks every remaining item complete, reloads the plans and finishes', async () => {
    const { actor, updates, reloads } = start(input());
    actor.send({ type: 'session.complete' });
    expect(actor.getSnapshot().value).toBe('confirmingComplete');
    actor.send({ type: 'session.confirm' });
    expect(actor.getSnapshot().value).toBe('completing');
    await waitFor(actor, (s) => s.matches('done'));
    expect(updates).toEqual([
      {
        childId: 5,
        action: 'complete',
        changes: [
          { id: 12, change: { complete: true } },
          { id: 13, change: { complete: true } },
        ],
      },
    ]);
    expect(reloads).toEqual([5]);
    expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'completed' });
  });

  it.each([
    ['coexisting-conditions', { kind: 'rescheduled', days: 14, date: '2026-03-24' }],
    ['medication-insights', { kind: 'rescheduled', days: 7, date: '2026-03-17' }],
    ['sleep', { kind: 'generic' }],
  ] as const)('Skip Session in %s skips the remaining items and reports %o', async (plan, reschedule) => {
    const { actor, updates } = start(input({}, plan));
    actor.send({ type: 'session.skip' });
    expect(actor.getSnapshot().value).toBe('confirmingSkip');
    actor.send({ type: 'session.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(updates[0]?.changes).toEqual([
      { id: 12, change: { skipped: true } },
      { id: 13, change: { skipped: true } },
    ]);
    expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'skipped', reschedule });
  });

  it('cancelling a dialog saves nothing', () => {
    const { actor, updates } = start(input());
    actor.send({ type: 'session.skip' });
    actor.send({ type: 'session.cancel' });
    actor.send({ type: 'session.complete' });
    actor.send({ type: 'session.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(updates).toEqual([]);
  });

  it('offers no quick action on a pending session, nor one its actions do not allow', () => {
    const pending = start(input({ schedule_date: '2026-03-12' })).actor;
    pending.send({ type: 'session.complete' });
    pending.send({ type: 'session.skip' });
    expect(pending.getSnapshot().value).toBe('idle');
    const noSkip = start(input({ actions: { complete: true, skip: false } })).actor;
    noSkip.send({ type: 'session.skip' });
    expect(noSkip.getSnapshot().value).toBe('idle');
    noSkip.send({ type: 'session.complete' });
    expect(noSkip.getSnapshot().value).toBe('confirmingComplete');
  });

  it('a failed save shows an error for 3.5 seconds, then the card is back as it was', async () => {
    const { actor, clock, reloads } = start(input(), {
      update: async () => {
        throw new Error('Request failed with status 500');
      },
    });
    actor.send({ type: 'session.complete' });
    actor.send({ type: 'session.confirm' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'save-failed' });
    clock.increment(3500);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(reloads).toEqual([]);
  });

  it('a failed reload still finishes: the items were saved', async () => {
    const { actor, updates, reloads } = start(input(), {
      reload: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'session.skip' });
    actor.send({ type: 'session.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.outcome?.kind).toBe('skipped');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(updates).toHaveLength(1);
    expect(reloads).toHaveLength(1);
  });
});
