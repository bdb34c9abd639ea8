/**
 * The web app's edge to the v1 API: the `@attune/api` client (contract, ky, Effect, typed errors, the
 * reference-list cache in local storage), loaded on first use so that the log-in page's first load does
 * not carry Effect, ky and zod. Conventions:
 * - `call(api => api.listPatients())` runs one call and resolves with its result, or rejects with an
 *   {@link ApiError} (kind, status, the server's messages): every failure reaches the caller.
 * - The client sends `X-User-Token` and `Accept-Language`, sends nothing while offline, cancels as a
 *   group except the log-in, and reports the catalogue's notifications ('API Error ({status})', ...)
 *   and a 401 while logged in (the app then goes to logout with the redirect path).
 */
import type { ApiCalls, Client, ApiError as TaggedApiError, toPromise } from '@attune/api';

/** One call of the client, before it runs (an Effect). */
type CallEffect<A> = Parameters<typeof toPromise<A>>[0];

export type ApiErrorKind =
  | 'request'
  | 'http'
  | 'unauthorized'
  | 'offline'
  | 'no-response'
  | 'cancelled'
  | 'decode';

/** A failed call, as the pages see it. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly errors: readonly string[] = [],
  ) {
    super(errors[0] ?? kind);
    this.name = 'ApiError';
  }
}

/** Turns the client's tagged error into the pages' {@link ApiError}. */
export function toWebError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const tagged = error as Partial<TaggedApiError> & { _tag?: string };
  switch (tagged?._tag) {
    case 'HttpError': {
      const e = tagged as Extract<TaggedApiError, { _tag: 'HttpError' }>;
      return new ApiError(
        e.status === 401 ? 'unauthorized' : 'http',
        e.status,
        Object.values(e.errors).flat(),
      );
    }
    case 'Unauthorized':
      return new ApiError('unauthorized', 401);
    case 'Offline':
      return new ApiError('offline');
    case 'NoResponse':
      return new ApiError('no-response');
    case 'Cancelled':
      return new ApiError('cancelled');
    case 'RequestError':
      return new ApiError('request', null, [(tagged as { message?: string }).message ?? 'request']);
    default:
      return new ApiError('decode', null, [String((tagged as { message?: string })?.message ?? error)]);
  }
}

let language = 'en';
let onUnauthorized: () => void = () => {};

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

let loading: Promise<{ client: Client; run: typeof toPromise }> | null = null;

function load() {
  loading ??= import('./api-client.impl').then((m) => m.createWebClient());
  return loading;
}

/** Runs one call of the contract. */
export async function call<A>(pick: (api: ApiCalls) => CallEffect<A>): Promise<A> {
  const { client, run } = await load();
  try {
    return await run(pick(client.api));
  } catch (error) {
    throw toWebError(error);
  }
}

/** Cancels every request in flight (the log-in excepted). */
export function cancelAllRequests(): void {
  if (loading) void loading.then(({ client }) => client.cancelAll());
}

/** Drops the cached reference lists (log out, service-worker update). */
export function clearApiCache(): void {
  if (loading) void loading.then(({ client }) => client.clearCache());
  else
    try {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('attune.api-cache.')) localStorage.removeItem(key);
    } catch {
      // no storage
    }
}
