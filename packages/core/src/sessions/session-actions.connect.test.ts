import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { sessionArb } from '../testing';
import { connectSessionCard, type SessionCardDialog } from './session-actions.connect';
import {
  type SessionActionsMachineEvent,
  type SessionActionsMachineInput,
  sessionActionsMachine,
} from './session-actions.machine';

const TODAY = '2026-03-10';
type Snapshot = SnapshotFrom<typeof sessionActionsMachine>;
type Step = SessionActionsMachineEvent | 'saved' | 'save-failed' | 'reloaded';

/** An open session due today or before, its items open, both quick actions offered. */
const dueSessionArb = sessionArb({
  today: TODAY,
  scheduleOffset: { min: -5, max: 0 },
  state: 'open',
  itemState: 'open',
  items: { min: 1, max: 4 },
  position: 2,
  actions: { complete: true, skip: true },
});
/** An open session scheduled after today (pending), at its first item: Start asks 'Start Early'. */
const pendingSessionArb = sessionArb({
  today: TODAY,
  scheduleOffset: { min: 1, max: 5 },
  state: 'open',
  itemState: 'open',
  items: { min: 1, max: 4 },
  position: 2,
});
const [due] = fc.sample(dueSessionArb, { numRuns: 1, seed: 9 });
const [pending] = fc.sample(pendingSessionArb, { numRuns: 1, seed: 9 });

function machineEvent(step: Step): SessionActionsMachineEvent {
  if (typeof step !== 'string') return step;
  // The invoked actors' answers, as XState delivers them.
  const event =
    step === 'saved'
      ? { type: 'xstate.done.actor.updateItems', output: undefined }
      : step === 'save-failed'
        ? { type: 'xstate.error.actor.updateItems', error: new Error('offline') }
        : { type: 'xstate.done.actor.reloadPlans', output: [] };
  return event as unknown as SessionActionsMachineEvent;
}

function snapshotAfter(input: SessionActionsMachineInput, steps: readonly Step[]): Snapshot {
  let [snapshot] = initialTransition(sessionActionsMachine, input);
  for (const step of steps) [snapshot] = transition(sessionActionsMachine, snapshot, machineEvent(step));
  return snapshot;
}

function input(session = due, plan = 'coexisting-conditions'): SessionActionsMachineInput {
  if (session === undefined) throw new Error('no sampled session');
  return { session, childId: 5, today: TODAY, plan };
}

const closed = { expanded: false, onExpandedChange: () => {} };
const start = { type: 'session.start' } as const;
const complete = { type: 'session.complete' } as const;
const skip = { type: 'session.skip' } as const;
const confirm = { type: 'session.confirm' } as const;
const cancel = { type: 'session.cancel' } as const;

describe('connectSessionCard: the open confirmation', () => {
  const cases: ReadonlyArray<{
    readonly name: string;
    readonly input: SessionActionsMachineInput;
    readonly steps: readonly Step[];
    readonly dialog: SessionCardDialog | null;
    readonly busy: boolean;
    readonly failed: boolean;
  }> = [
    { name: 'none at first', input: input(), steps: [], dialog: null, busy: false, failed: false },
    {
      name: "'Mark as Complete' asks first",
      input: input(),
      steps: [complete],
      dialog: 'complete',
      busy: false,
      failed: false,
    },
    {
      name: 'it stays open, busy, while the items are saved',
      input: input(),
      steps: [complete, confirm],
      dialog: 'complete',
      busy: true,
      failed: false,
    },
    {
      name: 'and while the plans reload',
      input: input(),
      steps: [complete, confirm, 'saved'],
      dialog: 'complete',
      busy: true,
      failed: false,
    },
    {
      name: 'it closes once done',
      input: input(),
      steps: [complete, confirm, 'saved', 'reloaded'],
      dialog: null,
      busy: false,
      failed: false,
    },
    {
      name: 'a failed save closes it and shows the error',
      input: input(),
      steps: [complete, confirm, 'save-failed'],
      dialog: null,
      busy: false,
      failed: true,
    },
    {
      name: "'Skip Session' asks first",
      input: input(),
      steps: [skip],
      dialog: 'skip',
      busy: false,
      failed: false,
    },
    {
      name: 'the skip stays open while the plans reload',
      input: input(),
      steps: [skip, confirm, 'saved'],
      dialog: 'skip',
      busy: true,
      failed: false,
    },
    {
      name: 'Cancel closes it',
      input: input(),
      steps: [skip, cancel],
      dialog: null,
      busy: false,
      failed: false,
    },
    {
      name: "'Start Early' asks first for a pending session",
      input: input(pending),
      steps: [start],
      dialog: 'start-early',
      busy: false,
      failed: false,
    },
    {
      name: 'a due session starts at once',
      input: input(),
      steps: [start],
      dialog: null,
      busy: false,
      failed: false,
    },
  ];

  it.each(cases)('$name', ({ input: machineInput, steps, dialog, busy, failed }) => {
    const card = connectSessionCard(snapshotAfter(machineInput, steps), () => {}, closed);
    expect({ dialog: card.dialog, busy: card.busy, failed: card.failed }).toEqual({ dialog, busy, failed });
    expect(card.getDialogProps('complete').open).toBe(dialog === 'complete');
    expect(card.getDialogProps('skip').open).toBe(dialog === 'skip');
    expect(card.getDialogProps('start-early').open).toBe(dialog === 'start-early');
    expect(card.getConfirmButtonProps().busy).toBe(busy);
    expect(card.getCancelButtonProps().disabled).toBe(busy);
  });
});

describe('connectSessionCard: what happened', () => {
  it('Start gives where to go', () => {
    const card = connectSessionCard(snapshotAfter(input(), [start]), () => {}, closed);
    expect(card.started).toEqual({ kind: 'item', position: 1 });
    expect(card.outcome).toBeNull();
  });

  it('a skip of the coexisting-conditions plan comes back in 14 days, and says so', () => {
    const card = connectSessionCard(
      snapshotAfter(input(), [skip, confirm, 'saved', 'reloaded']),
      () => {},
      closed,
    );
    expect(card.outcome).toEqual({
      kind: 'skipped',
      reschedule: { kind: 'rescheduled', days: 14, date: '2026-03-24' },
    });
    expect(card.skipMessage).toEqual({ key: 'session.skipDialog.rescheduled', values: { days: 14 } });
  });

  it.each([
    ['coexisting-conditions', { key: 'session.skipDialog.rescheduled', values: { days: 14 } }],
    ['medication-insights', { key: 'session.skipDialog.rescheduled', values: { days: 7 } }],
    ['rodeo', { key: 'session.skipDialog.generic', values: {} }],
  ])('the skip confirmation of plan %s says %o', (plan, message) => {
    expect(connectSessionCard(snapshotAfter(input(due, plan), []), () => {}, closed).skipMessage).toEqual(
      message,
    );
  });

  it('the skip confirmation names the days core reschedules by, for every plan (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('coexisting-conditions', 'medication-insights', 'rodeo', 'sleep'),
        (plan) => {
          const card = connectSessionCard(snapshotAfter(input(due, plan), []), () => {}, closed);
          if (card.skipEffect.kind === 'rescheduled')
            expect(card.skipMessage).toEqual({
              key: 'session.skipDialog.rescheduled',
              values: { days: card.skipEffect.days },
            });
          else expect(card.skipMessage.key).toBe('session.skipDialog.generic');
        },
      ),
    );
  });
});

describe('connectSessionCard: commands', () => {
  it('each button sends its event', () => {
    const sent: SessionActionsMachineEvent[] = [];
    const card = connectSessionCard(snapshotAfter(input(), [skip]), (event) => void sent.push(event), closed);
    card.requestStart();
    card.requestComplete();
    card.requestSkip();
    card.getConfirmButtonProps().onClick();
    card.getCancelButtonProps().onClick();
    card.getDialogProps('skip').onClose();
    expect(sent.map((event) => event.type)).toEqual([
      'session.start',
      'session.complete',
      'session.skip',
      'session.confirm',
      'session.cancel',
      'session.cancel',
    ]);
  });

  it('the card starts open when the session is primed, until the parent opens or closes it', () => {
    const [primed] = fc.sample(
      dueSessionArb.map((session) => ({ ...session, primed: true })),
      { numRuns: 1 },
    );
    const untouched = { expanded: undefined, onExpandedChange: () => {} };
    expect(connectSessionCard(snapshotAfter(input(primed), []), () => {}, untouched).expanded).toBe(true);
    expect(connectSessionCard(snapshotAfter(input(primed), []), () => {}, closed).expanded).toBe(false);
    const [resting] = fc.sample(
      dueSessionArb.map((session) => ({ ...session, primed: false })),
      { numRuns: 1 },
    );
    expect(connectSessionCard(snapshotAfter(input(resting), []), () => {}, untouched).expanded).toBe(false);
  });

  it('the card opens and closes through the screen, and only while it can open', () => {
    const changes: boolean[] = [];
    const props = { expanded: true, onExpandedChange: (open: boolean) => void changes.push(open) };
    const open = connectSessionCard(snapshotAfter(input(), []), () => {}, props);
    expect(open.expanded).toBe(true);
    open.toggleExpanded();
    expect(changes).toEqual([false]);
    const [done] = fc.sample(sessionArb({ today: TODAY, state: 'completed' }), { numRuns: 1, seed: 3 });
    const finished = connectSessionCard(snapshotAfter(input(done), []), () => {}, props);
    expect(finished.expandable).toBe(false);
    expect(finished.expanded).toBe(false);
    finished.toggleExpanded();
    expect(changes).toEqual([false]);
  });
});

describe('connectSessionCard (properties)', () => {
  const stepArb = fc.constantFrom<Step>(
    start,
    complete,
    skip,
    confirm,
    cancel,
    'saved',
    'save-failed',
    'reloaded',
  );

  it('at most one confirmation is open, and it is busy exactly while its action is saved or the plans reload', () => {
    fc.assert(
      fc.property(
        fc.oneof(dueSessionArb, pendingSessionArb),
        fc.array(stepArb, { maxLength: 8 }),
        (session, steps) => {
          const snapshot = snapshotAfter(input(session), steps);
          const card = connectSessionCard(snapshot, () => {}, closed);
          const open = (['complete', 'skip', 'start-early'] as const).filter(
            (kind) => card.getDialogProps(kind).open,
          );
          expect(open.length).toBeLessThanOrEqual(1);
          expect(open[0] ?? null).toBe(card.dialog);
          const saving = ['completing', 'skipping', 'reloading'].includes(snapshot.value);
          expect(card.busy).toBe(saving);
          if (card.busy) expect(card.dialog).not.toBeNull();
          if (card.failed) expect(card.dialog).toBeNull();
        },
      ),
    );
  });
});
