/**
 * The content library's data, loaded once by the content layout for every content page: the library
 * (pieces, collections, tags, recommendations: the query cache keeps them 10 minutes) and the family's own
 * user pieces and user collections (never cached). Only the sunflower client has a library: for any other
 * client nothing is asked (the server would refuse it with 403 `content` anyway).
 */
import {
  appClient,
  type Collection,
  type ContentPiece,
  loadsContent,
  type Recommendation,
  type Tag,
  type UserCollection,
  type UserPiece,
} from '@attune/core/rules';
import { useRouteLoaderData } from 'react-router';
import { getAccount } from '../../../lib/account';
import { call } from '../../../lib/api-client';
import { sessionClientVariant } from '../../../lib/client-variant';
import { answeredAt, contentQuery, loadQuery, refreshQuery } from '../../../lib/queries';

/** The library and the family's state of it. */
export interface ContentLibrary {
  readonly pieces: readonly ContentPiece[];
  readonly collections: readonly Collection[];
  readonly tags: readonly Tag[];
  readonly recommendations: readonly Recommendation[];
  readonly userPieces: readonly UserPiece[];
  readonly userCollections: readonly UserCollection[];
}

/**
 * What the content layout loads: the library, or `null` when the account's client has none, and when the
 * query cache got the library's pieces (ISO date-time; `null` when nothing is cached: 'Never').
 */
export type ContentData = {
  readonly library: ContentLibrary | null;
  readonly lastUpdated: string | null;
};

/** Whether the content layout's next load ignores the cache (the content header's refresh). */
let refreshNext = false;

/** Makes the content layout's next load ask the server, ignoring the cache (then revalidate). */
export function refreshContentOnNextLoad(): void {
  refreshNext = true;
}

/** The id of the content layout's route, for `useRouteLoaderData`. */
export const CONTENT_ROUTE_ID = 'content';

/**
 * Loads the library when the account's client has one (core's `loadsContent`, as the server's gate);
 * after {@link refreshContentOnNextLoad} the cached lists are asked again of the server.
 */
export async function loadContent(signal: AbortSignal): Promise<ContentData> {
  const refresh = refreshNext;
  refreshNext = false;
  const read = refresh ? refreshQuery : loadQuery;
  const account = getAccount();
  const client = appClient({
    variant: sessionClientVariant(),
    account: account ? { client: account.client ?? null } : null,
  });
  if (!loadsContent(client)) return { library: null, lastUpdated: null };
  const [pieces, collections, tags, recommendations, userPieces, userCollections] = await Promise.all([
    read(contentQuery('listContentPieces', { query: {} })),
    read(contentQuery('listCollections', { query: {} })),
    read(contentQuery('listTags', { query: {} })),
    read(contentQuery('listRecommendations', {})),
    call((api) => api.listUserPieces(), signal),
    call((api) => api.listUserCollections(), signal),
  ]);
  const storedAt = await answeredAt(contentQuery('listContentPieces', { query: {} }));
  return {
    library: { pieces, collections, tags, recommendations, userPieces, userCollections },
    lastUpdated: storedAt === null ? null : new Date(storedAt).toISOString(),
  };
}

/** The content layout's data. */
export function useContentData(): ContentData {
  return useRouteLoaderData(CONTENT_ROUTE_ID) as ContentData;
}

/** Searches pieces and collections (`GET content/pieces?search=`, `GET content/collections?search=`). */
export async function searchContent(
  search: string,
  signal?: AbortSignal,
): Promise<{ pieces: readonly ContentPiece[]; collections: readonly Collection[] }> {
  const [pieces, collections] = await Promise.all([
    loadQuery(contentQuery('listContentPieces', { query: { search } })),
    loadQuery(contentQuery('listCollections', { query: { search } })),
  ]);
  // a search overtaken by the next one gives nothing (its answers stay cached)
  signal?.throwIfAborted();
  return { pieces, collections };
}
