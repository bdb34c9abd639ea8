/**
 * The one authorization rule of family data: a child is reachable only by the account it belongs to, and
 * by a collaborator the family shared that one child with, for what core's `collaboratorMay` allows them.
 * Another account's child answers 404, exactly as a missing one does, so ids reveal nothing; a shared
 * child's call the collaborator's permission does not allow answers 403.
 *
 * Endpoints declare whose data they reach once, in the contract (`owner`); the router applies
 * {@link ownerOf} before the handler runs and hands it the child.
 */
import type { ChildOwnership, ChildRecordKind } from '@attune/api/contract';
import { type CollaboratorAction, collaboratorMay } from '@attune/core/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { sharedPermission } from '../collaborators/collaborators.service';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/database';
import {
  assessments,
  childActivityItems,
  childActivityPlans,
  childActivitySessions,
  childCourses,
  children,
  meaningfulChangeScores,
  prescriptions,
  profileLectures,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** A child row. */
export type ChildRow = typeof children.$inferSelect;

/** The largest id a PostgreSQL `integer` holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

const isId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** The caller's child with this id, or 404 (missing, or another account's). */
export async function childOf(ctx: AppContext, userId: number, childId: number, db: Db | Tx = ctx.db) {
  if (!isId(childId)) throw notFound('Child');
  const rows = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  const child = rows[0];
  if (!child) throw notFound('Child');
  return child;
}

/**
 * The child with this id as the caller may reach it for `action`: the family's own child (anything), or a
 * child shared with the caller as a collaborator (what `collaboratorMay` allows, else 403); else 404.
 */
export async function reachableChild(
  ctx: AppContext,
  userId: number,
  childId: number,
  action: CollaboratorAction,
): Promise<ChildRow> {
  if (!isId(childId)) throw notFound('Child');
  const rows = await ctx.db.select().from(children).where(eq(children.id, childId));
  const child = rows[0];
  if (!child) throw notFound('Child');
  if (child.userId === userId) return child;
  // Not the caller's: reachable only through an accepted, current sharing of this very child.
  const permission = await sharedPermission(ctx, userId, child.id);
  if (permission === null) throw notFound('Child');
  if (!collaboratorMay(permission, action))
    throw new HttpError(403, { collaborator: ['The family has not allowed you to do this.'] });
  return child;
}

/** The child a record belongs to, by the record's kind: one query each, or `undefined` when missing. */
const CHILD_OF_RECORD: Record<ChildRecordKind, (db: Db, id: number) => Promise<{ childId: number }[]>> = {
  child_activity_plan: (db, id) =>
    db
      .select({ childId: childActivityPlans.childId })
      .from(childActivityPlans)
      .where(eq(childActivityPlans.id, id)),
  child_activity_item: (db, id) =>
    db
      .select({ childId: childActivityPlans.childId })
      .from(childActivityItems)
      .innerJoin(
        childActivitySessions,
        eq(childActivitySessions.id, childActivityItems.childActivitySessionId),
      )
      .innerJoin(childActivityPlans, eq(childActivityPlans.id, childActivitySessions.childActivityPlanId))
      .where(eq(childActivityItems.id, id)),
  prescription: (db, id) =>
    db
      .select({ childId: prescriptions.childId })
      .from(prescriptions)
      .where(and(eq(prescriptions.id, id), isNull(prescriptions.stoppedAt))),
  assessment: (db, id) =>
    db.select({ childId: assessments.childId }).from(assessments).where(eq(assessments.id, id)),
  meaningful_change_score: (db, id) =>
    db
      .select({ childId: meaningfulChangeScores.childId })
      .from(meaningfulChangeScores)
      .where(eq(meaningfulChangeScores.id, id)),
  profile_lecture: (db, id) =>
    db
      .select({ childId: childCourses.childId })
      .from(profileLectures)
      .innerJoin(childCourses, eq(childCourses.id, profileLectures.childCourseId))
      .where(eq(profileLectures.id, id)),
};

const RECORD_NAMES: Record<ChildRecordKind, string> = {
  child_activity_plan: 'Plan',
  child_activity_item: 'Item',
  prescription: 'Prescription',
  assessment: 'Assessment',
  meaningful_change_score: 'Meaningful change score',
  profile_lecture: 'Lecture',
};

/** The value at a dotted location of the parsed input (`'body.prescription.child_id'`). */
function valueAt(input: Readonly<Record<string, unknown>>, location: string): unknown {
  let value: unknown = input;
  for (const key of location.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Applies an endpoint's declared ownership to a parsed request: the caller's child it names (found
 * through the record when the endpoint names one), or 404 as for a missing record. `null` when the
 * ownership is optional and the request names no child. `action` is what the call does with the child,
 * judged by `collaboratorMay` when the caller is a collaborator (`change`, the family's alone, by default).
 */
export async function ownerOf(
  ctx: AppContext,
  userId: number,
  owner: ChildOwnership,
  input: { params: unknown; query: unknown; body: unknown },
  action: CollaboratorAction = 'change',
): Promise<ChildRow | null> {
  const named = owner.child === undefined ? undefined : valueAt(input, owner.child);
  if (named === undefined && owner.optional) return null;
  // The child the request names must be the caller's (or shared with them); a missing one and another's read alike.
  const child = named === undefined ? null : await reachableChild(ctx, userId, Number(named), action);
  if (owner.record === undefined) {
    if (!child) throw notFound('Child');
    return child;
  }
  // A record answers as missing unless it is of that child (or, when none is named, of the caller's).
  const recordId = Number(valueAt(input, 'params.id'));
  const rows = isId(recordId) ? await CHILD_OF_RECORD[owner.record](ctx.db, recordId) : [];
  const recordChild = rows[0]?.childId;
  const missing = notFound(RECORD_NAMES[owner.record]);
  if (recordChild === undefined) throw missing;
  if (child) {
    if (child.id !== recordChild) throw missing;
    return child;
  }
  try {
    return await reachableChild(ctx, userId, recordChild, action);
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) throw error;
    throw missing;
  }
}
