/**
 * The web app's edge to the v1 API: the `@attune/api` client (contract, ky, Effect, typed errors, the
 * reference-list cache in local storage), loaded on first use so that the log-in page's first load does
 * not carry Effect, ky and zod. Conventions:
 * - `call(api => api.listPatients())` runs one call and resolves with its result, or rejects with the
 *   client's tagged error (`HttpError`, `Offline`...): every failure reaches the caller, and
 *   `appErrorOf(error)` gives its meaning in core's error catalogue (mapped once, with `toAppError`).
 * - The client sends `X-User-Token` and `Accept-Language`, sends nothing while offline, cancels as a
 *   group except the log-in, and reports the catalogue's notifications ('API Error ({status})', ...)
 *   and a 401 while logged in (the app then goes to logout with the redirect path).
 */
import type {
  ApiCalls,
  Client,
  ServerErrors,
  ApiError as TaggedApiError,
  toAppError,
  toPromise,
} from '@attune/api';
import type { AppError } from '@attune/core/rules';

/** One call of the client, before it runs (an Effect). */
type CallEffect<A> = Parameters<typeof toPromise<A>>[0];

const failures = new WeakMap<object, AppError>();

/**
 * What a failed call means in core's error catalogue (`toAppError`, mapped once when the call failed):
 * pass it to `describeError` for the words. Null for anything that is not a failed call.
 */
export function appErrorOf(error: unknown): AppError | null {
  return error !== null && typeof error === 'object' ? (failures.get(error) ?? null) : null;
}

/** The HTTP status a failed call answered with (401 for a session that ended), or null. */
export function statusOf(error: unknown): number | null {
  const tagged = error as Partial<TaggedApiError> | null;
  if (tagged?._tag === 'HttpError') return tagged.status ?? null;
  if (tagged?._tag === 'Unauthorized') return 401;
  return null;
}

/** The server's messages of a failed call, by field (`user.email`), or none. */
export function serverErrorsOf(error: unknown): ServerErrors {
  const tagged = error as Partial<TaggedApiError> | null;
  return tagged?._tag === 'HttpError' ? (tagged.errors ?? {}) : {};
}

/** Whether a call failed because the browser is offline (nothing was sent). */
export function isOffline(error: unknown): boolean {
  return (error as Partial<TaggedApiError> | null)?._tag === 'Offline';
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

let loading: Promise<{ client: Client; run: typeof toPromise; toAppError: typeof toAppError }> | null = null;

function load() {
  loading ??= import('./api-client.impl').then((m) => m.createWebClient());
  return loading;
}

/** Runs one call of the contract. */
export async function call<A>(pick: (api: ApiCalls) => CallEffect<A>): Promise<A> {
  const { client, run, toAppError } = await load();
  try {
    return await run(pick(client.api));
  } catch (error) {
    if (error && typeof error === 'object' && '_tag' in error)
      failures.set(error, toAppError(error as TaggedApiError));
    throw error;
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
