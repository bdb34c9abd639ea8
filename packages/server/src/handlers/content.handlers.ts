/** Handlers of `content`: the content library and what the family saved or read. */
import type { contentContract } from '@attune/api/contract';
import {
  addUserCollection,
  addUserPiece,
  listCollections,
  listPieces,
  listRecommendations,
  listTags,
  listUserCollections,
  listUserPieces,
  readPiece,
  setUserCollection,
  setUserPiece,
} from '../content/content.service';
import type { HandlersOf } from '../http/router';

/** The library and the family's own collections and pieces (another account's answer 404). */
export const contentHandlers: HandlersOf<typeof contentContract> = {
  listCollections: async ({ ctx, user, query }) => ({
    collections: await listCollections(ctx, user.id, query.search),
  }),
  listContentPieces: async ({ ctx, user, query }) => ({
    pieces: await listPieces(ctx, user.id, query.search),
  }),
  getContentPiece: async ({ ctx, user, params }) => ({ piece: await readPiece(ctx, user.id, params.id) }),
  listTags: async ({ ctx, query }) => ({ tags: await listTags(ctx, query.search) }),
  listRecommendations: async ({ ctx, user }) => ({
    recommendations: await listRecommendations(ctx, user.id),
  }),
  listUserCollections: async ({ ctx, user }) => ({
    user_collections: await listUserCollections(ctx, user.id),
  }),
  createUserCollection: async ({ ctx, user, body }) => ({
    user_collection: await addUserCollection(ctx, user.id, body.user_collection.collection_id),
  }),
  updateUserCollection: async ({ ctx, user, params, body }) => ({
    user_collection: await setUserCollection(ctx, user.id, params.id, body.user_collection.added),
  }),
  listUserPieces: async ({ ctx, user }) => ({ user_pieces: await listUserPieces(ctx, user.id) }),
  createUserPiece: async ({ ctx, user, body }) => ({
    user_piece: await addUserPiece(ctx, user.id, body.user_piece.piece_id),
  }),
  updateUserPiece: async ({ ctx, user, params, body }) => ({
    user_piece: await setUserPiece(ctx, user.id, params.id, body.user_piece),
  }),
};
