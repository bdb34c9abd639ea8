import { AuditEventSchema } from '@attune/core/rules';
import { z } from 'zod';
import { defineEndpoint, QueryIdSchema } from './endpoint';

/** Query of `GET audit_events`: one child's rows (`child_id`), or every child of the family's. */
export const AuditEventsQuerySchema = z.object({ child_id: QueryIdSchema.optional() });

/** The family's audit trail: who read or changed its children's records. */
export const auditContract = {
  /**
   * `GET audit_events?child_id=`: the newest 200 reads and changes of the family's children's records,
   * newest first, `{ audit_events }`. Another family's child answers 404 like a missing one.
   */
  listAuditEvents: defineEndpoint({
    name: 'listAuditEvents',
    method: 'GET',
    path: 'audit_events',
    query: AuditEventsQuerySchema,
    response: z.object({ audit_events: z.array(AuditEventSchema) }),
    rootKey: 'audit_events',
    status: 200,
    auth: true,
    owner: { child: 'query.child_id', optional: true },
    summary: "Lists who read or changed the family's children's records (the audit trail).",
  }),
};
