import type { Child, ChildAppearance } from '@attune/core/rules';
import { call } from '../../../lib/api-client';

export interface ChildFields {
  readonly name: string;
  readonly birthday: string;
  readonly gender: 'male' | 'female' | 'other';
}

export const createChild = (patient: ChildFields): Promise<Child> =>
  call((api) => api.createPatient({ body: { patient } }));

/** Saves the avatar's appearance (the contract sends the palette ids as strings). */
export function updateAppearance(id: number, appearance: Partial<ChildAppearance>): Promise<Child> {
  const patient: Record<string, string> = {};
  for (const [key, value] of Object.entries(appearance))
    if (value !== null && value !== undefined) patient[key] = String(value);
  return call((api) => api.updatePatient({ params: { id }, body: { patient } }));
}
