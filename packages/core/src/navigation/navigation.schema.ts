import * as z from 'zod';
import { IsoDateTimeSchema } from '../common/common.schema';
import { isReturnPath } from './navigation.logic';

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

/** A page of this app to come back to (core's `isReturnPath`), e.g. a collaborator's invitation. */
export const ReturnPathSchema = z
  .string()
  .refine((value) => isReturnPath(value), { message: 'must be a path of this site' });
