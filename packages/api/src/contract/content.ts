import {
  CollectionSchema,
  ContentPieceSchema,
  RecommendationSchema,
  ShortTextSchema,
  TagSchema,
  UserCollectionInputSchema,
  UserCollectionSchema,
  UserCollectionUpdateInputSchema,
  UserPieceInputSchema,
  UserPieceSchema,
  UserPieceUpdateInputSchema,
} from '@attune/core/rules';
import { z } from 'zod';
import { IdParamsSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Query of a content list: `?search=` filters it by text. */
export const ContentSearchQuerySchema = z.object({ search: ShortTextSchema.optional() });

/**
 * The content library (sunflower client only): collections, pieces, tags and recommendations, cached as
 * content (10 minutes); and the user's own collections and pieces (never cached, updated optimistically).
 * Every call needs an account of the sunflower client: others get 403 `{ blocker: 'content' }`.
 */
export const contentContract = {
  /** `GET content/collections` (`?search=`): the collections, `{ collections }`; cached 10 minutes. */
  listCollections: defineEndpoint({
    name: 'listCollections',
    method: 'GET',
    path: 'content/collections',
    query: ContentSearchQuerySchema,
    response: z.object({ collections: z.array(CollectionSchema) }),
    rootKey: 'collections',
    status: 200,
    auth: true,
    cache: 'content',
    gate: { account: true, subscription: true, content: true },
    summary: 'Lists the content collections, optionally filtered by a search.',
  }),
  /** `GET content/pieces` (`?search=`): the content pieces, `{ pieces }`; cached 10 minutes. */
  listContentPieces: defineEndpoint({
    name: 'listContentPieces',
    method: 'GET',
    path: 'content/pieces',
    query: ContentSearchQuerySchema,
    response: z.object({ pieces: z.array(ContentPieceSchema) }),
    rootKey: 'pieces',
    status: 200,
    auth: true,
    cache: 'content',
    gate: { account: true, subscription: true, content: true },
    summary: 'Lists the content pieces, optionally filtered by a search.',
  }),
  /** `GET content/pieces/{id}`: one content piece, `{ piece }`; cached 10 minutes. */
  getContentPiece: defineEndpoint({
    name: 'getContentPiece',
    method: 'GET',
    path: 'content/pieces/:id',
    params: IdParamsSchema,
    response: z.object({ piece: ContentPieceSchema }),
    rootKey: 'piece',
    status: 200,
    auth: true,
    cache: 'content',
    gate: { account: true, subscription: true, content: true },
    summary: 'Reads one content piece.',
  }),
  /** `GET content/tags` (`?search=`): the content tags, `{ tags }`; cached 10 minutes. */
  listTags: defineEndpoint({
    name: 'listTags',
    method: 'GET',
    path: 'content/tags',
    query: ContentSearchQuerySchema,
    response: z.object({ tags: z.array(TagSchema) }),
    rootKey: 'tags',
    status: 200,
    auth: true,
    cache: 'content',
    gate: { account: true, subscription: true, content: true },
    summary: 'Lists the content tags, optionally filtered by a search.',
  }),
  /** `GET recommendations/content_pieces`: the pieces recommended for the user, `{ recommendations }`; cached 10 minutes. */
  listRecommendations: defineEndpoint({
    name: 'listRecommendations',
    method: 'GET',
    path: 'recommendations/content_pieces',
    response: z.object({ recommendations: z.array(RecommendationSchema) }),
    rootKey: 'recommendations',
    status: 200,
    auth: true,
    cache: 'content',
    gate: { account: true, subscription: true, content: true },
    summary: 'Lists the content recommended for the user, by improvement area.',
  }),
  /** `GET content/user_collections`: the user's collections, `{ user_collections }`. */
  listUserCollections: defineEndpoint({
    name: 'listUserCollections',
    method: 'GET',
    path: 'content/user_collections',
    response: z.object({ user_collections: z.array(UserCollectionSchema) }),
    rootKey: 'user_collections',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true, content: true },
    summary: "Lists the user's collections.",
  }),
  /** `POST content/user_collections` `{ user_collection: { collection_id } }`: adds a collection; answers `{ user_collection }`. */
  createUserCollection: defineEndpoint({
    name: 'createUserCollection',
    method: 'POST',
    path: 'content/user_collections',
    body: UserCollectionInputSchema,
    response: z.object({ user_collection: UserCollectionSchema }),
    rootKey: 'user_collection',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true, content: true },
    summary: "Adds a collection to the user's collections.",
  }),
  /** `PUT content/user_collections/{id}` `{ user_collection: { added } }`: adds or removes it; answers `{ user_collection }`. */
  updateUserCollection: defineEndpoint({
    name: 'updateUserCollection',
    method: 'PUT',
    path: 'content/user_collections/:id',
    params: IdParamsSchema,
    body: UserCollectionUpdateInputSchema,
    response: z.object({ user_collection: UserCollectionSchema }),
    rootKey: 'user_collection',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true, content: true },
    summary: "Adds or removes a collection of the user's.",
  }),
  /** `GET content/user_pieces`: the user's pieces (viewed, saved), `{ user_pieces }`. */
  listUserPieces: defineEndpoint({
    name: 'listUserPieces',
    method: 'GET',
    path: 'content/user_pieces',
    response: z.object({ user_pieces: z.array(UserPieceSchema) }),
    rootKey: 'user_pieces',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true, content: true },
    summary: "Lists the user's pieces (viewed, saved).",
  }),
  /** `POST content/user_pieces` `{ user_piece: { piece_id } }`: starts tracking a piece; answers `{ user_piece }`. */
  createUserPiece: defineEndpoint({
    name: 'createUserPiece',
    method: 'POST',
    path: 'content/user_pieces',
    body: UserPieceInputSchema,
    response: z.object({ user_piece: UserPieceSchema }),
    rootKey: 'user_piece',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true, content: true },
    summary: 'Starts tracking a content piece for the user.',
  }),
  /** `PATCH content/user_pieces/{id}` `{ user_piece: { viewed?, saved? } }`: marks a piece viewed or saved; answers `{ user_piece }`. */
  updateUserPiece: defineEndpoint({
    name: 'updateUserPiece',
    method: 'PATCH',
    path: 'content/user_pieces/:id',
    params: IdParamsSchema,
    body: UserPieceUpdateInputSchema,
    response: z.object({ user_piece: UserPieceSchema }),
    rootKey: 'user_piece',
    status: 200,
    auth: true,
    gate: { account: true, subscription: true, content: true },
    summary: 'Marks a content piece viewed or saved (or not).',
  }),
} as const;
