/**
 * Rules of the content library (add-ons spec sections 4, 8 and 9): the family's own state of each piece
 * and collection, changed optimistically and rolled back on failure, unread counts, the saved list and
 * words in the family's language.
 *
 * Conventions:
 * - The family's state lives in its user pieces and user collections (never cached); pieces and
 *   collections themselves come from the content cache (10 minutes), so what a piece says of its own
 *   `user_piece` may be stale: {@link pieceState} reads the user pieces first.
 * - An optimistic change returns the new list and never changes the one it is given, so rolling back is
 *   putting the old list back.
 */
import type {
  Collection,
  ContentPiece,
  ContentTranslations,
  UserCollection,
  UserPiece,
} from './content.schema';

/** What a piece is to the family: viewed, saved, and its user piece's id (null before it was opened). */
export interface PieceState {
  readonly userPieceId: number | null;
  readonly viewed: boolean;
  readonly saved: boolean;
}

/** The family's state of a piece: its user piece if there is one, else what the piece says, else unread. */
export function pieceState(
  piece: Pick<ContentPiece, 'id' | 'user_piece'>,
  userPieces: readonly UserPiece[],
): PieceState {
  const own = userPieces.find((entry) => entry.piece_id === piece.id) ?? piece.user_piece;
  return own
    ? { userPieceId: own.id, viewed: own.viewed, saved: own.saved }
    : { userPieceId: null, viewed: false, saved: false };
}

/**
 * The user pieces after marking a piece viewed or saved (or not): the piece's entry changes only in the
 * fields given; a piece without one gets a provisional entry (id 0) until the server's answer replaces it.
 */
export function changeUserPiece(
  userPieces: readonly UserPiece[],
  pieceId: number,
  change: { readonly viewed?: boolean; readonly saved?: boolean },
): UserPiece[] {
  const found = userPieces.some((entry) => entry.piece_id === pieceId);
  const base = found
    ? [...userPieces]
    : [...userPieces, { id: 0, piece_id: pieceId, viewed: false, saved: false }];
  return base.map((entry) => (entry.piece_id === pieceId ? { ...entry, ...change } : entry));
}

/** The user pieces with the server's answer for one piece in place of what was there (or added). */
export function withUserPiece(userPieces: readonly UserPiece[], answer: UserPiece): UserPiece[] {
  return [...userPieces.filter((entry) => entry.piece_id !== answer.piece_id), answer];
}

/** The user collections after adding or removing a collection (a provisional entry, id 0, when new). */
export function changeUserCollection(
  userCollections: readonly UserCollection[],
  collectionId: number,
  added: boolean,
): UserCollection[] {
  const found = userCollections.some((entry) => entry.collection_id === collectionId);
  const base = found
    ? [...userCollections]
    : [...userCollections, { id: 0, collection_id: collectionId, added: false }];
  return base.map((entry) => (entry.collection_id === collectionId ? { ...entry, added } : entry));
}

/** The user collections with the server's answer for one collection in place of what was there. */
export function withUserCollection(
  userCollections: readonly UserCollection[],
  answer: UserCollection,
): UserCollection[] {
  return [...userCollections.filter((entry) => entry.collection_id !== answer.collection_id), answer];
}

/** Whether the family has added a collection (its user collection, else what the collection says). */
export function isCollectionAdded(
  collection: Pick<Collection, 'id' | 'user_collection'>,
  userCollections: readonly UserCollection[],
): boolean {
  const own =
    userCollections.find((entry) => entry.collection_id === collection.id) ?? collection.user_collection;
  return own?.added === true;
}

/** The pieces of a collection. */
export function piecesOfCollection<P extends Pick<ContentPiece, 'collections'>>(
  collectionId: number,
  pieces: readonly P[],
): P[] {
  return pieces.filter((piece) => piece.collections.some((entry) => entry.id === collectionId));
}

/** How many pieces of a collection the family has not viewed. */
export function unreadCount(
  collectionId: number,
  pieces: readonly Pick<ContentPiece, 'id' | 'collections' | 'user_piece'>[],
  userPieces: readonly UserPiece[],
): number {
  return piecesOfCollection(collectionId, pieces).filter((piece) => !pieceState(piece, userPieces).viewed)
    .length;
}

/** The pieces the family saved, in the order given. */
export function savedPieces<P extends Pick<ContentPiece, 'id' | 'user_piece'>>(
  pieces: readonly P[],
  userPieces: readonly UserPiece[],
): P[] {
  return pieces.filter((piece) => pieceState(piece, userPieces).saved);
}

/**
 * The user feed: the pieces of the collections the family added, newest first (pieces in two added
 * collections once).
 */
export function userFeed<P extends Pick<ContentPiece, 'id' | 'collections' | 'published_at'>>(
  pieces: readonly P[],
  addedCollectionIds: readonly number[],
): P[] {
  const added = new Set(addedCollectionIds);
  return pieces
    .filter((piece) => piece.collections.some((entry) => added.has(entry.id)))
    .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
}

/**
 * A content record's field in the family's language: `translations[field_language]` when present and not
 * blank, otherwise the field itself (English is the source).
 */
export function translatedField(
  record: { readonly translations?: ContentTranslations | undefined } & Record<string, unknown>,
  field: string,
  language: string,
): string | null {
  const own = record[field];
  const fallback = typeof own === 'string' ? own : null;
  if (language === 'en') return fallback;
  const translated = record.translations?.[`${field}_${language}`];
  return translated && translated.trim() !== '' ? translated : fallback;
}
