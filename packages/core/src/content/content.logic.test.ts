import { describe, expect, it } from 'vitest';
import {
  changeUserCollection,
  changeUserPiece,
  isCollectionAdded,
  pieceState,
  savedPieces,
  translatedField,
  unreadCount,
  userFeed,
  withUserPiece,
} from './content.logic';

const piece = (id: number, collections: number[], published_at = '2026-01-01T00:00:00Z') => ({
  id,
  collections: collections.map((c) => ({ id: c, name: `c${c}` })),
  user_piece: null,
  published_at,
});

describe('content rules', () => {
  it('reads a piece as unread and unsaved before it was opened', () => {
    expect(pieceState(piece(1, []), [])).toEqual({ userPieceId: null, viewed: false, saved: false });
  });

  it('the user pieces win over what a cached piece says', () => {
    const cached = { id: 1, user_piece: { id: 5, piece_id: 1, viewed: false, saved: false } };
    expect(pieceState(cached, [{ id: 5, piece_id: 1, viewed: true, saved: true }])).toEqual({
      userPieceId: 5,
      viewed: true,
      saved: true,
    });
  });

  it('saving a piece never opened adds a provisional entry; the answer replaces it', () => {
    const changed = changeUserPiece([], 3, { saved: true });
    expect(changed).toEqual([{ id: 0, piece_id: 3, viewed: false, saved: true }]);
    expect(withUserPiece(changed, { id: 9, piece_id: 3, viewed: false, saved: true })).toEqual([
      { id: 9, piece_id: 3, viewed: false, saved: true },
    ]);
  });

  it('adding a collection already known sets added true', () => {
    const known = [{ id: 4, collection_id: 2, added: false }];
    expect(changeUserCollection(known, 2, true)).toEqual([{ id: 4, collection_id: 2, added: true }]);
    expect(isCollectionAdded({ id: 2, user_collection: null }, changeUserCollection(known, 2, true))).toBe(
      true,
    );
  });

  it('counts the unread pieces of a collection', () => {
    const pieces = [piece(1, [1]), piece(2, [1, 2]), piece(3, [2])];
    const viewed = [{ id: 1, piece_id: 2, viewed: true, saved: false }];
    expect(unreadCount(1, pieces, viewed)).toBe(1);
    expect(unreadCount(2, pieces, viewed)).toBe(1);
    expect(unreadCount(3, pieces, viewed)).toBe(0);
  });

  it('lists saved pieces and the feed of added collections, newest first', () => {
    const pieces = [
      piece(1, [1], '2026-01-01T00:00:00Z'),
      piece(2, [2], '2026-02-01T00:00:00Z'),
      piece(3, [1, 2]),
    ];
    expect(
      savedPieces(pieces, [{ id: 1, piece_id: 3, viewed: false, saved: true }]).map((p) => p.id),
    ).toEqual([3]);
    expect(userFeed(pieces, [1, 2]).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(userFeed(pieces, [2]).map((p) => p.id)).toEqual([2, 3]);
  });

  it('reads a field in Spanish when translated, in English otherwise', () => {
    const record = {
      name: 'Bedtime',
      translations: { name_es: 'La hora de dormir', summary_es: ' ' },
      summary: 'Calm',
    };
    expect(translatedField(record, 'name', 'es')).toBe('La hora de dormir');
    expect(translatedField(record, 'summary', 'es')).toBe('Calm');
    expect(translatedField(record, 'name', 'en')).toBe('Bedtime');
  });
});
