import { SleepResultSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

const SleepsResponseSchema = z.object({ sleeps: z.array(SleepResultSchema) });

/** Sleep results of a child: from a wearable (interventions) or from weekly check-ins. */
export const sleepContract = {
  /** `GET children/{id}/sleep_interventions`: sleeps measured by the child's device, `{ sleeps }`. */
  listSleepInterventions: defineEndpoint({
    name: 'listSleepInterventions',
    method: 'GET',
    path: 'children/:id/sleep_interventions',
    params: IdParamsSchema,
    response: SleepsResponseSchema,
    rootKey: 'sleeps',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Lists the sleeps measured by the child's device.",
  }),
  /** `GET children/{id}/sleep_checkins`: sleeps from the weekly check-ins (no device), `{ sleeps }`. */
  listSleepCheckins: defineEndpoint({
    name: 'listSleepCheckins',
    method: 'GET',
    path: 'children/:id/sleep_checkins',
    params: IdParamsSchema,
    response: SleepsResponseSchema,
    rootKey: 'sleeps',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Lists the child's sleeps from weekly check-ins.",
  }),
} as const;
