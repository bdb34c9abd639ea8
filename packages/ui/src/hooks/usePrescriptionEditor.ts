import type { PrescriptionEditorApi, PrescriptionEditorCalls, PrescriptionEditorInput } from '@attune/core';
import { connectPrescriptionEditor, prescriptionEditorMachine } from '@attune/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from './useLatest';

/** Options of {@link usePrescriptionEditor}: the child's prescriptions, the form's limits and the app's calls. */
export interface UsePrescriptionEditorOptions extends PrescriptionEditorInput, PrescriptionEditorCalls {}

/** Binds the core's `prescriptionEditorMachine` to React (`connectPrescriptionEditor`). */
export function usePrescriptionEditor(options: UsePrescriptionEditorOptions): PrescriptionEditorApi {
  const { childId, prescriptions, birthday, today, medications } = options;
  const machine = prescriptionEditorMachine.provide({
    actors: {
      createPrescription: fromPromise(({ input }) => options.createPrescription(input)),
      updatePrescription: fromPromise(({ input }) => options.updatePrescription(input)),
      deletePrescription: fromPromise(({ input }) => options.deletePrescription(input)),
    },
  });
  const input = { childId, prescriptions, birthday, today, medications };
  const [snapshot, send, actor] = useMachine(machine, { input });
  const onChanged = useLatest(options.onChanged);
  useEffect(() => {
    const subscription = actor.on('prescriptions.changed', (event) =>
      onChanged.current?.(event.prescriptions),
    );
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  return connectPrescriptionEditor(snapshot, send);
}
