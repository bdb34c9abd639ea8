import { MedicationSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The medication catalogue (reference data). */
export const medicationsContract = {
  /** `GET medications`: every medication with its dosages, `{ medications }`; never empty; cached as reference data. */
  listMedications: defineEndpoint({
    name: 'listMedications',
    method: 'GET',
    path: 'medications',
    response: z.object({ medications: z.array(MedicationSchema) }),
    rootKey: 'medications',
    status: 200,
    auth: true,
    emptyListError: 'medications',
    cache: 'reference',
    serverCache: 'catalogue',
    summary: 'Lists the medications and their dosages.',
  }),
} as const;
