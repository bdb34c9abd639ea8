/** The people around a family (teachers, relatives) it shares with: an account's own list. */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { collaborators } from '../db/schema';
import { notFound } from '../http/errors';

type CollaboratorRow = typeof collaborators.$inferSelect;

/** What a collaborator is made or changed with (emails are kept in lower case). */
export interface CollaboratorFields {
  name?: string | undefined;
  email?: string | undefined;
  relationship?: string | undefined;
}

const collaboratorJson = (row: CollaboratorRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  relationship: row.relationship,
});

/** The account's collaborators, oldest first. */
export async function listCollaborators(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(collaborators)
    .where(eq(collaborators.userId, userId))
    .orderBy(asc(collaborators.id));
  return rows.map(collaboratorJson);
}

/** Adds a collaborator to the account. */
export async function addCollaborator(
  ctx: AppContext,
  userId: number,
  input: { name: string; email: string; relationship: string },
) {
  const [row] = await ctx.db
    .insert(collaborators)
    .values({
      userId,
      name: input.name,
      email: input.email.toLowerCase(),
      relationship: input.relationship,
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!row) throw new Error('collaborator insert returned no row');
  return collaboratorJson(row);
}

const own = (userId: number, id: number) => and(eq(collaborators.id, id), eq(collaborators.userId, userId));

/** Changes the fields sent of one of the account's collaborators (404 for another account's). */
export async function editCollaborator(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: CollaboratorFields,
) {
  const set: Partial<typeof collaborators.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.email !== undefined) set.email = changes.email.toLowerCase();
  if (changes.relationship !== undefined) set.relationship = changes.relationship;
  const [row] =
    Object.keys(set).length > 0
      ? await ctx.db.update(collaborators).set(set).where(own(userId, id)).returning()
      : await ctx.db.select().from(collaborators).where(own(userId, id));
  if (!row) throw notFound('Collaborator');
  return collaboratorJson(row);
}

/** Removes one of the account's collaborators (404 for another account's). */
export async function removeCollaborator(ctx: AppContext, userId: number, id: number) {
  const deleted = await ctx.db
    .delete(collaborators)
    .where(own(userId, id))
    .returning({ id: collaborators.id });
  if (!deleted[0]) throw notFound('Collaborator');
}
