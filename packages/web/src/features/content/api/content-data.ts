/**
 * The content library's data, loaded once by the content layout for every content page: the library
 * (pieces, collections, tags, recommendations: the client caches them 10 minutes) and the family's own
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

/** The library and the family's state of it. */
export interface ContentLibrary {
  readonly pieces: readonly ContentPiece[];
  readonly collections: readonly Collection[];
  readonly tags: readonly Tag[];
  readonly recommendations: readonly Recommendation[];
  readonly userPieces: readonly UserPiece[];
  readonly userCollections: readonly UserCollection[];
}

/** What the content layout loads: the library, or `null` when the account's client has none. */
export type ContentData = { readonly library: ContentLibrary | null };

/** The id of the content layout's route, for `useRouteLoaderData`. */
export const CONTENT_ROUTE_ID = 'content';

/** Loads the library when the account's client has one (core's `loadsContent`, as the server's gate). */
export async function loadContent(signal: AbortSignal): Promise<ContentData> {
  const account = getAccount();
  const client = appClient({
    variant: sessionClientVariant(),
    account: account ? { client: account.client ?? null } : null,
  });
  if (!loadsContent(client)) return { library: null };
  const [pieces, collections, tags, recommendations, userPieces, userCollections] = await Promise.all([
    call((api) => api.listContentPieces({ query: {} }), signal),
    call((api) => api.listCollections({ query: {} }), signal),
    call((api) => api.listTags({ query: {} }), signal),
    call((api) => api.listRecommendations(), signal),
    call((api) => api.listUserPieces(), signal),
    call((api) => api.listUserCollections(), signal),
  ]);
  return { library: { pieces, collections, tags, recommendations, userPieces, userCollections } };
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
    call((api) => api.listContentPieces({ query: { search } }), signal),
    call((api) => api.listCollections({ query: { search } }), signal),
  ]);
  return { pieces, collections };
}
