import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { prescription } from '../testing/fixtures';
import { prescriptionEditorMachine } from './prescription-editor.machine';

const saved = prescription({ id: 1, child_id: 42, dosage: { id: 10, value: 5 }, start_date: '2025-01-01' });

/** Every event a parent or an actor can produce, including the actors' answers and the named timers. */
const events = [
  { type: 'prescription.add' },
  { type: 'prescription.edit', id: 1 },
  { type: 'prescription.delete', id: 1 },
  { type: 'prescription.changeMedication', medication: 1 },
  {
    type: 'prescription.change',
    patch: { dosage: 10, start_date: '2026-01-01', taken: ['morning'], prescribed_by: 'other' },
  },
  { type: 'prescription.save' },
  { type: 'prescription.cancel' },
  { type: 'prescription.confirmDelete' },
  { type: 'prescription.dismiss' },
  { type: 'xstate.done.actor.createPrescription', output: { ...saved, id: 2 } },
  { type: 'xstate.error.actor.createPrescription', error: new Error('500') },
  { type: 'xstate.done.actor.updatePrescription', output: saved },
  { type: 'xstate.error.actor.updatePrescription', error: new Error('500') },
  { type: 'xstate.done.actor.deletePrescription' },
  { type: 'xstate.error.actor.deletePrescription', error: new Error('500') },
  { type: 'xstate.after.saveTimeout.prescriptionEditor.saving' },
  { type: 'xstate.after.deleteConfirmTimeout.prescriptionEditor.confirmingDelete' },
] as const;

describe('prescriptionEditorMachine graph', () => {
  it('every state can be reached from the list through the events a parent and the API produce', () => {
    const paths = getShortestPaths(prescriptionEditorMachine, {
      input: {
        childId: 42,
        prescriptions: [saved],
        birthday: '2016-05-10',
        today: '2026-03-01',
        medications: [{ id: 1, dosages: [{ id: 10 }] }],
      },
      // biome-ignore lint/suspicious/noExplicitAny: synthetic actor and timer events are not in the machine's event type
      events: events as any,
      serializeState: (state) =>
        JSON.stringify([
          state.value,
          state.context.error,
          state.context.draft,
          state.context.prescriptions.length,
        ]),
    });
    const reached = new Set(paths.flatMap((path) => path.state._nodes.map((node: AnyStateNode) => node.id)));
    const all: string[] = [];
    const walk = (node: AnyStateNode) => {
      all.push(node.id);
      for (const child of Object.values(node.states)) walk(child);
    };
    walk(prescriptionEditorMachine.root);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });
});
