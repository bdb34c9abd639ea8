import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentPieceArb } from '../testing/entities.arbitraries';
import {
  changeUserCollection,
  changeUserPiece,
  isCollectionAdded,
  pieceState,
  unreadCount,
} from './content.logic';
import type { UserPiece } from './content.schema';

const userPiecesArb: fc.Arbitrary<UserPiece[]> = fc.uniqueArray(
  fc.record({ id: fc.nat(), piece_id: fc.nat({ max: 20 }), viewed: fc.boolean(), saved: fc.boolean() }),
  { selector: (entry) => entry.piece_id, maxLength: 10 },
);
const changeArb = fc.record({
  viewed: fc.option(fc.boolean(), { nil: undefined }),
  saved: fc.option(fc.boolean(), { nil: undefined }),
});

describe('content rules (properties)', () => {
  it('an optimistic piece change shows at once, touches no other piece and leaves the old list to roll back to', () => {
    fc.assert(
      fc.property(userPiecesArb, fc.nat({ max: 20 }), changeArb, (before, pieceId, rawChange) => {
        const change = Object.fromEntries(Object.entries(rawChange).filter(([, v]) => v !== undefined));
        const snapshot = before.map((entry) => ({ ...entry }));
        const after = changeUserPiece(before, pieceId, change);
        const state = pieceState({ id: pieceId, user_piece: null }, after);
        const old = pieceState({ id: pieceId, user_piece: null }, before);
        expect(state.viewed).toBe(change.viewed ?? old.viewed);
        expect(state.saved).toBe(change.saved ?? old.saved);
        for (const entry of before.filter((e) => e.piece_id !== pieceId)) expect(after).toContainEqual(entry);
        expect(before).toEqual(snapshot);
      }),
    );
  });

  it('after adding or removing a collection, it is added exactly when it was added', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.nat(), collection_id: fc.nat({ max: 10 }), added: fc.boolean() }), {
          selector: (entry) => entry.collection_id,
        }),
        fc.nat({ max: 10 }),
        fc.boolean(),
        (before, collectionId, added) => {
          const after = changeUserCollection(before, collectionId, added);
          expect(isCollectionAdded({ id: collectionId, user_collection: null }, after)).toBe(added);
          expect(after.filter((e) => e.collection_id === collectionId)).toHaveLength(1);
        },
      ),
    );
  });

  it("a collection's unread count never exceeds its pieces, and viewing one of them lowers it by one", () => {
    fc.assert(
      fc.property(fc.array(contentPieceArb, { maxLength: 8 }), userPiecesArb, (pieces, userPieces) => {
        const distinct = pieces.filter((p, i) => pieces.findIndex((q) => q.id === p.id) === i);
        for (const collectionId of new Set(distinct.flatMap((p) => p.collections.map((c) => c.id)))) {
          const inCollection = distinct.filter((p) => p.collections.some((c) => c.id === collectionId));
          const unread = unreadCount(collectionId, distinct, userPieces);
          expect(unread).toBeLessThanOrEqual(inCollection.length);
          const unreadPiece = inCollection.find((p) => !pieceState(p, userPieces).viewed);
          if (unreadPiece) {
            const after = changeUserPiece(userPieces, unreadPiece.id, { viewed: true });
            expect(unreadCount(collectionId, distinct, after)).toBe(unread - 1);
          }
        }
      }),
    );
  });
});
