import * as z from 'zod';
import { IsoDateTimeSchema } from '../common/common.schema';

/**
 * One visited route in the route history (the app keeps the last 10): its route name, its params, when it
 * was visited, and the id of the app session (`sessionID`, camelCase as the spec writes it) it belongs to.
 */
export const RouteHistoryEntrySchema = z.object({
  name: z.string().min(1),
  params: z.record(z.string(), z.string()),
  timestamp: IsoDateTimeSchema,
  sessionID: z.string().min(1),
});
/** One visited route in the route history. */
export type RouteHistoryEntry = z.infer<typeof RouteHistoryEntrySchema>;
