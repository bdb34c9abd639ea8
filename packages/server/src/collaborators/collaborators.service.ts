/**
 * Collaborators: the people a family shares ONE child with (a teacher, a grandparent).
 *
 * Conventions:
 * - the family invites by name, email and relationship for one child, with a permission (core's
 *   `CollaboratorPermission`); the invitation goes by mail in the family's language with a link holding a
 *   32-byte token of which only the SHA-256 is kept;
 * - the invitation is accepted by the account whose email it was sent to (the token proves the mailbox,
 *   the address that it is theirs); it is then used up;
 * - what an accepted collaborator may do is core's `collaboratorMay`, asked on every call about a child
 *   (children/ownership.ts); removing the row or changing its permission counts from their next call;
 * - an address invited twice for one child answers 409 on `email` (a unique index, so two at once cannot
 *   both pass); another family's collaborator answers 404.
 */
import type { CollaboratorPermission } from '@attune/core/rules';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { UserRow } from '../accounts/accounts.service';
import { newToken, tokenHash } from '../accounts/tokens';
import type { AppContext } from '../context';
import { children, collaborators, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { sendMail } from '../mail/outbox';

type CollaboratorRow = typeof collaborators.$inferSelect;
/** A child row (children/ownership.ts's `ChildRow`, named here so the two modules do not import each other). */
type ChildRow = typeof children.$inferSelect;

const permissionOf = (value: string): CollaboratorPermission => (value === 'answer' ? 'answer' : 'read');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const collaboratorJson = (row: CollaboratorRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  relationship: row.relationship,
  child_id: row.childId,
  permission: permissionOf(row.permission),
  status: row.collaboratorUserId === null ? ('invited' as const) : ('accepted' as const),
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

/** The invitation mail, in the family's language. */
function invitationMail(
  language: string,
  input: {
    to: string;
    name: string;
    family: string;
    child: string;
    permission: CollaboratorPermission;
    link: string;
  },
) {
  if (language === 'es') {
    const can =
      input.permission === 'answer'
        ? `ver los planes y resultados de ${input.child} y responder cuestionarios sobre ${input.child}`
        : `ver los planes y resultados de ${input.child}`;
    return {
      to: input.to,
      subject: `${input.family} te invita a seguir a ${input.child} en Attune`,
      text: [
        `Hola ${input.name}:`,
        '',
        `${input.family} te invita a ${can} en Attune.`,
        `Para aceptar, abre este enlace (crea una cuenta o inicia sesión con esta dirección): ${input.link}`,
      ].join('\n'),
    };
  }
  const can =
    input.permission === 'answer'
      ? `see ${input.child}'s plans and scores and answer questionnaires about ${input.child}`
      : `see ${input.child}'s plans and scores`;
  return {
    to: input.to,
    subject: `${input.family} invites you to follow ${input.child} on Attune`,
    text: [
      `Hello ${input.name},`,
      '',
      `${input.family} invites you to ${can} on Attune.`,
      `To accept, open this link (make an account or log in with this address): ${input.link}`,
    ].join('\n'),
  };
}

/** Whether a database error is the unique index of one address per child. */
const isDuplicate = (error: unknown): boolean => {
  const text = `${(error as { code?: string })?.code ?? ''} ${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('23505') || text.includes('collaborators_child_email');
};

/** Invites someone to share the family's child (checked by the router) and mails them the invitation. */
export async function addCollaborator(
  ctx: AppContext,
  family: UserRow,
  child: ChildRow,
  input: { name: string; email: string; relationship: string; permission: CollaboratorPermission },
) {
  const email = input.email.trim().toLowerCase();
  if (email === family.email.toLowerCase()) throw new HttpError(422, { email: ['is your own address'] });
  const token = newToken();
  let row: CollaboratorRow | undefined;
  try {
    [row] = await ctx.db
      .insert(collaborators)
      .values({
        userId: family.id,
        childId: child.id,
        name: input.name.trim(),
        email,
        relationship: input.relationship.trim(),
        permission: input.permission,
        invitationTokenHash: tokenHash(token),
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
  } catch (error) {
    if (isDuplicate(error)) row = undefined;
    else throw error;
  }
  if (!row) throw new HttpError(409, { email: ['is already invited for this child'] });
  await sendMail(
    ctx,
    invitationMail(family.language, {
      to: email,
      name: row.name,
      family: family.name?.trim() || family.email,
      child: firstName(child.name),
      permission: input.permission,
      link: `${ctx.publicUrl}/app/invitation?token=${encodeURIComponent(token)}`,
    }),
  );
  return collaboratorJson(row);
}

const own = (userId: number, id: number) => and(eq(collaborators.id, id), eq(collaborators.userId, userId));

/** Changes the fields sent of one of the account's collaborators (404 for another account's). */
export async function editCollaborator(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: {
    name?: string | undefined;
    relationship?: string | undefined;
    permission?: CollaboratorPermission | undefined;
  },
) {
  const set: Partial<typeof collaborators.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name.trim();
  if (changes.relationship !== undefined) set.relationship = changes.relationship.trim();
  if (changes.permission !== undefined) set.permission = changes.permission;
  const [row] =
    Object.keys(set).length > 0
      ? await ctx.db.update(collaborators).set(set).where(own(userId, id)).returning()
      : await ctx.db.select().from(collaborators).where(own(userId, id));
  if (!row) throw notFound('Collaborator');
  return collaboratorJson(row);
}

/** Removes one of the account's collaborators: the sharing stops at once (404 for another account's). */
export async function removeCollaborator(ctx: AppContext, userId: number, id: number) {
  const deleted = await ctx.db
    .delete(collaborators)
    .where(own(userId, id))
    .returning({ id: collaborators.id });
  if (!deleted[0]) throw notFound('Collaborator');
}

/** The invitation of a token still to be accepted, with its child and family, or 404. */
async function invitationOf(ctx: AppContext, token: string) {
  const rows = await ctx.db
    .select({ collaborator: collaborators, child: children, family: users })
    .from(collaborators)
    .innerJoin(children, eq(children.id, collaborators.childId))
    .innerJoin(users, eq(users.id, collaborators.userId))
    .where(eq(collaborators.invitationTokenHash, tokenHash(token)));
  const found = rows[0];
  if (!found) throw notFound('Invitation');
  return found;
}

/** What an invitation offers, read by the account it was sent to (another account: 403). */
export async function readInvitation(ctx: AppContext, user: UserRow, token: string) {
  const { collaborator, child, family } = await invitationOf(ctx, token);
  if (collaborator.email !== user.email.toLowerCase()) throw notYours();
  return {
    family_name: family.name?.trim() || family.email,
    child_name: firstName(child.name),
    name: collaborator.name,
    permission: permissionOf(collaborator.permission),
  };
}

const notYours = () =>
  new HttpError(403, { token: ['This invitation was sent to another email address. Log in with that one.'] });

/** Accepts an invitation for the account it was sent to; the token is used up. */
export async function acceptInvitation(ctx: AppContext, user: UserRow, token: string) {
  const { collaborator, child, family } = await invitationOf(ctx, token);
  if (collaborator.email !== user.email.toLowerCase()) throw notYours();
  const [row] = await ctx.db
    .update(collaborators)
    .set({ collaboratorUserId: user.id, invitationTokenHash: null, acceptedAt: ctx.clock.now() })
    .where(
      and(eq(collaborators.id, collaborator.id), eq(collaborators.invitationTokenHash, tokenHash(token))),
    )
    .returning();
  if (!row) throw notFound('Invitation');
  return {
    collaborator_id: row.id,
    child_id: child.id,
    child_name: firstName(child.name),
    family_name: family.name?.trim() || family.email,
    permission: permissionOf(row.permission),
  };
}

/** The children other families share with the account, oldest sharing first. */
export async function listSharedChildren(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ collaborator: collaborators, child: children, family: users })
    .from(collaborators)
    .innerJoin(children, eq(children.id, collaborators.childId))
    .innerJoin(users, eq(users.id, collaborators.userId))
    .where(and(eq(collaborators.collaboratorUserId, userId), isNotNull(collaborators.childId)))
    .orderBy(asc(collaborators.id));
  return rows.map(({ collaborator, child, family }) => ({
    collaborator_id: collaborator.id,
    child_id: child.id,
    child_name: firstName(child.name),
    family_name: family.name?.trim() || family.email,
    permission: permissionOf(collaborator.permission),
  }));
}

/** The permission an accepted collaborator has on a child, or null when the child is not shared with them. */
export async function sharedPermission(
  ctx: AppContext,
  userId: number,
  childId: number,
): Promise<CollaboratorPermission | null> {
  const rows = await ctx.db
    .select({ permission: collaborators.permission })
    .from(collaborators)
    .where(and(eq(collaborators.collaboratorUserId, userId), eq(collaborators.childId, childId)));
  const found = rows[0];
  return found ? permissionOf(found.permission) : null;
}

/** Who a collaborator is to the shared child, as their answers are marked (the family's words for them). */
export async function collaboratorRespondent(ctx: AppContext, userId: number, childId: number) {
  const rows = await ctx.db
    .select({ name: collaborators.name, relationship: collaborators.relationship })
    .from(collaborators)
    .where(and(eq(collaborators.collaboratorUserId, userId), eq(collaborators.childId, childId)));
  const found = rows[0];
  if (!found) throw notFound('Child');
  return found;
}
