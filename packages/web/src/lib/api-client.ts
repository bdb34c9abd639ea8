/**
 * The web app's edge to the v1 API: the `@attune/api` client (contract, ky, Effect, typed errors, the one
 * cache of reference lists and content in local storage), loaded on first use so that the log-in page's
 * first load does not carry Effect, ky and zod. Conventions:
 * - Loaders and actions run calls with `call(api => api.listPatients())`: it resolves with the result or
 *   rejects with the client's tagged `ApiError` itself (`_tag`, and `status` for an HttpError).
 * - A failure is turned into core's catalogue error once, by {@link appErrorOf} (`toAppError`), and shown
 *   with core's `describeError`: by the client's notification ('API Error (500)', ...) and the route's
 *   error element, never as an empty list.
 * - The log-in token is the server's HttpOnly session cookie, which the browser sends by itself (the
 *   page never reads it); the client sends `Accept-Language`, sends nothing while offline, cancels as a
 *   group except the log-in, and reports a 401 while logged in (the app then goes to logout).
 */
import type {
  ApiCalls,
  CallOptions,
  Client,
  contract as Contract,
  EndpointInput,
  ApiError as TaggedApiError,
  toPromise,
} from '@attune/api';
import type { AppError } from '@attune/core/rules';

/** One call of the client, before it runs (an Effect). */
type CallEffect<A> = Parameters<typeof toPromise<A>>[0];

/** A failed call: the `@attune/api` client's tagged error. */
export type ApiError = TaggedApiError;

export type { CallOptions };

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

let loading: Promise<{ client: Client; run: typeof toPromise; contract: typeof Contract }> | null = null;

function load() {
  loading ??= import('./api-client.impl').then((m) => {
    toAppError = m.toAppError;
    return m.createWebClient();
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
  const { client, run } = await load();
  return run(pick(client.api), signal ? { signal } : undefined);
}

/**
 * When the client's cache stored the answer of a call (ms since the epoch), for the content header's
 * last-updated time; `null` when nothing is cached (the header then says 'Never').
 */
export async function lastUpdated<K extends keyof typeof Contract>(
  name: K,
  input: EndpointInput<(typeof Contract)[K]>,
): Promise<number | null> {
  const { client, contract } = await load();
  return client.lastUpdated(contract[name], input as never);
}

/** Cancels every request in flight (the log-in excepted). */
export function cancelAllRequests(): void {
  if (loading) void loading.then(({ client }) => client.cancelAll());
}

/** Drops the client's cache (log out, service-worker update), loaded or not. */
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
