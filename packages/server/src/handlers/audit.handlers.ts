/** Handlers of `audit`: the family's audit trail ("who saw my child's data"). */
import type { auditContract } from '@attune/api/contract';
import { listAuditEvents } from '../audit/audit.service';
import type { HandlersOf } from '../http/router';

/** The audit trail. */
export const auditHandlers: HandlersOf<typeof auditContract> = {
  listAuditEvents: async ({ ctx, user, query }) => ({
    audit_events: await listAuditEvents(ctx, user.id, query.child_id),
  }),
};
