import { CollaboratorInputSchema, CollaboratorSchema } from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

const CollaboratorResponseSchema = z.object({ collaborator: CollaboratorSchema });

/** Collaborators: people who share access to a child. */
export const collaboratorsContract = {
  /** `POST collaborators` `{ name, email, relationship }`: adds one; answers `{ collaborator }`. */
  createCollaborator: defineEndpoint({
    name: 'createCollaborator',
    method: 'POST',
    path: 'collaborators',
    body: CollaboratorInputSchema,
    response: CollaboratorResponseSchema,
    rootKey: 'collaborator',
    status: 200,
    auth: true,
    summary: 'Adds a collaborator.',
  }),
  /** `GET collaborators`: the account's collaborators, `{ collaborators }`. */
  listCollaborators: defineEndpoint({
    name: 'listCollaborators',
    method: 'GET',
    path: 'collaborators',
    response: z.object({ collaborators: z.array(CollaboratorSchema) }),
    rootKey: 'collaborators',
    status: 200,
    auth: true,
    summary: "Lists the account's collaborators.",
  }),
  /** `PUT collaborators/{id}` with collaborator fields: edits one; answers `{ collaborator }`. */
  updateCollaborator: defineEndpoint({
    name: 'updateCollaborator',
    method: 'PUT',
    path: 'collaborators/:id',
    params: IdParamsSchema,
    body: CollaboratorInputSchema.partial(),
    response: CollaboratorResponseSchema,
    rootKey: 'collaborator',
    status: 200,
    auth: true,
    summary: 'Edits a collaborator.',
  }),
  /** `DELETE collaborators/{id}`: removes one; no content. */
  deleteCollaborator: defineEndpoint({
    name: 'deleteCollaborator',
    method: 'DELETE',
    path: 'collaborators/:id',
    params: IdParamsSchema,
    response: NoContent,
    rootKey: null,
    status: 204,
    auth: true,
    summary: 'Removes a collaborator.',
  }),
} as const;
