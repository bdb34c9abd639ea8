import * as z from 'zod';
import { EmailTextSchema, IdSchema, NameTextSchema } from '../common/common.schema';

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
  name: NameTextSchema,
  email: EmailTextSchema,
  relationship: NameTextSchema,
});
/** Body of `POST collaborators` and `PUT collaborators/{id}`. */
export type CollaboratorInput = z.infer<typeof CollaboratorInputSchema>;

/** Who answered a questionnaire when it was not the family: a collaborator's name and relationship. */
export const RespondentSchema = z.object({
  name: z.string().min(1).max(200),
  relationship: z.string().min(1).max(100),
});
/** Who answered a questionnaire for the child. */
export type Respondent = z.infer<typeof RespondentSchema>;
