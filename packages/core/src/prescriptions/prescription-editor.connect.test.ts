import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, type SnapshotFrom, transition } from 'xstate';
import { prescriptionArb, validPrescriptionCaseArb } from '../testing';
import { connectPrescriptionEditor, type PrescriptionEditorStatus } from './prescription-editor.connect';
import {
  type PrescriptionEditorEvent,
  type PrescriptionEditorInput,
  prescriptionEditorMachine,
} from './prescription-editor.machine';

type Snapshot = SnapshotFrom<typeof prescriptionEditorMachine>;
type Step =
  | PrescriptionEditorEvent
  | 'created'
  | 'create-failed'
  | 'updated'
  | 'deleted'
  | 'delete-failed'
  | 'save-timed-out'
  | 'delete-unconfirmed';

const [valid] = fc.sample(validPrescriptionCaseArb, { numRuns: 1, seed: 2 });
if (valid === undefined) throw new Error('no sampled prescription');
const [existing] = fc.sample(
  prescriptionArb({ today: valid.context.today, birthday: valid.context.birthday }),
  {
    numRuns: 1,
    seed: 2,
  },
);
if (existing === undefined) throw new Error('no sampled prescription');
const input: PrescriptionEditorInput = { childId: 42, prescriptions: [existing], ...valid.context };
const { id: _id, medication, ...fields } = valid.draft;
/** Fills the empty form with a valid prescription. */
const fill: PrescriptionEditorEvent[] = [
  { type: 'prescription.changeMedication', medication },
  { type: 'prescription.change', patch: fields },
];

function machineEvent(step: Step): PrescriptionEditorEvent {
  if (typeof step !== 'string') return step;
  // The invoked actors' answers and the named delays, as XState delivers them.
  const event = {
    created: { type: 'xstate.done.actor.createPrescription', output: { ...existing, id: 900 } },
    'create-failed': { type: 'xstate.error.actor.createPrescription', error: new Error('offline') },
    updated: { type: 'xstate.done.actor.updatePrescription', output: existing },
    deleted: { type: 'xstate.done.actor.deletePrescription', output: undefined },
    'delete-failed': { type: 'xstate.error.actor.deletePrescription', error: new Error('offline') },
    'save-timed-out': { type: 'xstate.after.saveTimeout.prescriptionEditor.saving' },
    'delete-unconfirmed': { type: 'xstate.after.deleteConfirmTimeout.prescriptionEditor.confirmingDelete' },
  }[step];
  return event as unknown as PrescriptionEditorEvent;
}

function snapshotAfter(steps: readonly Step[]): Snapshot {
  let [snapshot] = initialTransition(prescriptionEditorMachine, input);
  for (const step of steps) [snapshot] = transition(prescriptionEditorMachine, snapshot, machineEvent(step));
  return snapshot;
}

const add = { type: 'prescription.add' } as const;
const save = { type: 'prescription.save' } as const;
const remove = { type: 'prescription.delete', id: existing.id } as const;

describe('connectPrescriptionEditor: the form and its Save button', () => {
  const cases: ReadonlyArray<{
    readonly name: string;
    readonly steps: readonly Step[];
    readonly status: PrescriptionEditorStatus;
    readonly formOpen: boolean;
    readonly save: { disabled: boolean; busy: boolean } | null;
    readonly label: 'prescription.save' | 'prescription.saving';
  }> = [
    {
      name: 'the list at first',
      steps: [],
      status: 'list',
      formOpen: false,
      save: null,
      label: 'prescription.save',
    },
    {
      name: 'an empty form cannot be saved',
      steps: [add],
      status: 'adding',
      formOpen: true,
      save: { disabled: true, busy: false },
      label: 'prescription.save',
    },
    {
      name: 'a valid form can',
      steps: [add, ...fill],
      status: 'adding',
      formOpen: true,
      save: { disabled: false, busy: false },
      label: 'prescription.save',
    },
    {
      name: "'Saving' while it saves",
      steps: [add, ...fill, save],
      status: 'saving',
      formOpen: true,
      save: { disabled: false, busy: true },
      label: 'prescription.saving',
    },
    {
      name: 'back to the list once saved',
      steps: [add, ...fill, save, 'created'],
      status: 'list',
      formOpen: false,
      save: null,
      label: 'prescription.save',
    },
    {
      name: 'after 5 s without an answer the form stays, with the error',
      steps: [add, ...fill, save, 'save-timed-out'],
      status: 'error',
      formOpen: true,
      save: { disabled: false, busy: false },
      label: 'prescription.save',
    },
    {
      name: 'editing opens the form of the prescription',
      steps: [{ type: 'prescription.edit', id: existing.id }],
      status: 'editing',
      formOpen: true,
      save: { disabled: false, busy: false },
      label: 'prescription.save',
    },
  ];

  it.each(cases)('$name', ({ steps, status, formOpen, save: button, label }) => {
    const editor = connectPrescriptionEditor(snapshotAfter(steps), () => {});
    expect({ status: editor.status, formOpen: editor.formOpen, label: editor.saveLabel }).toEqual({
      status,
      formOpen,
      label,
    });
    expect(editor.listDisabled).toBe(status !== 'list');
    if (button) expect(editor.getSaveButtonProps()).toEqual({ type: 'submit', ...button });
  });
});

describe('connectPrescriptionEditor: errors and deleting', () => {
  it.each([
    [[add, ...fill, save, 'create-failed'], 'prescription.addErrorTitle', 'prescription.addErrorMessage'],
    [
      [{ type: 'prescription.edit', id: existing.id }, save, 'save-timed-out'],
      'prescription.saveErrorTitle',
      'prescription.saveErrorMessage',
    ],
    [
      [remove, { type: 'prescription.confirmDelete' }, 'delete-failed'],
      'prescription.deleteErrorTitle',
      'prescription.deleteErrorMessage',
    ],
  ] as const)('after %j the toast says %s', (steps, title, message) => {
    const editor = connectPrescriptionEditor(snapshotAfter(steps), () => {});
    expect(editor.errorText).toEqual({ title, message });
  });

  it.each([
    [[], 'idle'],
    [[remove], 'confirming'],
    [[remove, { type: 'prescription.confirmDelete' }], 'deleting'],
    [[remove, 'delete-unconfirmed'], 'idle'],
    [[remove, { type: 'prescription.cancel' }], 'idle'],
  ] as const)('after %j the Delete shows %s', (steps, state) => {
    expect(connectPrescriptionEditor(snapshotAfter(steps), () => {}).getDeleteState(existing.id)).toBe(state);
    expect(connectPrescriptionEditor(snapshotAfter(steps), () => {}).getDeleteState(-1)).toBe('idle');
  });
});

describe('connectPrescriptionEditor: problems and commands', () => {
  it("names each field's problem by its locale key, and asks for a time of day for 'taken'", () => {
    const editor = connectPrescriptionEditor(snapshotAfter([add]), () => {});
    expect(editor.issueKey('medication')).toBe('prescription.issues.required');
    expect(editor.issueKey('taken')).toBe('prescription.issues.taken');
    const filled = connectPrescriptionEditor(snapshotAfter([add, ...fill]), () => {});
    expect(filled.issueKey('medication')).toBeNull();
  });

  it('ticking and unticking a time of day changes the draft', () => {
    const sent: PrescriptionEditorEvent[] = [];
    const editor = connectPrescriptionEditor(snapshotAfter([add]), (event) => void sent.push(event));
    editor.setTaken('morning', true);
    const ticked = connectPrescriptionEditor(
      snapshotAfter([add, { type: 'prescription.change', patch: { taken: ['morning', 'evening'] } }]),
      (event) => void sent.push(event),
    );
    ticked.setTaken('morning', false);
    expect(sent).toEqual([
      { type: 'prescription.change', patch: { taken: ['morning'] } },
      { type: 'prescription.change', patch: { taken: ['evening'] } },
    ]);
  });

  it('each control sends its event', () => {
    const sent: PrescriptionEditorEvent[] = [];
    const editor = connectPrescriptionEditor(snapshotAfter([]), (event) => void sent.push(event));
    editor.add();
    editor.edit(3);
    editor.changeMedication('other');
    editor.save();
    editor.cancel();
    editor.remove(3);
    editor.confirmDelete();
    editor.dismiss();
    expect(sent.map((event) => event.type)).toEqual([
      'prescription.add',
      'prescription.edit',
      'prescription.changeMedication',
      'prescription.save',
      'prescription.cancel',
      'prescription.delete',
      'prescription.confirmDelete',
      'prescription.dismiss',
    ]);
  });
});

describe('connectPrescriptionEditor (properties)', () => {
  const stepArb = fc.constantFrom<Step>(
    add,
    save,
    remove,
    ...fill,
    { type: 'prescription.edit', id: existing.id },
    { type: 'prescription.cancel' },
    { type: 'prescription.confirmDelete' },
    { type: 'prescription.dismiss' },
    { type: 'prescription.change', patch: { start_date: null } },
    'created',
    'create-failed',
    'updated',
    'deleted',
    'delete-failed',
    'save-timed-out',
    'delete-unconfirmed',
  );

  it('Save is enabled exactly when the form is open with a draft that has no problem', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 10 }), (steps) => {
        const editor = connectPrescriptionEditor(snapshotAfter(steps), () => {});
        if (!editor.formOpen) return;
        expect(editor.getSaveButtonProps().disabled).toBe(editor.issues.length > 0);
      }),
    );
  });

  it("Save says 'Saving' and is busy exactly while the draft is being saved", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 10 }), (steps) => {
        const snapshot = snapshotAfter(steps);
        const editor = connectPrescriptionEditor(snapshot, () => {});
        const saving = snapshot.matches('saving');
        expect(editor.getSaveButtonProps().busy).toBe(saving);
        expect(editor.saveLabel === 'prescription.saving').toBe(saving);
      }),
    );
  });
});
