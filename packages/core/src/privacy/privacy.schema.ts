import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/** What was done with a child's record: read, create, update or delete. */
export const AuditActionSchema = z.enum(['read', 'create', 'update', 'delete']);

/**
 * One row of "who saw my child's data" (`GET audit_events`): who (`actor`, `you` when it was the caller's
 * own account), which child and what (`record_kind`: the kind of record or the area read, e.g.
 * `prescription`, `child_activity_plans`, `patients`; `record_id` when one record was named), the action,
 * when, and from which address (`ip`).
 */
export const AuditEventSchema = z.object({
  id: IdSchema,
  child_id: IdSchema.nullable(),
  child_name: z.string().nullable(),
  record_kind: z.string(),
  record_id: IdSchema.nullable(),
  action: AuditActionSchema,
  actor: z.object({ id: IdSchema, name: z.string(), you: z.boolean() }),
  ip: z.string(),
  created_at: IsoDateTimeSchema,
});
/** One row of the audit trail as the family sees it. */
export type AuditEvent = z.infer<typeof AuditEventSchema>;
