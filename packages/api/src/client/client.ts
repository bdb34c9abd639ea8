/**
 * The v1 client: every call of the contract, on ky, as an Effect with a tagged error union.
 *
 * Conventions (core-app.md sections 7 and 8):
 * - Headers: `X-User-Token` whenever `getToken()` gives one, `Accept-Language` from `getLanguage()`,
 *   `X-Time-Zone` (the family's IANA zone, which decides the family's "today" on the server) whenever
 *   `getTimeZone()` gives one.
 * - Order of a call: check and encode the input (RequestError), refuse when offline (Offline, nothing
 *   sent), send, then classify the answer. The client keeps no cache: the app's query cache does.
 * - Every request but the log-in (`POST sessions`) belongs to the cancellable group: `cancelAll()` fails them
 *   with Cancelled. Interrupting the Effect aborts its request too.
 * - Notifications (`onNotify`) follow the error catalogue: RequestError, HttpError other than 422 and
 *   NoResponse are notified; 422, the log-in's 401 (a wrong password, which the log-in form words), the
 *   log-out's 401 (the session had already ended),
 *   Cancelled, Offline, Unauthorized, DecodeError and EmptyList are not.
 *   Every failure reaches the caller in the error channel; a call never throws.
 * - No retries: a failed call is the caller's to retry.
 */
import { gateBlockerOfAnswer, isNoResponseStatus, refusalReasonOfAnswer } from '@attune/core/rules';
import { Effect, Either } from 'effect';
import ky from 'ky';
import type { z } from 'zod';
import { contract as v1Contract } from '../contract';
import {
  ApiErrorBodySchema,
  buildPath,
  type EmptyObject,
  type Endpoint,
  type EndpointConfig,
  type EndpointInput,
  type EndpointResult,
  emptyListMessage,
  paramsSchema,
} from '../contract/endpoint';
import {
  type ApiError,
  type ApiNotification,
  Cancelled,
  DecodeError,
  EmptyList,
  HttpError,
  NoResponse,
  Offline,
  RequestError,
  type ServerErrors,
  Unauthorized,
} from './errors';

/** What `createClient` takes. */
export interface ClientOptions {
  /** The API's base URL, ending in `/v1` (e.g. `https://api.example.org/v1`). */
  readonly baseUrl: string;
  /** The logged-in user's token, or nothing when logged out (or when a cookie carries it). */
  readonly getToken: () => string | null | undefined;
  /**
   * Whether a user is logged in, when the token is not the client's to know (a browser whose session is
   * an HttpOnly cookie). Default: whether `getToken()` gives a token.
   */
  readonly isLoggedIn?: () => boolean;
  /** The chosen language (`'en'` or `'es'`), sent as `Accept-Language`. */
  readonly getLanguage: () => string;
  /**
   * The family's IANA time zone (e.g. `America/New_York`), sent as `X-Time-Zone` so the server's "today"
   * is the family's day; in a browser `() => Intl.DateTimeFormat().resolvedOptions().timeZone`. Without it
   * (or when it gives nothing) the server counts days in UTC.
   */
  readonly getTimeZone?: () => string | null | undefined;
  /** Whether the browser is online; when it says no, nothing is sent. Default: `navigator.onLine`, else true. */
  readonly isOnline?: () => boolean;
  /** Whether the app is already logging out (on the logout route): a 401 then does not call `onUnauthorized`. */
  readonly isLoggingOut?: () => boolean;
  /** Called on a 401 while logged in (not on log-in, not while logging out): send the user to logout. */
  readonly onUnauthorized?: (failure: Unauthorized) => void;
  /** Called for the failures the user is told about (see {@link ApiNotification}). */
  readonly onNotify?: (notification: ApiNotification) => void;
  /** The fetch to use (default: the global one). */
  readonly fetch?: typeof fetch;
  /** Time-out of one request in milliseconds, after which it fails with NoResponse (default 30 000). */
  readonly timeout?: number;
}

/** One typed call of the contract: takes the endpoint's input, gives its result or an {@link ApiError}. */
export type CallFunction<E extends EndpointConfig> =
  EmptyObject extends EndpointInput<E>
    ? (input?: EndpointInput<E>) => Effect.Effect<EndpointResult<E>, ApiError>
    : (input: EndpointInput<E>) => Effect.Effect<EndpointResult<E>, ApiError>;

/** Every call of the v1 contract by name; each one's TSDoc names its method and path. */
export type ApiCalls = { readonly [K in keyof typeof v1Contract]: CallFunction<(typeof v1Contract)[K]> };

/** A v1 client. */
export interface Client {
  /** Every call of the v1 contract by name: `client.api.listPatients()`, `client.api.getPatient({ params: { id } })`. */
  readonly api: ApiCalls;
  /** Runs any endpoint (the v1 contract's or another built with `defineEndpoint`). */
  call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Effect.Effect<EndpointResult<E>, ApiError>;
  /** Cancels every request under way except the log-in; each fails with Cancelled. Later calls are not affected. */
  cancelAll(): void;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const defaultIsOnline = (): boolean => {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return typeof nav?.onLine === 'boolean' ? nav.onLine : true;
};

const fieldOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** `'body'` and `'thing.name'` give `'body.thing.name'`; an issue on the whole input gives `'body'`. */
const inputField = (part: 'params' | 'query' | 'body', field: string): string =>
  field ? `${part}.${field}` : part;

const firstIssue = (error: z.ZodError): { field: string; message: string } => {
  const issue = error.issues[0];
  return issue ? { field: fieldOf(issue.path), message: issue.message } : { field: '', message: 'invalid' };
};

const serverErrorsOf = (text: string): ServerErrors => {
  try {
    const parsed = ApiErrorBodySchema.safeParse(JSON.parse(text));
    if (!parsed.success) return {};
    return Array.isArray(parsed.data.errors) ? { base: parsed.data.errors } : parsed.data.errors;
  } catch {
    return {};
  }
};

/** The log-in call: never cancelled with the group, and its 401 is a wrong password, not an expired token. */
const isLogIn = (endpoint: Endpoint): boolean => endpoint.method === 'POST' && endpoint.path === 'sessions';

/** The log-out call: a 401 on it does not start another logout. */
const isLogOut = (endpoint: Endpoint): boolean =>
  endpoint.method === 'DELETE' && endpoint.path === 'sessions';

interface Prepared {
  readonly url: string;
  readonly searchParams: Record<string, string>;
  readonly body: unknown;
}

/**
 * Creates a v1 client. Each call returns an Effect that never throws: its error channel is
 * {@link ApiError}. Run it with `Effect.runPromise`, or `toPromise` for XState actors.
 */
export function createClient(options: ClientOptions): Client {
  const baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const isOnline = options.isOnline ?? defaultIsOnline;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let group = new AbortController();

  const notify = (notification: ApiNotification): void => {
    try {
      options.onNotify?.(notification);
    } catch {
      // A failing notifier must not change the call's outcome.
    }
  };

  const requestError = (call: string, field: string, message: string): RequestError => {
    notify({ kind: 'request-error', call });
    return new RequestError({ call, field, message: `${call}: ${field ? `${field}: ` : ''}${message}` });
  };

  /** Checks and encodes a call's input: the request to send, or the field at fault. Notifies nothing. */
  const describeRequest = (
    endpoint: Endpoint,
    input: Record<string, unknown>,
  ): Either.Either<Prepared, { readonly field: string; readonly message: string }> => {
    const params = paramsSchema(endpoint).safeParse(input.params ?? {});
    if (!params.success) {
      const issue = firstIssue(params.error);
      return Either.left({ field: inputField('params', issue.field), message: issue.message });
    }
    const searchParams: Record<string, string> = {};
    if (endpoint.query) {
      const query = endpoint.query.safeParse(input.query ?? {});
      if (!query.success) {
        const issue = firstIssue(query.error);
        return Either.left({ field: inputField('query', issue.field), message: issue.message });
      }
      // Only the fields the contract knows travel; each as its string.
      for (const [key, value] of Object.entries(query.data as Record<string, unknown>)) {
        if (value !== undefined && value !== null) searchParams[key] = String(value);
      }
    }
    let body: unknown;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(input.body);
      if (!parsed.success) {
        const issue = firstIssue(parsed.error);
        return Either.left({ field: inputField('body', issue.field), message: issue.message });
      }
      body = parsed.data;
    }
    try {
      const path = buildPath(endpoint, input.params as Record<string, unknown> | undefined);
      const url = new URL(path, baseUrl).toString();
      return Either.right({ url, searchParams, body });
    } catch (cause) {
      return Either.left({ field: 'url', message: cause instanceof Error ? cause.message : String(cause) });
    }
  };

  const prepare = (
    endpoint: Endpoint,
    input: Record<string, unknown>,
  ): Effect.Effect<Prepared, RequestError> =>
    Effect.suspend(() => {
      const described = describeRequest(endpoint, input);
      return Either.isRight(described)
        ? Effect.succeed(described.right)
        : Effect.fail(requestError(endpoint.name, described.left.field, described.left.message));
    });

  /** Checks a success body against the contract and takes the value under the root key. */
  const decode = <E extends Endpoint>(
    endpoint: E,
    body: unknown,
  ): Effect.Effect<EndpointResult<E>, ApiError> => {
    const call = endpoint.name;
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      return Effect.fail(
        new DecodeError({
          call,
          field: issue.field || '(body)',
          message: `${call}: ${issue.field || '(body)'}: ${issue.message}`,
        }),
      );
    }
    const value =
      endpoint.rootKey === null ? parsed.data : (parsed.data as Record<string, unknown>)[endpoint.rootKey];
    if (endpoint.emptyListError && Array.isArray(value) && value.length === 0) {
      const list = endpoint.emptyListError;
      return Effect.fail(new EmptyList({ call, list, message: emptyListMessage(list) }));
    }
    return Effect.succeed(value as EndpointResult<E>);
  };

  interface Answer {
    readonly status: number;
    readonly text: string;
    /** A document's bytes (a call that `produces` one, on success). */
    readonly bytes?: Uint8Array;
  }

  const send = (endpoint: Endpoint, prepared: Prepared): Effect.Effect<Answer, ApiError> => {
    const call = endpoint.name;
    const groupSignal = isLogIn(endpoint) ? undefined : group.signal;
    let interruptionSignal: AbortSignal | undefined;
    return Effect.tryPromise({
      try: async (interruption) => {
        interruptionSignal = interruption;
        const token = options.getToken();
        const headers: Record<string, string> = {
          Accept: 'application/json',
          'Accept-Language': options.getLanguage(),
        };
        if (token) headers['X-User-Token'] = token;
        const timeZone = options.getTimeZone?.();
        if (timeZone) headers['X-Time-Zone'] = timeZone;
        const signal = groupSignal ? AbortSignal.any([groupSignal, interruption]) : interruption;
        const response = await ky(prepared.url, {
          method: endpoint.method,
          headers,
          searchParams: prepared.searchParams,
          ...(endpoint.body ? { json: prepared.body } : {}),
          signal,
          retry: 0,
          timeout,
          throwHttpErrors: false,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
        if (endpoint.produces && response.ok) {
          return { status: response.status, text: '', bytes: new Uint8Array(await response.arrayBuffer()) };
        }
        return { status: response.status, text: await response.text() };
      },
      catch: (cause): ApiError => {
        // Cancelled with the group, or the caller interrupted the call (that outcome is never seen): no notification.
        if (groupSignal?.aborted || interruptionSignal?.aborted) {
          return new Cancelled({ call, message: `${call}: Request cancelled` });
        }
        notify({ kind: 'no-response', call });
        const reason = cause instanceof Error ? cause.message : String(cause);
        return new NoResponse({ call, message: `${call}: no response (${reason})` });
      },
    });
  };

  const classify = <E extends Endpoint>(
    endpoint: E,
    answer: Answer,
  ): Effect.Effect<EndpointResult<E>, ApiError> => {
    const call = endpoint.name;
    const { status, text } = answer;
    if (status >= 200 && status < 300) {
      if (status !== endpoint.status) {
        return Effect.fail(
          new DecodeError({
            call,
            field: '(status)',
            message: `${call}: expected status ${endpoint.status}, got ${status}`,
          }),
        );
      }
      if (status === 204) return decode(endpoint, undefined);
      if (endpoint.produces) return decode(endpoint, answer.bytes);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return Effect.fail(
          new DecodeError({ call, field: '(json)', message: `${call}: the answer is not JSON` }),
        );
      }
      return decode(endpoint, body);
    }
    // 503 (the server's database does not answer): the service could not answer the request; the spec's
    // "no response at all", as for a dropped connection (core's `isNoResponseStatus`).
    if (isNoResponseStatus(status)) {
      notify({ kind: 'no-response', call });
      return Effect.fail(new NoResponse({ call, message: `${call}: no response (${status})` }));
    }
    const loggedIn = options.isLoggedIn ? options.isLoggedIn() : Boolean(options.getToken());
    if (
      status === 401 &&
      loggedIn &&
      !isLogIn(endpoint) &&
      !isLogOut(endpoint) &&
      !options.isLoggingOut?.()
    ) {
      const failure = new Unauthorized({ call, message: `${call}: the session has ended (401)` });
      try {
        options.onUnauthorized?.(failure);
      } catch {
        // The app's handler must not change the call's outcome.
      }
      return Effect.fail(failure);
    }
    // A 422 passes quietly to the caller (the form shows the field's message), and so does the log-in's
    // 401: a mistyped password is the log-in form's own message, not an 'API Error (401)'. The log-out's
    // 401 too: the session had already ended, which is what log-out wanted.
    // A gate's 403 is told as the blocker it names (core's `gateBlockerOfAnswer`), never as 'API Error (403)'.
    const errors = serverErrorsOf(text);
    const blocker = gateBlockerOfAnswer(status, errors);
    // A refusal the server gave a reason for is told in those words, never as 'API Error (4xx)'.
    const reason = refusalReasonOfAnswer(status, errors);
    if (blocker) notify({ kind: 'gate-refused', call, blocker });
    else if (status !== 422 && !(status === 401 && (isLogIn(endpoint) || isLogOut(endpoint)))) {
      notify(reason ? { kind: 'refused', call, status, reason } : { kind: 'api-error', call, status });
    }
    return Effect.fail(
      new HttpError({
        call,
        status,
        errors,
        message: `${call}: API Error (${status})`,
      }),
    );
  };

  const run = <E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E> | undefined,
  ): Effect.Effect<EndpointResult<E>, ApiError> =>
    Effect.gen(function* () {
      const prepared = yield* prepare(endpoint, (input ?? {}) as Record<string, unknown>);
      if (!isOnline()) {
        return yield* Effect.fail(
          new Offline({ call: endpoint.name, message: `${endpoint.name}: offline, nothing was sent` }),
        );
      }
      const answer = yield* send(endpoint, prepared);
      return yield* classify(endpoint, answer);
    });

  const api = Object.fromEntries(
    Object.entries(v1Contract).map(([name, endpoint]) => [
      name,
      (input?: Record<string, unknown>) => run(endpoint as Endpoint, input as never),
    ]),
  ) as unknown as ApiCalls;

  return {
    api,
    call: (endpoint, input) => run(endpoint, input),
    cancelAll: () => {
      const cancelled = group;
      group = new AbortController();
      cancelled.abort();
    },
  };
}
