import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../common/common.schema';
import { collectionArb, contentPieceArb } from '../testing/entities.arbitraries';
import {
  CollectionSchema,
  type ContentPiece,
  ContentPieceSchema,
  RecommendationSchema,
  UserCollectionInputSchema,
  UserCollectionUpdateInputSchema,
  UserPieceInputSchema,
  UserPieceUpdateInputSchema,
} from './content.schema';

const badFields = (result: ReturnType<typeof parseWith>) =>
  result.ok ? [] : result.issues.map((i) => i.field);

const piece: ContentPiece = {
  id: 10,
  name: 'Five calm-down ideas',
  kind: 'article',
  summary: 'Quick ideas for hard moments.',
  body: '1. Breathe together…',
  image_url: 'https://cdn.example.com/calm.jpg',
  tags: [{ id: 1, name: 'Behaviour' }],
  collections: [{ id: 2, name: 'Hard moments' }],
  published_at: '2026-02-01T08:00:00Z',
  user_piece: { id: 100, piece_id: 10, viewed: true, saved: false },
};

describe('content', () => {
  it('reads a piece, a collection and a recommendation unchanged', () => {
    expect(ContentPieceSchema.parse(piece)).toEqual(piece);
    const collection = {
      id: 2,
      name: 'Hard moments',
      description: null,
      tags: [{ id: 1, name: 'Behaviour' }],
      user_collection: { id: 20, collection_id: 2, added: true },
      last_updated: '2026-02-01T08:00:00Z',
      unread: 3,
    };
    expect(CollectionSchema.parse(collection)).toEqual(collection);
    const recommendation = { key: 'oppositional', pieces: [piece], children: [7] };
    expect(RecommendationSchema.parse(recommendation)).toEqual(recommendation);
  });

  it('a piece never opened has no user piece; a bad tag and a negative unread count are named', () => {
    expect(ContentPieceSchema.safeParse({ ...piece, user_piece: null }).success).toBe(true);
    expect(badFields(parseWith(ContentPieceSchema, { ...piece, tags: [{ id: 1 }] }))).toEqual([
      'tags.0.name',
    ]);
    expect(
      badFields(
        parseWith(CollectionSchema, {
          id: 2,
          name: 'x',
          description: null,
          tags: [],
          user_collection: null,
          last_updated: null,
          unread: -1,
        }),
      ),
    ).toEqual(['unread']);
  });

  it('the user collection and piece bodies wrap their fields', () => {
    expect(UserCollectionInputSchema.parse({ user_collection: { collection_id: 2 } })).toEqual({
      user_collection: { collection_id: 2 },
    });
    expect(UserCollectionUpdateInputSchema.parse({ user_collection: { added: false } })).toEqual({
      user_collection: { added: false },
    });
    expect(UserPieceInputSchema.parse({ user_piece: { piece_id: 10 } })).toEqual({
      user_piece: { piece_id: 10 },
    });
    expect(UserPieceUpdateInputSchema.parse({ user_piece: { saved: true } })).toEqual({
      user_piece: { saved: true },
    });
    expect(badFields(parseWith(UserPieceInputSchema, { piece_id: 10 }))).toEqual(['user_piece']);
  });

  it('every generated piece and collection parses, and their user links point back at them', () => {
    fc.assert(
      fc.property(contentPieceArb, collectionArb, (generatedPiece, collection) => {
        expect(ContentPieceSchema.parse(generatedPiece)).toEqual(generatedPiece);
        expect(CollectionSchema.parse(collection)).toEqual(collection);
        expect(generatedPiece.user_piece?.piece_id ?? generatedPiece.id).toBe(generatedPiece.id);
        expect(collection.user_collection?.collection_id ?? collection.id).toBe(collection.id);
      }),
    );
  });
});
