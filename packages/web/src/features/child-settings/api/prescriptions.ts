import type { Child, Prescription, PrescriptionInput } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

export const createPrescription = (childId: number, prescription: PrescriptionInput): Promise<Prescription> =>
  call((api) =>
    api.createPrescription({
      body: { taking_medication: true, prescription: { ...prescription, child_id: childId } },
    }),
  );

export const updatePrescription = (
  childId: number,
  id: number,
  prescription: PrescriptionInput,
): Promise<Prescription> =>
  call((api) => api.updatePrescription({ params: { id }, body: { child_id: childId, prescription } }));

export const deletePrescription = (childId: number, id: number): Promise<unknown> =>
  call((api) => api.deletePrescription({ params: { id }, body: { child_id: childId } }));

export const updateChild = (
  id: number,
  patient: { name?: string; birthday?: string; gender?: 'male' | 'female' | 'other' },
): Promise<Child> => call((api) => api.updatePatient({ params: { id }, body: { patient } }));
