/**
 * The web app's HTTP edge to the v1 API (same origin, `/v1`). Conventions:
 * - `X-User-Token` when logged in; `Accept-Language` follows the chosen language.
 * - Nothing is sent while the browser is offline: an `offline` error instead.
 * - Every request joins one cancellation group (`cancelAllRequests`), except the log-in call.
 * - Errors follow the catalogue: 422 passes quietly to the caller; any other status raises the
 *   'API Error ({status})' notification; no response at all raises the 'try again' notification;
 *   cancelled requests are ignored; a 401 while logged in (not on log in, not already on logout) is
 *   reported through `onUnauthorized` so the app sends the family to logout with the redirect path.
 *   Every failure is still thrown to the caller.
 */
import { getAccount } from './account';
import { notify } from './notifications';

export type ApiErrorKind = 'request' | 'http' | 'unauthorized' | 'offline' | 'no-response' | 'cancelled';

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

let language = 'en';
let group = new AbortController();
let onUnauthorized: () => void = () => {};

export function setApiLanguage(next: string): void {
  language = next;
}

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Cancels every request in flight (the log-in call excepted). */
export function cancelAllRequests(): void {
  group.abort();
  group = new AbortController();
}

export interface RequestOptions {
  readonly query?: Record<string, string | number | undefined>;
  readonly body?: unknown;
  /** The log-in call is never cancelled as part of the group and never triggers the 401 logout. */
  readonly isLogin?: boolean;
  /** Do not raise a notification for these statuses (the caller shows its own message). */
  readonly quiet?: readonly number[];
}

function errorMessages(body: unknown): string[] {
  if (body && typeof body === 'object' && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (Array.isArray(errors))
      return errors.map((e) =>
        typeof e === 'string' ? e : e && typeof e === 'object' && 'message' in e ? String(e.message) : String(e),
      );
    if (errors && typeof errors === 'object')
      return Object.entries(errors).map(([field, value]) => `${field} ${Array.isArray(value) ? value.join(', ') : String(value)}`);
    if (typeof errors === 'string') return [errors];
  }
  if (body && typeof body === 'object' && 'error' in body) return [String((body as { error: unknown }).error)];
  return [];
}

/** Sends one call to `/v1/{path}` and returns the decoded JSON body. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('offline');
  let url: string;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  try {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) query.set(key, String(value));
    const qs = query.toString();
    url = `/v1/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
    const account = getAccount();
    if (account) headers['X-User-Token'] = account.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  } catch {
    notify({ title: 'errors.requestErrorTitle', message: 'errors.requestErrorMessage' });
    throw new ApiError('request');
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.isLogin ? undefined : group.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw new ApiError('cancelled');
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError('offline');
    notify({ title: 'errors.anErrorOccurred', message: 'errors.noResponse' });
    throw new ApiError('no-response');
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (response.ok) return body as T;
  const messages = errorMessages(body);
  if (response.status === 401 && getAccount() && !options.isLogin) {
    onUnauthorized();
    throw new ApiError('unauthorized', 401, messages);
  }
  if (response.status !== 422 && !options.quiet?.includes(response.status)) {
    notify({ title: 'errors.apiErrorTitle', message: 'errors.apiErrorMessage', values: { status: response.status } });
  }
  throw new ApiError('http', response.status, messages);
}
