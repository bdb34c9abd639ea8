import * as z from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../common/common.schema';

/**
 * A content record's words in other languages, by field and language: `{ name_es, summary_es, body_es }`
 * (a missing one falls back to the English field; see `translatedField`).
 */
export const ContentTranslationsSchema = z.record(z.string(), z.string());
/** A content record's words in other languages. */
export type ContentTranslations = z.infer<typeof ContentTranslationsSchema>;

/** An image or video of a piece: an absolute URL, or a path on the app's own site (`/content/bedtime.svg`). */
export const ContentMediaUrlSchema = z.union([z.url(), z.string().regex(/^\/(?!\/)\S*$/)]);

/** A content tag (`GET content/tags`). */
export const TagSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  translations: ContentTranslationsSchema.optional(),
});
/** A content tag. */
export type Tag = z.infer<typeof TagSchema>;

/** Whether the parent has added a collection to their own (`GET content/user_collections`). */
export const UserCollectionSchema = z.object({
  id: IdSchema,
  collection_id: IdSchema,
  added: z.boolean(),
});
/** The parent's link to a collection. */
export type UserCollection = z.infer<typeof UserCollectionSchema>;

/** Whether the parent has viewed and saved a piece (`GET content/user_pieces`). */
export const UserPieceSchema = z.object({
  id: IdSchema,
  piece_id: IdSchema,
  viewed: z.boolean(),
  saved: z.boolean(),
});
/** The parent's link to a piece. */
export type UserPiece = z.infer<typeof UserPieceSchema>;

/**
 * A content piece (an article, a video, ...): `kind` is used in `content/{kind}?search=`; `body` is markdown;
 * `published_at` is `null` for drafts; `user_piece` is the parent's viewed/saved state, `null` before they
 * have opened it.
 */
export const ContentPieceSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  kind: z.string().min(1),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  image_url: ContentMediaUrlSchema.nullable(),
  /** A video the piece shows under its title (`null` for none). */
  video_url: ContentMediaUrlSchema.nullable().optional(),
  translations: ContentTranslationsSchema.optional(),
  tags: z.array(TagSchema),
  collections: z.array(
    z.object({ id: IdSchema, name: z.string().min(1), translations: ContentTranslationsSchema.optional() }),
  ),
  published_at: IsoDateTimeSchema.nullable(),
  user_piece: UserPieceSchema.nullable(),
});
/** A content piece. */
export type ContentPiece = z.infer<typeof ContentPieceSchema>;

/**
 * A collection of pieces: `user_collection` is `null` when the parent never added it; `last_updated` is when a
 * piece was last added (`null` when empty); `unread` counts pieces the parent has not viewed.
 */
export const CollectionSchema = z.object({
  id: IdSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  translations: ContentTranslationsSchema.optional(),
  tags: z.array(TagSchema),
  user_collection: UserCollectionSchema.nullable(),
  last_updated: IsoDateTimeSchema.nullable(),
  unread: z.number().int().nonnegative(),
});
/** A collection of pieces. */
export type Collection = z.infer<typeof CollectionSchema>;

/**
 * Pieces recommended for an improvement area `key` (`GET recommendations/content_pieces`), and the ids of the
 * children they are recommended for.
 */
export const RecommendationSchema = z.object({
  key: z.string().min(1),
  pieces: z.array(ContentPieceSchema),
  children: z.array(IdSchema),
});
/** Pieces recommended for an improvement area. */
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** Body of `POST content/user_collections`: `{ user_collection: { collection_id } }`. */
export const UserCollectionInputSchema = z.object({ user_collection: z.object({ collection_id: IdSchema }) });
/** Body of `POST content/user_collections`. */
export type UserCollectionInput = z.infer<typeof UserCollectionInputSchema>;

/** Body of `PUT content/user_collections/{id}`: `{ user_collection: { added } }`. */
export const UserCollectionUpdateInputSchema = z.object({
  user_collection: z.object({ added: z.boolean() }),
});
/** Body of `PUT content/user_collections/{id}`. */
export type UserCollectionUpdateInput = z.infer<typeof UserCollectionUpdateInputSchema>;

/** Body of `POST content/user_pieces`: `{ user_piece: { piece_id } }`. */
export const UserPieceInputSchema = z.object({ user_piece: z.object({ piece_id: IdSchema }) });
/** Body of `POST content/user_pieces`. */
export type UserPieceInput = z.infer<typeof UserPieceInputSchema>;

/** Body of `PATCH content/user_pieces/{id}`: `{ user_piece: { viewed?, saved? } }` (what changes). */
export const UserPieceUpdateInputSchema = z.object({
  user_piece: z.object({ viewed: z.boolean().optional(), saved: z.boolean().optional() }),
});
/** Body of `PATCH content/user_pieces/{id}`. */
export type UserPieceUpdateInput = z.infer<typeof UserPieceUpdateInputSchema>;
