import type { Child } from '@attune/core/rules';
import { apiRequest } from '../../../lib/api-client';

export interface ChildFields {
  readonly name: string;
  readonly birthday: string;
  readonly gender: 'male' | 'female' | 'other';
}

export interface Appearance {
  readonly chosen_visualization: string;
  readonly chosen_eyes: string;
  readonly skin_color: number;
  readonly hair_color: number;
  readonly eye_color: number;
}

export async function createChild(patient: ChildFields): Promise<Child> {
  const body = await apiRequest<{ patient: Child }>('POST', 'patients', { body: { patient } });
  return body.patient;
}

export async function updateAppearance(id: number, appearance: Appearance): Promise<Child> {
  const body = await apiRequest<{ patient: Child }>('PUT', `patients/${id}`, {
    body: {
      patient: {
        chosen_visualization: appearance.chosen_visualization,
        chosen_eyes: appearance.chosen_eyes,
        skin_color: String(appearance.skin_color),
        hair_color: String(appearance.hair_color),
        eye_color: String(appearance.eye_color),
      },
    },
  });
  return body.patient;
}
