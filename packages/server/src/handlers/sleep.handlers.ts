/** Handlers of `sleep`: a child's sleep results, the weekly check-in, and the device link. */
import type { sleepContract } from '@attune/api/contract';
import type { HandlersOf } from '../http/router';
import { sleepsOf } from '../insights/insights.service';
import {
  completeSleepDeviceLink,
  importDeviceSleeps,
  recordSleepCheckin,
  sleepDeviceOf,
  startSleepDeviceLink,
  unlinkSleepDevice,
} from '../sleep/sleep.service';

/**
 * The child's sleep, from a device or check-ins (the router has checked the child and the purchase).
 * Reading the device's sleeps first imports the nights it measured since the last import (throttled).
 */
export const sleepHandlers: HandlersOf<typeof sleepContract> = {
  listSleepInterventions: async ({ ctx, child }) => {
    await importDeviceSleeps(ctx, ctx.sleepDeviceProvider ?? null, child.id);
    return { sleeps: await sleepsOf(ctx, child.id, 'device') };
  },
  listSleepCheckins: async ({ ctx, child }) => ({
    sleeps: await sleepsOf(ctx, child.id, 'checkin'),
  }),
  createSleepCheckin: async ({ ctx, child, body }) => ({
    sleep: await recordSleepCheckin(ctx, child.id, body),
  }),
  getSleepDevice: async ({ ctx, child }) => ({ sleep_device: await sleepDeviceOf(ctx, child.id) }),
  startSleepDeviceLink: async ({ ctx, child, body }) => ({
    authorize_url: await startSleepDeviceLink(ctx, ctx.sleepDeviceProvider ?? null, child.id, body),
  }),
  createSleepDeviceLink: async ({ ctx, child, body }) => ({
    sleep_device: await completeSleepDeviceLink(ctx, ctx.sleepDeviceProvider ?? null, child.id, body),
  }),
  deleteSleepDevice: async ({ ctx, child }) => {
    await unlinkSleepDevice(ctx, child.id);
    return undefined;
  },
};
