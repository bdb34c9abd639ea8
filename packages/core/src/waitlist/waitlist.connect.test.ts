import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { waitListItemArb } from '../testing';
import { connectWaitlist, type WaitlistStatus } from './waitlist.connect';
import { type WaitlistMachineEvent, type WaitlistMachineInput, waitlistMachine } from './waitlist.machine';

type Snapshot = SnapshotFrom<typeof waitlistMachine>;
type Step = WaitlistMachineEvent | 'joined' | 'join-failed' | 'error-shown';

const [item] = fc.sample(waitListItemArb, { numRuns: 1, seed: 5 });
const join = { type: 'waitlist.join' } as const;

function machineEvent(step: Step): WaitlistMachineEvent {
  if (typeof step !== 'string') return step;
  // The invoked actor's answers and the error's 3.5 s, as XState delivers them.
  const event = {
    joined: { type: 'xstate.done.actor.joinWaitlist', output: undefined },
    'join-failed': { type: 'xstate.error.actor.joinWaitlist', error: new Error('offline') },
    'error-shown': { type: 'xstate.after.errorDisplay.waitlist.error' },
  }[step];
  return event as unknown as WaitlistMachineEvent;
}

function snapshotAfter(input: WaitlistMachineInput, steps: readonly Step[]): Snapshot {
  let [snapshot] = initialTransition(waitlistMachine, input);
  for (const step of steps) [snapshot] = transition(waitlistMachine, snapshot, machineEvent(step));
  return snapshot;
}

describe('connectWaitlist: the panel', () => {
  const cases: ReadonlyArray<{
    readonly name: string;
    readonly input: WaitlistMachineInput;
    readonly steps: readonly Step[];
    readonly status: WaitlistStatus;
    readonly button: { busy: boolean; disabled: boolean };
    readonly label: 'waitlist.join' | 'waitlist.joining';
    readonly errorKey: 'errors.waitlist' | null;
  }> = [
    {
      name: 'Join at first',
      input: { waitListItem: item },
      steps: [],
      status: 'notInList',
      button: { busy: false, disabled: false },
      label: 'waitlist.join',
      errorKey: null,
    },
    {
      name: "'Joining', busy, while the call runs",
      input: { waitListItem: item },
      steps: [join],
      status: 'loading',
      button: { busy: true, disabled: false },
      label: 'waitlist.joining',
      errorKey: null,
    },
    {
      name: 'the confirmation once joined',
      input: { waitListItem: item },
      steps: [join, 'joined'],
      status: 'joined',
      button: { busy: false, disabled: false },
      label: 'waitlist.join',
      errorKey: null,
    },
    {
      name: 'the confirmation at once for a family already on the list',
      input: { waitListItem: item, joined: true },
      steps: [],
      status: 'joined',
      button: { busy: false, disabled: false },
      label: 'waitlist.join',
      errorKey: null,
    },
    {
      name: 'a failure shows, Join disabled',
      input: { waitListItem: item },
      steps: [join, 'join-failed'],
      status: 'error',
      button: { busy: false, disabled: true },
      label: 'waitlist.join',
      errorKey: 'errors.waitlist',
    },
    {
      name: 'without a waiting-list item joining fails too',
      input: { waitListItem: null },
      steps: [join],
      status: 'error',
      button: { busy: false, disabled: true },
      label: 'waitlist.join',
      errorKey: 'errors.waitlist',
    },
    {
      name: 'Join is offered again after 3.5 s',
      input: { waitListItem: item },
      steps: [join, 'join-failed', 'error-shown'],
      status: 'notInList',
      button: { busy: false, disabled: false },
      label: 'waitlist.join',
      errorKey: null,
    },
  ];

  it.each(cases)('$name', ({ input, steps, status, button, label, errorKey }) => {
    const panel = connectWaitlist(snapshotAfter(input, steps), () => {});
    expect(panel.status).toBe(status);
    expect(panel.joined).toBe(status === 'joined');
    expect(panel.busy).toBe(status === 'loading');
    expect(panel.getJoinButtonProps()).toMatchObject(button);
    expect(panel.joinLabel).toBe(label);
    expect(panel.errorKey).toBe(errorKey);
  });

  it('Join sends its event', () => {
    const sent: WaitlistMachineEvent[] = [];
    const panel = connectWaitlist(
      snapshotAfter({ waitListItem: item }, []),
      (event) => void sent.push(event),
    );
    panel.getJoinButtonProps().onClick();
    panel.join();
    expect(sent).toEqual([join, join]);
  });
});

describe('connectWaitlist (properties)', () => {
  it('once joined, the panel shows the confirmation whatever the parent presses', () => {
    fc.assert(
      fc.property(
        waitListItemArb,
        fc.array(fc.constantFrom<Step>(join, 'join-failed', 'error-shown'), { maxLength: 6 }),
        fc.array(fc.constantFrom<Step>(join, 'joined', 'join-failed', 'error-shown'), { maxLength: 6 }),
        (waitListItem, before, after) => {
          const panel = connectWaitlist(
            snapshotAfter({ waitListItem }, [...before, join, 'joined', ...after]),
            () => {},
          );
          const reached = connectWaitlist(
            snapshotAfter({ waitListItem }, [...before, join, 'joined']),
            () => {},
          );
          if (reached.joined) expect(panel.joined).toBe(true);
          if (panel.joined) expect(panel.errorKey).toBeNull();
        },
      ),
    );
  });
});
