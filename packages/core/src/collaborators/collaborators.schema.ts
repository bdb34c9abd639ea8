import * as z from 'zod';
import { EmailTextSchema, IdSchema, NameTextSchema } from '../common/common.schema';

/**
 * What a family lets a collaborator do with the one child it shares: `read` (the child's plans and scores,
 * read-only) or `answer` (read, and answer questionnaires for the child).
 */
export const COLLABORATOR_PERMISSIONS = ['read', 'answer'] as const;
/** A collaborator's permission. */
export const CollaboratorPermissionSchema = z.enum(COLLABORATOR_PERMISSIONS);
/** A collaborator's permission: `read` or `answer`. */
export type CollaboratorPermission = z.infer<typeof CollaboratorPermissionSchema>;

/**
 * A collaborator: someone (a teacher, a grandparent, ...) the parent shares a child's questionnaires with.
 * `relationship` is free text describing who they are to the child.
 */
export const CollaboratorSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  email: z.email(),
  relationship: z.string().min(1),
  /** The one child shared with them (null: an account-level collaborator of before, sharing nothing). */
  child_id: IdSchema.nullable(),
  /** What they may do with that child. */
  permission: CollaboratorPermissionSchema,
  /** `invited` until they accept the mailed invitation with an account, then `accepted`. */
  status: z.enum(['invited', 'accepted']),
});
/** A collaborator. */
export type Collaborator = z.infer<typeof CollaboratorSchema>;

/**
 * Body of `POST collaborators`: `{ child_id, name, email, relationship, permission }` (the permission is
 * `read` when left out).
 */
export const CollaboratorInputSchema = z.object({
  child_id: IdSchema,
  name: NameTextSchema,
  email: EmailTextSchema,
  relationship: NameTextSchema,
  permission: CollaboratorPermissionSchema.default('read'),
});
/** Body of `POST collaborators`. */
export type CollaboratorInput = z.input<typeof CollaboratorInputSchema>;

/** Body of `PUT collaborators/{id}`: the fields to change (the child shared never changes). */
export const CollaboratorUpdateSchema = z.object({
  name: NameTextSchema.optional(),
  relationship: NameTextSchema.optional(),
  permission: CollaboratorPermissionSchema.optional(),
});
/** Body of `PUT collaborators/{id}`. */
export type CollaboratorUpdate = z.infer<typeof CollaboratorUpdateSchema>;

/** An invitation's key, as the mailed link carries it (`/app/invitation?token=`). */
export const InvitationTokenSchema = z.string().min(16).max(200);

/** What a mailed invitation offers, read before accepting it. */
export const CollaboratorInvitationSchema = z.object({
  /** The family's name (the parent who invited). */
  family_name: z.string(),
  /** The child's first name. */
  child_name: z.string(),
  /** The name the family gave the collaborator. */
  name: z.string(),
  permission: CollaboratorPermissionSchema,
});
/** What a mailed invitation offers. */
export type CollaboratorInvitation = z.infer<typeof CollaboratorInvitationSchema>;

/** A child another family shares with the logged-in collaborator. */
export const SharedChildSchema = z.object({
  /** The collaborator record (the family's side of the sharing). */
  collaborator_id: IdSchema,
  child_id: IdSchema,
  child_name: z.string(),
  family_name: z.string(),
  permission: CollaboratorPermissionSchema,
});
/** A child shared with the logged-in collaborator. */
export type SharedChild = z.infer<typeof SharedChildSchema>;

/** Who answered a questionnaire when it was not the family: a collaborator's name and relationship. */
export const RespondentSchema = z.object({
  name: z.string().min(1).max(200),
  relationship: z.string().min(1).max(100),
});
/** Who answered a questionnaire for the child. */
export type Respondent = z.infer<typeof RespondentSchema>;
