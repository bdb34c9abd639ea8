/**
 * The one authorization rule of family data: a child is reachable only by the account it belongs to.
 * Another account's child answers 404, exactly as a missing one does, so ids reveal nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/database';
import { children } from '../db/schema';
import { notFound } from '../http/errors';

/** A child row. */
export type ChildRow = typeof children.$inferSelect;

/** The largest id a PostgreSQL `integer` holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

/** The caller's child with this id, or 404 (missing, or another account's). */
export async function childOf(ctx: AppContext, userId: number, childId: number, db: Db | Tx = ctx.db) {
  if (!Number.isSafeInteger(childId) || childId < 1 || childId > MAX_ID) throw notFound('Child');
  const rows = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  const child = rows[0];
  if (!child) throw notFound('Child');
  return child;
}
