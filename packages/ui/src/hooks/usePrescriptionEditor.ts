import {
  type CreatePrescriptionInput,
  type DeletePrescriptionInput,
  type MedicationChoice,
  type Prescription,
  type PrescriptionDraft,
  type PrescriptionEditorError,
  type PrescriptionIssue,
  prescriptionEditorMachine,
  type UpdatePrescriptionInput,
} from '@attune/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link usePrescriptionEditor}: the child's prescriptions and the app's three calls. */
export interface UsePrescriptionEditorOptions {
  readonly childId: number;
  readonly prescriptions: readonly Prescription[];
  /** The child's birthday, `YYYY-MM-DD`. */
  readonly birthday: string;
  /** The family's calendar day, `YYYY-MM-DD`. */
  readonly today: string;
  readonly medications: readonly MedicationChoice[];
  /** `POST prescriptions`; resolves with the saved prescription. */
  readonly createPrescription: (input: CreatePrescriptionInput) => Promise<Prescription>;
  /** `PUT prescriptions/{id}`; resolves with the saved prescription. */
  readonly updatePrescription: (input: UpdatePrescriptionInput) => Promise<Prescription>;
  /** `DELETE prescriptions/{id}`. */
  readonly deletePrescription: (input: DeletePrescriptionInput) => Promise<void>;
  /** Called with the child's new list after every successful change. */
  readonly onChanged?: (prescriptions: readonly Prescription[]) => void;
}

/** The prescription editor's state names. */
export type PrescriptionEditorStatus =
  | 'list'
  | 'adding'
  | 'editing'
  | 'saving'
  | 'confirmingDelete'
  | 'deleting'
  | 'error';

/** The prescription editor's view model. */
export interface PrescriptionEditorView {
  readonly status: PrescriptionEditorStatus;
  readonly prescriptions: readonly Prescription[];
  /** The form's draft while adding or editing (kept as typed after a failed save). */
  readonly draft: PrescriptionDraft | null;
  /** The draft's problems; Save is disabled while there is any. */
  readonly issues: readonly PrescriptionIssue[];
  readonly canSave: boolean;
  /** The prescription awaiting delete confirmation (reverts after 5 s), or being deleted. */
  readonly pendingDeleteId: number | null;
  readonly error: PrescriptionEditorError | null;
  /** Whether the form is for a new prescription (the error after a failed save says 'Adding'). */
  readonly isNew: boolean;
  readonly add: () => void;
  readonly edit: (id: number) => void;
  readonly change: (patch: Partial<Omit<PrescriptionDraft, 'id' | 'medication'>>) => void;
  /** Chooses the medication: resets the dosage and the custom fields. */
  readonly changeMedication: (medication: number | 'other' | null) => void;
  readonly save: () => void;
  readonly cancel: () => void;
  /** First tap on Delete: asks for confirmation (reverts after 5 s). */
  readonly remove: (id: number) => void;
  readonly confirmDelete: () => void;
  /** Dismisses an error: back to the form with the draft, or to the list after a failed delete. */
  readonly dismiss: () => void;
}

/** Binds the core's `prescriptionEditorMachine` (Saving up to 5 s; delete confirmation reverts after 5 s). */
export function usePrescriptionEditor(options: UsePrescriptionEditorOptions): PrescriptionEditorView {
  const latest = useLatest(options);
  const actor = useActorRef(
    prescriptionEditorMachine.provide({
      actors: {
        createPrescription: fromPromise(({ input }) => latest.current.createPrescription(input)),
        updatePrescription: fromPromise(({ input }) => latest.current.updatePrescription(input)),
        deletePrescription: fromPromise(({ input }) => latest.current.deletePrescription(input)),
      },
    }),
    {
      input: {
        childId: options.childId,
        prescriptions: options.prescriptions,
        birthday: options.birthday,
        today: options.today,
        medications: options.medications,
      },
    },
  );
  const status = useSelector(actor, (snapshot) => {
    const value = snapshot.value;
    return (typeof value === 'string' ? value : Object.keys(value)[0]) as PrescriptionEditorStatus;
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);

  useEffect(() => {
    const subscription = actor.on('prescriptions.changed', (event) =>
      latest.current.onChanged?.(event.prescriptions),
    );
    return () => subscription.unsubscribe();
  }, [actor, latest]);

  return useMemo(
    () => ({
      status,
      prescriptions: context.prescriptions,
      draft: context.draft,
      issues: context.issues,
      canSave: context.draft !== null && context.issues.length === 0,
      pendingDeleteId: context.pendingDeleteId,
      error: context.error,
      isNew: typeof context.draft?.id !== 'number',
      add: () => actor.send({ type: 'prescription.add' }),
      edit: (id) => actor.send({ type: 'prescription.edit', id }),
      change: (patch) => actor.send({ type: 'prescription.change', patch }),
      changeMedication: (medication) => actor.send({ type: 'prescription.changeMedication', medication }),
      save: () => actor.send({ type: 'prescription.save' }),
      cancel: () => actor.send({ type: 'prescription.cancel' }),
      remove: (id) => actor.send({ type: 'prescription.delete', id }),
      confirmDelete: () => actor.send({ type: 'prescription.confirmDelete' }),
      dismiss: () => actor.send({ type: 'prescription.dismiss' }),
    }),
    [actor, status, context],
  );
}
