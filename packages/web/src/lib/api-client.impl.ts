/**
 * The `@attune/api` client of the web app and its query cache, created on first use (see api-client.ts).
 *
 * Conventions:
 * - The query cache (TanStack Query) is the app's one cache; the client keeps none. Queries are never
 *   retried (a failed call is the family's to retry) and run offline too: the client fails them with
 *   `Offline` itself, which the route's error element words.
 * - Reference lists and content (queries whose `meta.persist` is set, see queries.ts) are kept in local
 *   storage across visits, for a day at most and only for the app version that stored them.
 * - A write (any call but a GET), whether it worked or not, marks every other query stale and refetches
 *   those on screen: the next loader or tab asks the server again.
 */
import { contract, createClient, toAppError, toPromise } from '@attune/api';
import { REFERENCE_CACHE_MS } from '@attune/core/rules';
import { QueryClient } from '@tanstack/query-core';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/query-persist-client-core';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { getAccount } from './account';
import { getApiLanguage, QUERY_STORAGE_KEY, unauthorized } from './api-client';
import { browserTimeZone } from './family-day';
import { notifyError } from './notifications';

export { toAppError };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        networkMode: 'always',
        refetchOnWindowFocus: false,
        // kept as long as the longest cache lasts; each query's staleTime decides when it is asked again
        gcTime: REFERENCE_CACHE_MS,
      },
    },
  });
}

/** Restores the persisted reference lists and content, then keeps storing them as they change. */
async function persist(queryClient: QueryClient) {
  const local = storage();
  if (!local) return null;
  const persister = createSyncStoragePersister({ storage: local, key: QUERY_STORAGE_KEY });
  const options = { queryClient, persister, buster: __APP_VERSION__ };
  try {
    await persistQueryClientRestore({ ...options, maxAge: REFERENCE_CACHE_MS });
  } catch {
    // an unreadable store only means the lists are asked again
  }
  persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist === true,
    },
  });
  return persister;
}

export async function createWebClient() {
  const queryClient = createQueryClient();
  const persister = await persist(queryClient);
  const client = createClient({
    baseUrl: `${window.location.origin}/v1`,
    // The token travels in the server's HttpOnly cookie; the page never holds it (account.ts).
    getToken: () => getAccount()?.token || undefined,
    isLoggedIn: () => getAccount() !== null,
    getLanguage: getApiLanguage,
    getTimeZone: browserTimeZone,
    isOnline: () => navigator.onLine,
    isLoggingOut: () => window.location.pathname === '/logout',
    onUnauthorized: () => unauthorized(),
    // The notification is already a catalogue error ('request-error', 'api-error' with its status, a gate's
    // 'gate-refused' with its blocker, 'no-response').
    onNotify: (notification) => notifyError(notification),
  });
  /** Whether the call named so writes (any method but GET). */
  const isWrite = (name: string) => contract[name as keyof typeof contract]?.method !== 'GET';
  /** Marks every answer but the reference lists and content stale, and refetches those on screen. */
  const staleAfterWrite = () =>
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.persist !== true });
  /** Forgets every answer, in memory and in storage (log out, a service-worker update). */
  const forget = () => {
    queryClient.clear();
    void persister?.removeClient();
  };
  return { client, run: toPromise, queryClient, forget, isWrite, staleAfterWrite };
}
