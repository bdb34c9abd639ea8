/**
 * The web app's edge to the v1 API: the `@attune/api` client (contract, ky, Effect, typed errors) and the
 * app's one query cache (TanStack Query, see queries.ts), loaded on first use so that the log-in page's
 * first load does not carry Effect, ky, zod and the cache. Conventions:
 * - Loaders and actions run calls with `call(api => api.listPatients())`: it resolves with the result or
 *   rejects with the client's tagged `ApiError` itself (`_tag`, and `status` for an HttpError).
 * - A failure is turned into core's catalogue error once, by {@link appErrorOf} (`toAppError`), and shown
 *   with core's `describeError`: by the client's notification ('API Error (500)', ...) and the route's
 *   error element, never as an empty list.
 * - The log-in token is the server's HttpOnly session cookie, which the browser sends by itself (the
 *   page never reads it); the client sends `Accept-Language`, sends nothing while offline, cancels as a
 *   group except the log-in, and reports a 401 while logged in (the app then goes to logout).
 */
import type { ApiCalls, ApiError as TaggedApiError, toPromise } from '@attune/api';
import type { AppError } from '@attune/core/rules';
import type { QueryClient } from '@tanstack/query-core';

/** The client and its query cache, once loaded. */
type Loaded = Awaited<ReturnType<typeof import('./api-client.impl').createWebClient>>;

/** One call of the client, before it runs (an Effect). */
type CallEffect<A> = Parameters<typeof toPromise<A>>[0];

/** A failed call: the `@attune/api` client's tagged error. */
export type ApiError = TaggedApiError;

/** Where the query cache keeps reference lists and content across visits (local storage). */
export const QUERY_STORAGE_KEY = 'attune.query-cache';

const TAGS = new Set([
  'RequestError',
  'HttpError',
  'Unauthorized',
  'Offline',
  'NoResponse',
  'Cancelled',
  'DecodeError',
  'EmptyList',
]);

/** Whether a thrown value is a failed call of the API client. */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    '_tag' in error &&
    typeof error._tag === 'string' &&
    TAGS.has(error._tag)
  );
}

/** The HTTP status of a failed call (null when the server did not answer with an error status). */
export function statusOf(error: unknown): number | null {
  return isApiError(error) && error._tag === 'HttpError' ? error.status : null;
}

let language = 'en';
let onUnauthorized: () => void = () => {};
let toAppError: ((error: ApiError) => AppError) | null = null;

export function setApiLanguage(next: string): void {
  language = next;
}

export function getApiLanguage(): string {
  return language;
}

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function unauthorized(): void {
  onUnauthorized();
}

/**
 * The catalogue error of anything a loader, an action or a call threw: `toAppError` for the client's
 * errors (a call error only exists once the client has loaded), `unknown` otherwise.
 */
export function appErrorOf(error: unknown): AppError {
  if (isApiError(error) && toAppError) return toAppError(error);
  return { kind: 'unknown' };
}

let loading: Promise<Loaded> | null = null;
let loaded: Loaded | null = null;

function load(): Promise<Loaded> {
  loading ??= import('./api-client.impl').then(async (m) => {
    toAppError = m.toAppError;
    loaded = await m.createWebClient();
    return loaded;
  });
  return loading;
}

/** Starts loading the client (on intent: the log-in form focused, say), so the first call waits less. */
export function preloadApiClient(): void {
  void load().catch(() => {
    loading = null;
  });
}

/** Runs one call of the contract (`client.api.<name>`); rejects with the client's {@link ApiError}. */
export async function call<A>(pick: (api: ApiCalls) => CallEffect<A>, signal?: AbortSignal): Promise<A> {
  const { client, run, isWrite, staleAfterWrite } = await load();
  let name = '';
  const picked = pick(
    new Proxy(client.api, {
      get: (api, key) => {
        name = String(key);
        return api[key as keyof ApiCalls];
      },
    }),
  );
  try {
    return await run(picked, signal ? { signal } : undefined);
  } finally {
    // a write, whether it worked or not, makes what the app holds about the family stale (queries.ts)
    if (isWrite(name)) staleAfterWrite();
  }
}

/** The app's query cache, loaded with the client (loaders read through it, see queries.ts). */
export async function loadQueryClient(): Promise<QueryClient> {
  return (await load()).queryClient;
}

/**
 * The query cache when it is already loaded: always on a page whose loader read through it, which is
 * how a page's component finds it without a provider in the entry chunk.
 */
export function loadedQueryClient(): QueryClient {
  if (!loaded) throw new Error('the query cache is read before any loader loaded it');
  return loaded.queryClient;
}

/** Cancels every request in flight (the log-in excepted). */
export function cancelAllRequests(): void {
  if (loading) void loading.then(({ client }) => client.cancelAll());
}

/** Drops the query cache, in memory and in storage (log out, service-worker update), loaded or not. */
export function clearApiCache(): void {
  if (loading) void loading.then(({ forget }) => forget());
  else
    try {
      localStorage.removeItem(QUERY_STORAGE_KEY);
    } catch {
      // no storage
    }
}
