import type { Child, Medication, Prescription, PrescriptionInput } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';
import { cachedReference } from '../../../lib/stores';

export function fetchMedications(): Promise<Medication[]> {
  return cachedReference('medications', async () => {
    const body = await apiRequest<{ medications: Medication[] }>('GET', 'medications');
    return body.medications;
  });
}

export async function createPrescription(childId: number, prescription: PrescriptionInput): Promise<Prescription> {
  const body = await apiRequest<{ prescription: Prescription }>('POST', 'prescriptions', {
    body: { taking_medication: true, prescription: { ...prescription, child_id: childId } },
  });
  return body.prescription;
}

export async function updatePrescription(childId: number, id: number, prescription: PrescriptionInput): Promise<Prescription> {
  const body = await apiRequest<{ prescription: Prescription }>('PUT', `prescriptions/${id}`, {
    body: { child_id: childId, prescription },
  });
  return body.prescription;
}

export async function deletePrescription(childId: number, id: number): Promise<void> {
  await apiRequest('DELETE', `prescriptions/${id}`, { body: { child_id: childId } });
}

export async function updateChild(
  id: number,
  patient: { name?: string; birthday?: string; gender?: 'male' | 'female' | 'other' },
): Promise<Child> {
  const body = await apiRequest<{ patient: Child }>('PUT', `patients/${id}`, { body: { patient } });
  return body.patient;
}
