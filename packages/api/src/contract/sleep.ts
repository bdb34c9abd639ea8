import {
  SleepCheckinInputSchema,
  SleepDeviceLinkInputSchema,
  SleepDeviceSchema,
  SleepDeviceStartInputSchema,
  SleepResultSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

const SleepsResponseSchema = z.object({ sleeps: z.array(SleepResultSchema) });

/** Sleep results of a child: from a wearable (interventions) or from weekly check-ins. */
export const sleepContract = {
  /**
   * `GET children/{id}/sleep_interventions`: sleeps measured by the child's device, `{ sleeps }`. With a
   * device linked, the read first imports the nights it measured since the last import (at most every
   * 15 minutes per child); a device that is down never fails the read (the stored nights are answered).
   */
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
    gate: { solution: 'sleep' },
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
    gate: { solution: 'sleep' },
    summary: "Lists the child's sleeps from weekly check-ins.",
  }),
  /**
   * `POST children/{id}/sleep_checkins` `{ night, bedtime, wake_time, night_wakings }`: a night the parent
   * enters by hand (the weekly check-in); one per night (a second entry for the night replaces it);
   * answers `{ sleep }`. A wake time not after the bedtime is 422 on `wake_time`.
   */
  createSleepCheckin: defineEndpoint({
    name: 'createSleepCheckin',
    method: 'POST',
    path: 'children/:id/sleep_checkins',
    params: IdParamsSchema,
    body: SleepCheckinInputSchema,
    response: z.object({ sleep: SleepResultSchema }),
    rootKey: 'sleep',
    status: 201,
    auth: true,
    owner: { child: 'params.id' },
    gate: { solution: 'sleep' },
    summary: "Records a night of the child's sleep from the weekly check-in.",
  }),
  /**
   * `GET children/{id}/sleep_device`: the child's linked sleep device, `{ sleep_device }` (null when none);
   * its `status` is `relink_needed` once the provider has refused its token.
   */
  getSleepDevice: defineEndpoint({
    name: 'getSleepDevice',
    method: 'GET',
    path: 'children/:id/sleep_device',
    params: IdParamsSchema,
    response: z.object({ sleep_device: SleepDeviceSchema.nullable() }),
    rootKey: 'sleep_device',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    gate: { solution: 'sleep' },
    summary: "Reads the child's linked sleep device.",
  }),
  /**
   * `POST children/{id}/sleep_device` `{ service, redirect_uri }`: starts linking a device; answers
   * `{ authorize_url }`, the provider's page the app sends the parent to (OAuth, the token comes back in
   * the redirect URL's hash with the state the server made).
   */
  startSleepDeviceLink: defineEndpoint({
    name: 'startSleepDeviceLink',
    method: 'POST',
    path: 'children/:id/sleep_device',
    params: IdParamsSchema,
    body: SleepDeviceStartInputSchema,
    response: z.object({ authorize_url: z.url() }),
    rootKey: 'authorize_url',
    status: 200,
    auth: true,
    owner: { child: 'params.id' },
    gate: { solution: 'sleep' },
    summary: 'Starts linking a sleep device (answers the provider page to go to).',
  }),
  /**
   * `POST sleep_device_links` `{ child_id, service, state, access_token }`: the OAuth callback; the server
   * checks the state it made for this child and the token with the provider, then keeps the link;
   * answers `{ sleep_device }`. A state it did not make is 422 on `state`.
   */
  createSleepDeviceLink: defineEndpoint({
    name: 'createSleepDeviceLink',
    method: 'POST',
    path: 'sleep_device_links',
    body: SleepDeviceLinkInputSchema,
    response: z.object({ sleep_device: SleepDeviceSchema }),
    rootKey: 'sleep_device',
    status: 201,
    auth: true,
    owner: { child: 'body.child_id' },
    gate: { solution: 'sleep' },
    summary: 'Completes linking a sleep device (the OAuth callback).',
  }),
  /** `DELETE children/{id}/sleep_device`: unlinks the child's sleep device; no content. */
  deleteSleepDevice: defineEndpoint({
    name: 'deleteSleepDevice',
    method: 'DELETE',
    path: 'children/:id/sleep_device',
    params: IdParamsSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    owner: { child: 'params.id' },
    summary: "Unlinks the child's sleep device.",
  }),
} as const;
