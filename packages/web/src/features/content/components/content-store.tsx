/**
 * The family's own state of the library (viewed, saved, added), changed optimistically (add-ons spec
 * section 4): the change shows at once (core's `changeUserPiece` / `changeUserCollection`), the call
 * follows, and the server's answer replaces the provisional entry; on failure the list goes back to what
 * it was and the catalogue's words for the failure are shown. Kept in the content layout, so every content
 * page sees the same state; a new load (another visit) starts again from the server's lists.
 */
import {
  type AppError,
  changeUserCollection,
  changeUserPiece,
  type UserCollection,
  type UserPiece,
  withUserCollection,
  withUserPiece,
} from '@attune/core/rules';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { appErrorOf, call } from '../../../lib/api-client';

interface ContentStore {
  readonly userPieces: readonly UserPiece[];
  readonly userCollections: readonly UserCollection[];
  /** The last failure (its change rolled back), until the next change. */
  readonly failure: AppError | null;
  /** Marks a piece viewed or saved (or not). */
  changePiece(
    pieceId: number,
    change: { viewed?: boolean; saved?: boolean },
    options?: { quiet?: boolean },
  ): void;
  /** Adds a collection to the family's, or removes it. */
  setCollectionAdded(collectionId: number, added: boolean): void;
  dismissFailure(): void;
}

const Context = createContext<ContentStore | null>(null);

export function ContentStoreProvider({
  userPieces: initialPieces,
  userCollections: initialCollections,
  children,
}: {
  readonly userPieces: readonly UserPiece[];
  readonly userCollections: readonly UserCollection[];
  readonly children: ReactNode;
}) {
  const [userPieces, setUserPieces] = useState<readonly UserPiece[]>(initialPieces);
  const [userCollections, setUserCollections] = useState<readonly UserCollection[]>(initialCollections);
  const [failure, setFailure] = useState<AppError | null>(null);
  // The latest lists, for the calls' follow-up (state updates are not synchronous).
  const pieces = useRef(userPieces);
  pieces.current = userPieces;
  const collections = useRef(userCollections);
  collections.current = userCollections;

  const changePiece = useCallback<ContentStore['changePiece']>((pieceId, change, options = {}) => {
    const before = pieces.current;
    const optimistic = changeUserPiece(before, pieceId, change);
    pieces.current = optimistic;
    setUserPieces(optimistic);
    if (!options.quiet) setFailure(null);
    void (async () => {
      try {
        let id = before.find((entry) => entry.piece_id === pieceId)?.id ?? 0;
        if (id === 0) {
          const created = await call((api) =>
            api.createUserPiece({ body: { user_piece: { piece_id: pieceId } } }),
          );
          id = created.id;
        }
        const answer = await call((api) =>
          api.updateUserPiece({ params: { id }, body: { user_piece: change } }),
        );
        setUserPieces((current) => withUserPiece(current, answer));
      } catch (error) {
        // Roll back this piece only: other changes made meanwhile stay.
        const old = before.find((entry) => entry.piece_id === pieceId);
        setUserPieces((current) =>
          old ? withUserPiece(current, old) : current.filter((entry) => entry.piece_id !== pieceId),
        );
        if (!options.quiet) setFailure(appErrorOf(error));
      }
    })();
  }, []);

  const setCollectionAdded = useCallback<ContentStore['setCollectionAdded']>((collectionId, added) => {
    const before = collections.current;
    const optimistic = changeUserCollection(before, collectionId, added);
    collections.current = optimistic;
    setUserCollections(optimistic);
    setFailure(null);
    void (async () => {
      try {
        const id = before.find((entry) => entry.collection_id === collectionId)?.id ?? 0;
        const answer =
          id === 0 || added
            ? await call((api) =>
                id === 0
                  ? api.createUserCollection({ body: { user_collection: { collection_id: collectionId } } })
                  : api.updateUserCollection({ params: { id }, body: { user_collection: { added } } }),
              )
            : await call((api) =>
                api.updateUserCollection({ params: { id }, body: { user_collection: { added } } }),
              );
        setUserCollections((current) => withUserCollection(current, answer));
      } catch (error) {
        const old = before.find((entry) => entry.collection_id === collectionId);
        setUserCollections((current) =>
          old
            ? withUserCollection(current, old)
            : current.filter((entry) => entry.collection_id !== collectionId),
        );
        setFailure(appErrorOf(error));
      }
    })();
  }, []);

  const value = useMemo<ContentStore>(
    () => ({
      userPieces,
      userCollections,
      failure,
      changePiece,
      setCollectionAdded,
      dismissFailure: () => setFailure(null),
    }),
    [userPieces, userCollections, failure, changePiece, setCollectionAdded],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The family's state of the library and its optimistic changes. */
export function useContentStore(): ContentStore {
  const store = useContext(Context);
  if (!store) throw new Error('useContentStore outside the content layout');
  return store;
}
