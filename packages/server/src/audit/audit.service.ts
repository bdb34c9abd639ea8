/**
 * The audit trail of children's records: who (the account), what (the child, the kind of record or the
 * area read, the record's id when one is named), the action (core's `auditActionOf` the HTTP method),
 * when (the server's clock) and from where (the client address the router determined).
 *
 * Written by the router, once, for every successful call of an endpoint that declares an `owner` in the
 * contract (all reads and changes of a child's records go through one), plus the calls that reach
 * children without naming one (the list of children, adding a child), including the calls it answers
 * from memory (a kept answer is a read like any other; the kept plans' row may be written by the
 * statement that confirms them, kept-reads.ts). Nothing else writes audit rows. The row is written by an INSERT that the call awaits (the
 * rows of concurrent calls share one, audit-writer.ts): a call whose audit row cannot be written fails
 * (500) rather than going unrecorded.
 * Append-only: the table refuses updates (a trigger); rows leave only by the retention purge.
 */
import type { Endpoint } from '@attune/api/contract';
import { type AuditAction, auditActionOf, RETENTION } from '@attune/core/rules';
import { desc, eq, inArray } from 'drizzle-orm';
import type { ChildRow } from '../children/ownership';
import type { AppContext } from '../context';
import { auditEvents, children, users } from '../db/schema';
import type { AuditEntry } from './audit-writer';

export type { AuditEntry } from './audit-writer';

/**
 * Writes a call's audit rows, stamped with the call's instant; resolves once they are written (shared
 * with the rows of concurrent calls in one INSERT, see audit-writer.ts), rejects when they could not be.
 */
export async function recordAudit(ctx: AppContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const createdAt = ctx.clock.now();
  await ctx.caches.audit.write(entries.map((entry) => ({ ...entry, createdAt })));
}

/**
 * The audit row of a kept read (the router's kept plans, when the caller's token and the answer are
 * both in memory), written by the one statement that confirms, after the call arrived, that the token's
 * account counter and the child's plans counter are still the ones given and that the child is the
 * caller's (audit/kept-reads.ts). True when confirmed and written; false when not confirmed (nothing
 * written: the router takes the whole path); rejects when the row could not be written.
 */
export function confirmKeptRead(
  ctx: AppContext,
  read: { audit: AuditEntry & { childId: number }; accountVersion: number; plansVersion: number },
): Promise<boolean> {
  return ctx.caches.keptReads.confirm({ ...read, at: ctx.clock.now() });
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** The children a call without an `owner` reached: the listed ones, or the one it added. */
function childrenReached(endpoint: Endpoint, result: unknown): number[] {
  if (endpoint.name === 'listPatients') {
    const list = (result as { patients?: { id?: unknown }[] } | undefined)?.patients ?? [];
    return list.map((child) => idOf(child.id)).filter((id): id is number => id !== null);
  }
  if (endpoint.name === 'createPatient') {
    const id = idOf((result as { patient?: { id?: unknown } } | undefined)?.patient?.id);
    return id === null ? [] : [id];
  }
  return [];
}

/**
 * The audit rows of one successful call: for an endpoint with an `owner`, one row about its child (the
 * record kind and id when the endpoint names a record; else the area, the path's first segment); for the
 * list of children and adding a child, one row per child reached. None for other calls.
 */
export function auditEntriesOf(call: {
  endpoint: Endpoint;
  userId: number;
  child: Pick<ChildRow, 'id'> | null | undefined;
  params: unknown;
  result: unknown;
  ip: string;
}): AuditEntry[] {
  const { endpoint } = call;
  const action = auditActionOf(endpoint.method);
  const base = { userId: call.userId, action, endpoint: endpoint.name, ip: call.ip };
  const area = endpoint.path.split('/')[0] ?? endpoint.path;
  // Reading the trail itself is not a read of the child's records (else each visit would add to it).
  if (endpoint.name === 'listAuditEvents') return [];
  if (endpoint.owner) {
    if (!call.child) return [];
    const record = endpoint.owner.record;
    const recordId = record ? idOf((call.params as { id?: unknown } | undefined)?.id) : null;
    return [{ ...base, childId: call.child.id, recordKind: record ?? area, recordId }];
  }
  return childrenReached(endpoint, call.result).map((childId) => ({
    ...base,
    childId,
    recordKind: area,
    recordId: endpoint.name === 'createPatient' ? childId : null,
  }));
}

/** How many rows `GET audit_events` answers at most. */
export const AUDIT_PAGE = 200;

/**
 * The family's audit trail, newest first: rows about its children (or one child of its), and rows its
 * own account wrote. Another family's child gives nothing.
 */
export async function listAuditEvents(ctx: AppContext, userId: number, childId?: number) {
  const own = await ctx.db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(eq(children.userId, userId));
  const ids = own.map((child) => child.id).filter((id) => childId === undefined || id === childId);
  if (ids.length === 0) return [];
  const names = new Map(own.map((child) => [child.id, child.name]));
  const rows = await ctx.db
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(inArray(auditEvents.childId, ids))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(AUDIT_PAGE);
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    child_id: event.childId,
    child_name: event.childId === null ? null : (names.get(event.childId) ?? null),
    record_kind: event.recordKind,
    record_id: event.recordId,
    action: event.action as AuditAction,
    actor: { id: event.userId, name: actorName ?? '', you: event.userId === userId },
    ip: event.ip,
    created_at: event.createdAt.toISOString(),
  }));
}

/** Audit rows are kept {@link RETENTION}.auditMonths months (core's rule); see the retention purge. */
export const AUDIT_RETENTION_MONTHS = RETENTION.auditMonths;
