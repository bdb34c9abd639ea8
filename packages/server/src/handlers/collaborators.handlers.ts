/** Handlers of `collaborators`: the people the family shares with. */
import type { collaboratorsContract } from '@attune/api/contract';
import {
  addCollaborator,
  editCollaborator,
  listCollaborators,
  removeCollaborator,
} from '../collaborators/collaborators.service';
import type { HandlersOf } from '../http/router';

/** The account's collaborators (another account's answer 404). */
export const collaboratorsHandlers: HandlersOf<typeof collaboratorsContract> = {
  createCollaborator: async ({ ctx, user, body }) => ({
    collaborator: await addCollaborator(ctx, user.id, body),
  }),
  listCollaborators: async ({ ctx, user }) => ({ collaborators: await listCollaborators(ctx, user.id) }),
  updateCollaborator: async ({ ctx, user, params, body }) => ({
    collaborator: await editCollaborator(ctx, user.id, params.id, body),
  }),
  deleteCollaborator: async ({ ctx, user, params }) => {
    await removeCollaborator(ctx, user.id, params.id);
    return undefined;
  },
};
