import { z } from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema } from '../common/common.schema';

/** A time of day, `HH:MM` on the 24-hour clock (`20:00`). */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

/** The most night wakings a check-in records. */
export const MAX_NIGHT_WAKINGS = 20;

/**
 * Body of `POST children/{id}/sleep_checkins`: one night a parent enters by hand: the night (the day the
 * child went to bed), bedtime, wake time the next morning, and how many times the child woke in the night.
 */
export const SleepCheckinInputSchema = z.object({
  night: IsoDateSchema,
  bedtime: TimeOfDaySchema,
  wake_time: TimeOfDaySchema,
  night_wakings: z.number().int().min(0).max(MAX_NIGHT_WAKINGS),
});
/** Body of `POST children/{id}/sleep_checkins`. */
export type SleepCheckinInput = z.infer<typeof SleepCheckinInputSchema>;

/** The sleep devices a child can be linked to. */
export const SleepDeviceServiceSchema = z.enum(['fitbit']);
/** A sleep device service. */
export type SleepDeviceService = z.infer<typeof SleepDeviceServiceSchema>;

/**
 * How a linked device stands: `linked` (its nights are imported when read) or `relink_needed` (the
 * provider refused its token, so no night is imported until the parent links it again).
 */
export const SleepDeviceStatusSchema = z.enum(['linked', 'relink_needed']);
/** How a linked sleep device stands. */
export type SleepDeviceStatus = z.infer<typeof SleepDeviceStatusSchema>;

/**
 * A child's linked sleep device (`GET children/{id}/sleep_device`): which service, since when, and
 * whether it still shares nights (`status`).
 */
export const SleepDeviceSchema = z.object({
  id: IdSchema,
  child_id: IdSchema,
  service: SleepDeviceServiceSchema,
  linked_at: IsoDateTimeSchema,
  status: SleepDeviceStatusSchema,
});
/** A child's linked sleep device. */
export type SleepDevice = z.infer<typeof SleepDeviceSchema>;

/** Body of `POST children/{id}/sleep_device`: starts linking a device; the app's callback address. */
export const SleepDeviceStartInputSchema = z.object({
  service: SleepDeviceServiceSchema,
  redirect_uri: z.url().max(500),
});

/**
 * Body of `POST sleep_device_links`: the OAuth callback's answer (read from the redirect URL's hash):
 * the child the link is for, the state the server made, and the access token.
 */
export const SleepDeviceLinkInputSchema = z.object({
  child_id: IdSchema,
  service: SleepDeviceServiceSchema,
  state: z.string().min(16).max(200),
  access_token: z.string().min(1).max(4000),
});
/** Body of `POST sleep_device_links`. */
export type SleepDeviceLinkInput = z.infer<typeof SleepDeviceLinkInputSchema>;
