import * as z from 'zod';
import { IdSchema, RequiredTextSchema } from '../common/common.schema';

/**
 * A collaborator: someone (a teacher, a grandparent, ...) the parent shares a child's questionnaires with.
 * `relationship` is free text describing who they are to the child.
 */
export const CollaboratorSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  email: z.email(),
  relationship: z.string().min(1),
});
/** A collaborator. */
export type Collaborator = z.infer<typeof CollaboratorSchema>;

/** Body of `POST collaborators` and `PUT collaborators/{id}`: `{ name, email, relationship }`. */
export const CollaboratorInputSchema = z.object({
  name: RequiredTextSchema,
  email: z.email(),
  relationship: RequiredTextSchema,
});
/** Body of `POST collaborators` and `PUT collaborators/{id}`. */
export type CollaboratorInput = z.infer<typeof CollaboratorInputSchema>;
