import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { prescription } from '../testing/fixtures';
import {
  type CreatePrescriptionInput,
  type DeletePrescriptionInput,
  PRESCRIPTION_DELETE_CONFIRM_MS,
  PRESCRIPTION_SAVE_TIMEOUT_MS,
  prescriptionEditorMachine,
  type UpdatePrescriptionInput,
} from './prescription-editor.machine';
import type { Prescription } from './prescriptions.schema';

// The editor's timers (core-app.md section 4): 'Saving' lasts at most 5 s; an unconfirmed delete reverts
// after 5 s. Time passes in steps of any size, as a parent's phone would deliver it.

const saved = prescription({ id: 1, child_id: 42, dosage: { id: 10, value: 5 }, start_date: '2025-01-01' });

/** An editor whose calls never answer, on a simulated clock. */
function start() {
  const clock = new SimulatedClock();
  const machine = prescriptionEditorMachine.provide({
    actors: {
      createPrescription: fromPromise<Prescription, CreatePrescriptionInput>(() => new Promise(() => {})),
      updatePrescription: fromPromise<Prescription, UpdatePrescriptionInput>(() => new Promise(() => {})),
      deletePrescription: fromPromise<void, DeletePrescriptionInput>(() => new Promise(() => {})),
    },
  });
  const actor = createActor(machine, {
    input: {
      childId: 42,
      prescriptions: [saved],
      birthday: '2016-05-10',
      today: '2026-03-01',
      medications: [{ id: 1, dosages: [{ id: 10 }] }],
    },
    clock,
  }).start();
  return { actor, clock };
}

/** Steps of time (ms), each at least 1. */
const stepsArb = fc.array(fc.integer({ min: 1, max: 2500 }), { minLength: 1, maxLength: 6 });

describe('prescription editor timers (properties)', () => {
  it('an unconfirmed delete stays asked for under 5 seconds and is always back on the list at 5, however time passes', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { actor, clock } = start();
        actor.send({ type: 'prescription.delete', id: 1 });
        let elapsed = 0;
        for (const step of steps) {
          clock.increment(step);
          elapsed += step;
          const snapshot = actor.getSnapshot();
          if (elapsed < PRESCRIPTION_DELETE_CONFIRM_MS) {
            expect(snapshot.value).toBe('confirmingDelete');
            expect(snapshot.context.pendingDeleteId).toBe(1);
          } else {
            expect(snapshot.value).toBe('list');
            expect(snapshot.context.pendingDeleteId).toBeNull();
            expect(snapshot.context.prescriptions).toEqual([saved]);
          }
        }
        actor.stop();
      }),
    );
  });

  it('Saving never lasts 5 seconds: a save still unanswered then is a timeout error that keeps what the parent typed', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const { actor, clock } = start();
        actor.send({ type: 'prescription.edit', id: 1 });
        actor.send({ type: 'prescription.change', patch: { taken: ['morning', 'evening'] } });
        const typed = actor.getSnapshot().context.draft;
        actor.send({ type: 'prescription.save' });
        let elapsed = 0;
        for (const step of steps) {
          clock.increment(step);
          elapsed += step;
          const snapshot = actor.getSnapshot();
          if (elapsed < PRESCRIPTION_SAVE_TIMEOUT_MS) {
            expect(snapshot.value).toEqual({ saving: 'updating' });
          } else {
            expect(snapshot.value).toBe('error');
            expect(snapshot.context.error).toEqual({ kind: 'save-failed', reason: 'timeout' });
            expect(snapshot.context.draft).toEqual(typed);
          }
        }
        actor.stop();
      }),
    );
  });
});
