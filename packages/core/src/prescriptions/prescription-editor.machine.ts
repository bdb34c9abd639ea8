/**
 * The prescription editor (core-app.md sections 2, 4, 5 and 8): the list of a child's prescriptions, the
 * form to add or edit one, saving, and deleting with a confirmation step.
 *
 * Conventions:
 * - I/O goes through three named actors the caller provides with `machine.provide({ actors })`:
 *   `createPrescription`, `updatePrescription`, `deletePrescription`. The defaults reject.
 * - Timers are named delays: `saveTimeout` (the Saving state lasts at most 5 s; the save is raced
 *   against it and a save that has not answered by then counts as failed) and `deleteConfirmTimeout`
 *   (an unconfirmed delete reverts to the list after 5 s).
 * - A failed save keeps the draft exactly as the parent typed it; dismissing the error returns to the form.
 */
import { and, assign, emit, fromPromise, setup } from 'xstate';
import {
  changeMedication,
  draftFromPrescription,
  emptyPrescriptionDraft,
  type MedicationChoice,
  type PrescriptionDraft,
  type PrescriptionEntry,
  type PrescriptionIssue,
  prescriptionInputFromEntry,
  validatePrescription,
} from './prescriptions.logic';
import type { Prescription, PrescriptionInput } from './prescriptions.schema';

/** How long the editor shows 'Saving' at most before the save counts as failed, in milliseconds. */
export const PRESCRIPTION_SAVE_TIMEOUT_MS = 5000;
/** How long a delete waits for confirmation before the editor reverts to the list, in milliseconds. */
export const PRESCRIPTION_DELETE_CONFIRM_MS = 5000;

/**
 * What went wrong in the editor. The UI looks up the title and message from the kind: 'Error Adding
 * Prescription', 'Error Saving Prescription', 'Error Deleting Prescription' (see the errors catalogue).
 * `reason` says whether the call failed or did not answer within 5 seconds.
 */
export interface PrescriptionEditorError {
  readonly kind: 'add-failed' | 'save-failed' | 'delete-failed';
  readonly reason: 'failed' | 'timeout';
}

/** What the editor starts from. */
export interface PrescriptionEditorInput {
  readonly childId: number;
  readonly prescriptions: readonly Prescription[];
  /** The child's birthday, `YYYY-MM-DD`: no prescription can start before it. */
  readonly birthday: string;
  /** The family's calendar day, `YYYY-MM-DD`: no prescription can start after it. */
  readonly today: string;
  readonly medications: readonly MedicationChoice[];
}

/** The editor's context: the list, the form's draft and its problems, and the last error. */
export interface PrescriptionEditorContext extends PrescriptionEditorInput {
  readonly draft: PrescriptionDraft | null;
  /** The draft's problems, recomputed on every change (empty when Save may be pressed). */
  readonly issues: readonly PrescriptionIssue[];
  /** Set once the parent pressed Save on an invalid form, so the UI may show every problem. */
  readonly attempted: boolean;
  /** The prescription waiting for delete confirmation, or being deleted. */
  readonly pendingDeleteId: number | null;
  readonly error: PrescriptionEditorError | null;
}

/** Everything the parent can do in the prescription editor. */
export type PrescriptionEditorEvent =
  | { readonly type: 'prescription.add' }
  | { readonly type: 'prescription.edit'; readonly id: number }
  | {
      readonly type: 'prescription.change';
      readonly patch: Partial<Omit<PrescriptionDraft, 'id' | 'medication'>>;
    }
  | { readonly type: 'prescription.changeMedication'; readonly medication: number | 'other' | null }
  | { readonly type: 'prescription.save' }
  | { readonly type: 'prescription.cancel' }
  | { readonly type: 'prescription.delete'; readonly id: number }
  | { readonly type: 'prescription.confirmDelete' }
  | { readonly type: 'prescription.dismiss' };

/** Emitted after a prescription was created, updated or deleted, with the child's new list. */
export interface PrescriptionsChangedEvent {
  readonly type: 'prescriptions.changed';
  readonly prescriptions: readonly Prescription[];
}

/** Input of the provided `createPrescription` actor: resolves with the saved prescription. */
export interface CreatePrescriptionInput {
  readonly childId: number;
  /** The validated form. */
  readonly entry: PrescriptionEntry;
  /** The same as the wire's `prescription` object. */
  readonly prescription: PrescriptionInput;
}
/** Input of the provided `updatePrescription` actor: resolves with the saved prescription. */
export interface UpdatePrescriptionInput {
  readonly childId: number;
  readonly id: number;
  /** The validated form. */
  readonly entry: PrescriptionEntry;
  /** The same as the wire's `prescription` object. */
  readonly prescription: PrescriptionInput;
}
/** Input of the provided `deletePrescription` actor. */
export interface DeletePrescriptionInput {
  readonly childId: number;
  readonly id: number;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`prescriptionEditorMachine: provide the '${name}' actor`);
};

function issuesOf(
  context: PrescriptionEditorContext,
  draft: PrescriptionDraft,
): readonly PrescriptionIssue[] {
  const result = validatePrescription(draft, context);
  return result.ok ? [] : result.issues;
}

function entryOf(context: PrescriptionEditorContext): PrescriptionEntry {
  const result = validatePrescription(context.draft ?? emptyPrescriptionDraft(), context);
  if (!result.ok) throw new Error('prescriptionEditorMachine: saving an invalid draft');
  return result.value;
}

function withSaved(list: readonly Prescription[], saved: Prescription): Prescription[] {
  return list.some((p) => p.id === saved.id)
    ? list.map((p) => (p.id === saved.id ? saved : p))
    : [...list, saved];
}

/**
 * The prescription editor of a child. States:
 * - `list`: the prescriptions; `prescription.add` opens an empty form, `prescription.edit` the form of
 *   one prescription, `prescription.delete` asks for confirmation.
 * - `adding` / `editing`: the form. `prescription.change` and `prescription.changeMedication` (which
 *   clears dosage and custom fields) update the draft and its `issues`; `prescription.save` saves only a
 *   valid draft (otherwise it sets `attempted`); `prescription.cancel` returns to the list;
 *   `prescription.delete` (editing) asks for confirmation.
 * - `saving` (`saving.creating` or `saving.updating`): shows 'Saving' for at most 5 s.
 * - `confirmingDelete`: `prescription.confirmDelete` deletes; `prescription.cancel` or 5 s without
 *   confirmation returns to the list.
 * - `deleting`: the delete call.
 * - `error`: `context.error.kind` is `add-failed`, `save-failed` or `delete-failed`. `prescription.dismiss`
 *   returns to the form with the parent's draft (add or save) or to the list (delete); `prescription.save`
 *   retries a failed add or save.
 * After every successful change it emits `prescriptions.changed` with the child's new list.
 */
export const prescriptionEditorMachine = setup({
  types: {
    context: {} as PrescriptionEditorContext,
    events: {} as PrescriptionEditorEvent,
    input: {} as PrescriptionEditorInput,
    emitted: {} as PrescriptionsChangedEvent,
  },
  actors: {
    createPrescription: fromPromise<Prescription, CreatePrescriptionInput>(notProvided('createPrescription')),
    updatePrescription: fromPromise<Prescription, UpdatePrescriptionInput>(notProvided('updatePrescription')),
    deletePrescription: fromPromise<void, DeletePrescriptionInput>(notProvided('deletePrescription')),
  },
  delays: {
    saveTimeout: PRESCRIPTION_SAVE_TIMEOUT_MS,
    deleteConfirmTimeout: PRESCRIPTION_DELETE_CONFIRM_MS,
  },
  guards: {
    draftIsValid: ({ context }) => context.draft !== null && validatePrescription(context.draft, context).ok,
    draftIsNew: ({ context }) => typeof context.draft?.id !== 'number',
    prescriptionExists: ({ context, event }) =>
      'id' in event && context.prescriptions.some((p) => p.id === event.id),
    errorIsDelete: ({ context }) => context.error?.kind === 'delete-failed',
    errorIsAdd: ({ context }) => context.error?.kind === 'add-failed',
  },
  actions: {
    openEmptyDraft: assign(({ context }) => {
      const draft = emptyPrescriptionDraft();
      return { draft, issues: issuesOf(context, draft), attempted: false, error: null };
    }),
    openDraftOf: assign(({ context, event }) => {
      const id = event.type === 'prescription.edit' ? event.id : null;
      const found = context.prescriptions.find((p) => p.id === id);
      const draft = found ? draftFromPrescription(found) : emptyPrescriptionDraft();
      return { draft, issues: issuesOf(context, draft), attempted: false, error: null };
    }),
    changeDraft: assign(({ context, event }) => {
      if (context.draft === null) return {};
      let draft = context.draft;
      if (event.type === 'prescription.change') draft = { ...draft, ...event.patch };
      if (event.type === 'prescription.changeMedication') draft = changeMedication(draft, event.medication);
      return { draft, issues: issuesOf(context, draft) };
    }),
    markAttempted: assign({ attempted: true }),
    closeDraft: assign({ draft: null, issues: [], attempted: false }),
    rememberDelete: assign({
      pendingDeleteId: ({ event }) => (event.type === 'prescription.delete' ? event.id : null),
      error: null,
    }),
    forgetDelete: assign({ pendingDeleteId: null }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'prescriptionEditor',
  context: ({ input }) => ({
    ...input,
    draft: null,
    issues: [],
    attempted: false,
    pendingDeleteId: null,
    error: null,
  }),
  initial: 'list',
  states: {
    list: {
      on: {
        'prescription.add': { target: 'adding', actions: 'openEmptyDraft' },
        'prescription.edit': { guard: 'prescriptionExists', target: 'editing', actions: 'openDraftOf' },
        'prescription.delete': {
          guard: 'prescriptionExists',
          target: 'confirmingDelete',
          actions: 'rememberDelete',
        },
      },
    },
    adding: {
      on: {
        'prescription.change': { actions: 'changeDraft' },
        'prescription.changeMedication': { actions: 'changeDraft' },
        'prescription.save': [
          { guard: 'draftIsValid', target: 'saving.creating' },
          { actions: 'markAttempted' },
        ],
        'prescription.cancel': { target: 'list', actions: 'closeDraft' },
      },
    },
    editing: {
      on: {
        'prescription.change': { actions: 'changeDraft' },
        'prescription.changeMedication': { actions: 'changeDraft' },
        'prescription.save': [
          { guard: 'draftIsValid', target: 'saving.updating' },
          { actions: 'markAttempted' },
        ],
        'prescription.cancel': { target: 'list', actions: 'closeDraft' },
        'prescription.delete': {
          guard: 'prescriptionExists',
          target: 'confirmingDelete',
          actions: ['closeDraft', 'rememberDelete'],
        },
      },
    },
    saving: {
      entry: 'clearError',
      initial: 'creating',
      after: {
        saveTimeout: [
          {
            guard: 'draftIsNew',
            target: 'error',
            actions: assign({ error: { kind: 'add-failed', reason: 'timeout' } }),
          },
          { target: 'error', actions: assign({ error: { kind: 'save-failed', reason: 'timeout' } }) },
        ],
      },
      states: {
        creating: {
          invoke: {
            id: 'createPrescription',
            src: 'createPrescription',
            input: ({ context }) => {
              const entry = entryOf(context);
              return { childId: context.childId, entry, prescription: prescriptionInputFromEntry(entry) };
            },
            onDone: {
              target: '#prescriptionEditor.list',
              actions: [
                assign({
                  prescriptions: ({ context, event }) => withSaved(context.prescriptions, event.output),
                }),
                'closeDraft',
                emit(({ context }) => ({
                  type: 'prescriptions.changed' as const,
                  prescriptions: context.prescriptions,
                })),
              ],
            },
            onError: {
              target: '#prescriptionEditor.error',
              actions: assign({ error: { kind: 'add-failed', reason: 'failed' } }),
            },
          },
        },
        updating: {
          invoke: {
            id: 'updatePrescription',
            src: 'updatePrescription',
            input: ({ context }) => {
              const entry = entryOf(context);
              return {
                childId: context.childId,
                id: context.draft?.id ?? -1,
                entry,
                prescription: prescriptionInputFromEntry(entry),
              };
            },
            onDone: {
              target: '#prescriptionEditor.list',
              actions: [
                assign({
                  prescriptions: ({ context, event }) => withSaved(context.prescriptions, event.output),
                }),
                'closeDraft',
                emit(({ context }) => ({
                  type: 'prescriptions.changed' as const,
                  prescriptions: context.prescriptions,
                })),
              ],
            },
            onError: {
              target: '#prescriptionEditor.error',
              actions: assign({ error: { kind: 'save-failed', reason: 'failed' } }),
            },
          },
        },
      },
    },
    confirmingDelete: {
      after: { deleteConfirmTimeout: { target: 'list', actions: 'forgetDelete' } },
      on: {
        'prescription.confirmDelete': { target: 'deleting' },
        'prescription.cancel': { target: 'list', actions: 'forgetDelete' },
      },
    },
    deleting: {
      invoke: {
        id: 'deletePrescription',
        src: 'deletePrescription',
        input: ({ context }) => ({ childId: context.childId, id: context.pendingDeleteId ?? -1 }),
        onDone: {
          target: 'list',
          actions: [
            assign({
              prescriptions: ({ context }) =>
                context.prescriptions.filter((p) => p.id !== context.pendingDeleteId),
            }),
            'forgetDelete',
            emit(({ context }) => ({
              type: 'prescriptions.changed' as const,
              prescriptions: context.prescriptions,
            })),
          ],
        },
        onError: {
          target: 'error',
          actions: [assign({ error: { kind: 'delete-failed', reason: 'failed' } }), 'forgetDelete'],
        },
      },
    },
    error: {
      on: {
        'prescription.dismiss': [
          { guard: 'errorIsDelete', target: 'list', actions: 'clearError' },
          { guard: 'errorIsAdd', target: 'adding', actions: 'clearError' },
          { target: 'editing', actions: 'clearError' },
        ],
        'prescription.save': [
          { guard: and(['draftIsValid', 'draftIsNew']), target: 'saving.creating' },
          { guard: 'draftIsValid', target: 'saving.updating' },
        ],
        'prescription.cancel': { target: 'list', actions: ['clearError', 'closeDraft'] },
      },
    },
  },
});
