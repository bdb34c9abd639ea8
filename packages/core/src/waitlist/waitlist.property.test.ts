import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { waitListItemArb } from '../testing';
import { type JoinWaitlistInput, waitlistMachine } from './waitlist.machine';

/** Steps of time (ms), each at least 1. */
const stepsArb = fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 6 });

describe('waitlist flow (properties)', () => {
  it('a failed join shows its error for under 3.5 seconds and is always back to not-in-list at 3.5, however time passes', async () => {
    await fc.assert(
      fc.asyncProperty(waitListItemArb, stepsArb, async (waitListItem, steps) => {
        const clock = new SimulatedClock();
        const machine = waitlistMachine.provide({
          actors: {
            joinWaitlist: fromPromise<unknown, JoinWaitlistInput>(async () => {
              throw new Error('500');
            }),
          },
        });
        const actor = createActor(machine, { input: { waitListItem }, clock }).start();
        actor.send({ type: 'waitlist.join' });
        // Let the rejected call report back.
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
        expect(actor.getSnapshot().value).toBe('error');
        let elapsed = 0;
        for (const step of steps) {
          clock.increment(step);
          elapsed += step;
          const { value, context } = actor.getSnapshot();
          if (elapsed < 3500) {
            expect(value).toBe('error');
            expect(context.error).toEqual({ kind: 'join-failed' });
          } else {
            expect(value).toBe('notInList');
            expect(context.error).toBeNull();
          }
        }
        actor.stop();
      }),
    );
  });

  it('whatever the waiting-list item, joining calls joinWaitlist once with that item and ends joined', async () => {
    await fc.assert(
      fc.asyncProperty(waitListItemArb, fc.integer({ min: 1, max: 4 }), async (waitListItem, taps) => {
        const calls: unknown[] = [];
        const machine = waitlistMachine.provide({
          actors: {
            joinWaitlist: fromPromise(async ({ input }) => {
              calls.push(input);
              return { wait_list_item: waitListItem };
            }),
          },
        });
        const actor = createActor(machine, { input: { waitListItem } }).start();
        for (let tap = 0; tap < taps; tap += 1) actor.send({ type: 'waitlist.join' });
        for (let i = 0; i < 5; i += 1) await Promise.resolve();
        expect(actor.getSnapshot().value).toBe('joined');
        expect(calls).toEqual([{ waitListItem }]);
      }),
    );
  });
});
