/** Handlers of `collaborators`: the people a family shares one child with, and their invitations. */
import type { collaboratorsContract } from '@attune/api/contract';
import {
  acceptInvitation,
  addCollaborator,
  editCollaborator,
  listCollaborators,
  listSharedChildren,
  readInvitation,
  removeCollaborator,
} from '../collaborators/collaborators.service';
import type { HandlersOf } from '../http/router';

/** The family's collaborators (another account's answer 404) and the collaborator's side of the sharing. */
export const collaboratorsHandlers: HandlersOf<typeof collaboratorsContract> = {
  createCollaborator: async ({ ctx, user, child, body }) => ({
    collaborator: await addCollaborator(ctx, user, child, body),
  }),
  listCollaborators: async ({ ctx, user }) => ({ collaborators: await listCollaborators(ctx, user.id) }),
  updateCollaborator: async ({ ctx, user, params, body }) => ({
    collaborator: await editCollaborator(ctx, user.id, params.id, body),
  }),
  deleteCollaborator: async ({ ctx, user, params }) => {
    await removeCollaborator(ctx, user.id, params.id);
    return undefined;
  },
  getCollaboratorInvitation: async ({ ctx, user, query }) => ({
    invitation: await readInvitation(ctx, user, query.token),
  }),
  acceptCollaboratorInvitation: async ({ ctx, user, body }) => ({
    shared_child: await acceptInvitation(ctx, user, body.token),
  }),
  listSharedChildren: async ({ ctx, user }) => ({ shared_children: await listSharedChildren(ctx, user.id) }),
};
