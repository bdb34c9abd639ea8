/** Handlers of `medications`: the medication list of the prescription form. */
import type { medicationsContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { listMedications } from '../prescriptions/medications.service';

/** The medications with their dosages. */
export const medicationsHandlers: HandlersOf<typeof medicationsContract> = {
  listMedications: async ({ ctx }) => ({ medications: await listMedications(ctx) }),
};
