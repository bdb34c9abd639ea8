/**
 * The prescription editor as a view model, in the style of zag's `connect()`: from a snapshot of the
 * `prescriptionEditorMachine`, whether the form or the list shows, the form's draft and its problems
 * (as locale keys), the Save button (disabled until the form is valid, 'Saving' for up to 5 s), each
 * row's Delete (asking to confirm, reverting after 5 s), the error toast's words as locale keys, and
 * the commands of every control.
 *
 * Conventions: the screen decides when a field's problem is revealed (after the parent left it); this
 * view model only says which problem each field has.
 */
import type { SnapshotFrom } from 'xstate';
import type {
  CreatePrescriptionInput,
  DeletePrescriptionInput,
  PrescriptionEditorError,
  PrescriptionEditorEvent,
  prescriptionEditorMachine,
  UpdatePrescriptionInput,
} from './prescription-editor.machine';
import type { PrescriptionDraft, PrescriptionField, PrescriptionIssue } from './prescriptions.logic';
import type { MedicationTime, Prescription } from './prescriptions.schema';

/** A snapshot of the `prescriptionEditorMachine`. */
export type PrescriptionEditorSnapshot = Pick<
  SnapshotFrom<typeof prescriptionEditorMachine>,
  'value' | 'context'
>;

/** Sends an event to the prescription editor's machine (an actor's `send`). */
export type PrescriptionEditorSend = (event: PrescriptionEditorEvent) => void;

/** The calls an app gives the prescription editor, as plain functions (whatever the framework). */
export interface PrescriptionEditorCalls {
  /** `POST prescriptions`; resolves with the saved prescription. */
  readonly createPrescription: (input: CreatePrescriptionInput) => Promise<Prescription>;
  /** `PUT prescriptions/{id}`; resolves with the saved prescription. */
  readonly updatePrescription: (input: UpdatePrescriptionInput) => Promise<Prescription>;
  /** `DELETE prescriptions/{id}`. */
  readonly deletePrescription: (input: DeletePrescriptionInput) => Promise<void>;
  /** Called with the child's new list after every successful change. */
  readonly onChanged?: (prescriptions: readonly Prescription[]) => void;
}

/** The prescription editor's state, by its top-level name (`saving` covers creating and updating). */
export type PrescriptionEditorStatus =
  | 'list'
  | 'adding'
  | 'editing'
  | 'saving'
  | 'confirmingDelete'
  | 'deleting'
  | 'error';

/** What a prescription's Delete shows: Delete, 'Confirm Delete' (reverts after 5 s), or busy deleting. */
export type PrescriptionDeleteState = 'idle' | 'confirming' | 'deleting';

/** The error toast's title and message as locale keys ('Error Adding Prescription', ...). */
export interface PrescriptionErrorText {
  readonly title:
    | 'prescription.addErrorTitle'
    | 'prescription.saveErrorTitle'
    | 'prescription.deleteErrorTitle';
  readonly message:
    | 'prescription.addErrorMessage'
    | 'prescription.saveErrorMessage'
    | 'prescription.deleteErrorMessage';
}

/** The props of the form's Save button: a submit button, disabled until valid, busy while saving. */
export interface PrescriptionSaveButtonProps {
  readonly type: 'submit';
  readonly disabled: boolean;
  readonly busy: boolean;
}

/** The prescription editor's view model. */
export interface PrescriptionEditorApi {
  readonly status: PrescriptionEditorStatus;
  readonly prescriptions: readonly Prescription[];
  /** The form's draft while adding or editing (kept as typed after a failed save). */
  readonly draft: PrescriptionDraft | null;
  /** The draft's problems; Save is disabled while there is any. */
  readonly issues: readonly PrescriptionIssue[];
  /** Whether the draft may be saved (a draft without problems). */
  readonly canSave: boolean;
  /** Whether the form shows (adding, editing, saving, or an add or save error over the kept draft). */
  readonly formOpen: boolean;
  /** Whether the draft is being saved ('Saving', at most 5 s): the form's fields are disabled. */
  readonly saving: boolean;
  /** Whether the form is for a new prescription (a failed save says 'Adding'). */
  readonly isNew: boolean;
  /** Whether the list's Add, Edit and Delete are disabled (the editor is busy with something else). */
  readonly listDisabled: boolean;
  /** The prescription awaiting delete confirmation (reverts after 5 s), or being deleted. */
  readonly pendingDeleteId: number | null;
  readonly error: PrescriptionEditorError | null;
  /** The error toast's title and message keys while an error shows, else null. */
  readonly errorText: PrescriptionErrorText | null;
  /** The Save button's words: 'prescription.saving' while saving, else 'prescription.save'. */
  readonly saveLabel: 'prescription.save' | 'prescription.saving';
  /** The props of the Save button. */
  getSaveButtonProps(): PrescriptionSaveButtonProps;
  /** What the Delete of prescription `id` shows. */
  getDeleteState(id: number): PrescriptionDeleteState;
  /**
   * The locale key of a field's problem, or null when it has none ('taken' asks for at least one time
   * of day; the others say `prescription.issues.{code}`).
   */
  issueKey(field: PrescriptionField): string | null;
  add(): void;
  edit(id: number): void;
  change(patch: Partial<Omit<PrescriptionDraft, 'id' | 'medication'>>): void;
  /** Chooses the medication ('other' for one outside the catalogue): resets the dosage and custom fields. */
  changeMedication(medication: number | 'other' | null): void;
  /** Ticks or unticks a time of day the medication is taken. */
  setTaken(time: MedicationTime, taken: boolean): void;
  save(): void;
  cancel(): void;
  /** First tap on Delete: asks for confirmation (reverts after 5 s). */
  remove(id: number): void;
  confirmDelete(): void;
  /** Dismisses an error: back to the form with the draft, or to the list after a failed delete. */
  dismiss(): void;
}

const ERROR_TEXTS: Readonly<Record<PrescriptionEditorError['kind'], PrescriptionErrorText>> = {
  'add-failed': { title: 'prescription.addErrorTitle', message: 'prescription.addErrorMessage' },
  'save-failed': { title: 'prescription.saveErrorTitle', message: 'prescription.saveErrorMessage' },
  'delete-failed': { title: 'prescription.deleteErrorTitle', message: 'prescription.deleteErrorMessage' },
};

/** The editor's state by its top-level name. */
function prescriptionEditorStatus(snapshot: PrescriptionEditorSnapshot): PrescriptionEditorStatus {
  const value = snapshot.value;
  return typeof value === 'string' ? value : 'saving';
}

/**
 * The prescription editor's view model from a snapshot of its machine: Save is disabled until the form
 * is valid and shows 'Saving' (busy, fields disabled) for up to 5 s; Delete asks 'Confirm Delete' and
 * reverts after 5 s; a failure shows its toast and keeps what the parent typed.
 */
export function connectPrescriptionEditor(
  snapshot: PrescriptionEditorSnapshot,
  send: PrescriptionEditorSend,
): PrescriptionEditorApi {
  const context = snapshot.context;
  const status = prescriptionEditorStatus(snapshot);
  const { draft, issues, error, pendingDeleteId } = context;
  const saving = status === 'saving';
  const canSave = draft !== null && issues.length === 0;
  const change = (patch: Partial<Omit<PrescriptionDraft, 'id' | 'medication'>>) =>
    send({ type: 'prescription.change', patch });
  return {
    status,
    prescriptions: context.prescriptions,
    draft,
    issues,
    canSave,
    formOpen:
      draft !== null &&
      (status === 'adding' ||
        status === 'editing' ||
        saving ||
        (status === 'error' && error?.kind !== 'delete-failed')),
    saving,
    isNew: typeof draft?.id !== 'number',
    listDisabled: status !== 'list',
    pendingDeleteId,
    error,
    errorText: error ? ERROR_TEXTS[error.kind] : null,
    saveLabel: saving ? 'prescription.saving' : 'prescription.save',
    getSaveButtonProps: () => ({ type: 'submit', disabled: !canSave, busy: saving }),
    getDeleteState: (id) => {
      if (pendingDeleteId !== id) return 'idle';
      return status === 'deleting' ? 'deleting' : 'confirming';
    },
    issueKey: (field) => {
      const issue = issues.find((candidate) => candidate.field === field);
      if (!issue) return null;
      return field === 'taken' && issue.code === 'required'
        ? 'prescription.issues.taken'
        : `prescription.issues.${issue.code}`;
    },
    add: () => send({ type: 'prescription.add' }),
    edit: (id) => send({ type: 'prescription.edit', id }),
    change,
    changeMedication: (medication) => send({ type: 'prescription.changeMedication', medication }),
    setTaken: (time, taken) => {
      const before = draft?.taken ?? [];
      const without = before.filter((chosen) => chosen !== time);
      change({ taken: taken ? [...without, time] : without });
    },
    save: () => send({ type: 'prescription.save' }),
    cancel: () => send({ type: 'prescription.cancel' }),
    remove: (id) => send({ type: 'prescription.delete', id }),
    confirmDelete: () => send({ type: 'prescription.confirmDelete' }),
    dismiss: () => send({ type: 'prescription.dismiss' }),
  };
}
