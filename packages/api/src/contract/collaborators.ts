import {
  CollaboratorInputSchema,
  CollaboratorInvitationSchema,
  CollaboratorSchema,
  CollaboratorUpdateSchema,
  InvitationTokenSchema,
  SharedChildSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint, NoContent } from './endpoint';

const CollaboratorResponseSchema = z.object({ collaborator: CollaboratorSchema });

/**
 * Collaborators: people who share ONE child of a family (a teacher, a grandparent). The family invites
 * them by mail for one child with a permission (`read`, or `answer`: read and answer questionnaires);
 * they accept with an account and then reach that child only, as core's `collaboratorMay` allows.
 * Changing the permission or removing them counts from their next call.
 */
export const collaboratorsContract = {
  /**
   * `POST collaborators` `{ child_id, name, email, relationship, permission }`: invites someone to share the
   * child (an invitation mail in the family's language); answers `{ collaborator }`. An address already
   * invited for that child answers 409 on `email`.
   */
  createCollaborator: defineEndpoint({
    name: 'createCollaborator',
    method: 'POST',
    path: 'collaborators',
    body: CollaboratorInputSchema,
    response: CollaboratorResponseSchema,
    rootKey: 'collaborator',
    status: 200,
    auth: true,
    owner: { child: 'body.child_id' },
    conflict: { field: 'email', when: 'The address is already invited for this child.' },
    summary: 'Invites a collaborator to share one child.',
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
  /** `PUT collaborators/{id}` `{ name?, relationship?, permission? }`: edits one; answers `{ collaborator }`. */
  updateCollaborator: defineEndpoint({
    name: 'updateCollaborator',
    method: 'PUT',
    path: 'collaborators/:id',
    params: IdParamsSchema,
    body: CollaboratorUpdateSchema,
    response: CollaboratorResponseSchema,
    rootKey: 'collaborator',
    status: 200,
    auth: true,
    summary: "Changes a collaborator's permission (or name, relationship).",
  }),
  /** `DELETE collaborators/{id}`: stops sharing the child with them; no content. */
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
  /**
   * `GET collaborator_invitations?token=`: what a mailed invitation offers (the family, the child, the
   * permission); `{ invitation }`. An unknown or used token answers 404.
   */
  getCollaboratorInvitation: defineEndpoint({
    name: 'getCollaboratorInvitation',
    method: 'GET',
    path: 'collaborator_invitations',
    query: z.object({ token: InvitationTokenSchema }),
    response: z.object({ invitation: CollaboratorInvitationSchema }),
    rootKey: 'invitation',
    status: 200,
    auth: true,
    summary: 'Reads a collaborator invitation.',
  }),
  /**
   * `POST collaborator_invitations` `{ token }`: the logged-in account accepts the invitation mailed to
   * its address; answers `{ shared_child }`. Someone else's invitation answers 403.
   */
  acceptCollaboratorInvitation: defineEndpoint({
    name: 'acceptCollaboratorInvitation',
    method: 'POST',
    path: 'collaborator_invitations',
    body: z.object({ token: InvitationTokenSchema }),
    response: z.object({ shared_child: SharedChildSchema }),
    rootKey: 'shared_child',
    status: 200,
    auth: true,
    summary: 'Accepts a collaborator invitation.',
  }),
  /** `GET shared_children`: the children other families share with the logged-in account; `{ shared_children }`. */
  listSharedChildren: defineEndpoint({
    name: 'listSharedChildren',
    method: 'GET',
    path: 'shared_children',
    response: z.object({ shared_children: z.array(SharedChildSchema) }),
    rootKey: 'shared_children',
    status: 200,
    auth: true,
    summary: 'Lists the children shared with the account.',
  }),
} as const;
