/**
 * `@attune/api/testing`: a contract-driven mock of the v1 API, for tests of code that calls the client
 * (hooks, loaders, machines' actors) without a server.
 *
 * It is a `fetch`: hand it to the real {@link createClient} (or use {@link createMockClient}), so the code
 * under test runs the real client, with its real encoding, decoding and error classification. The mock
 * holds the other side to the same contract the reference server is held to:
 *
 * - a request is matched to its contract call by method and path, and its path parameters, query and body
 *   are parsed with the call's own schemas; a request the contract refuses answers 422 naming the field,
 *   as the server does;
 * - the test answers each call it cares about with a handler keyed by the call's name (`listPatients`),
 *   which gets the parsed input and gives the response body, or {@link reply} for a refusal;
 * - an answer that does not satisfy the call's response schema **throws** in the test (naming the call
 *   and the field): a mock cannot drift from the contract without the test saying so;
 * - a call with no handler answers 501 naming it, and is recorded, so a test sees what it forgot.
 *
 * Why not in `@attune/core/testing`: core sits below the contract (`@attune/api` imports core), so the
 * mock that reads the contract lives beside it; core's testing entry keeps builders and arbitraries, which
 * feed the handlers' answers.
 */
import type { z } from 'zod';
import { type Client, type ClientOptions, createClient } from '../client/client';
import { contract as v1Contract } from '../contract';
import type { Endpoint, EndpointInput, EndpointResponseInput } from '../contract/endpoint';
import { paramsSchema } from '../contract/endpoint';

type Contract = typeof v1Contract;

/** The base URL the mock answers on (any URL whose path holds `/v1/` works). */
export const MOCK_BASE_URL = 'http://attune.mock/v1';

/** A refusal (or any answer other than the call's success) a handler gives: `reply(422, { errors: { name: ['...'] } })`. */
export interface MockReply {
  readonly kind: 'reply';
  readonly status: number;
  readonly body?: unknown;
}

/** An answer other than the call's declared success: a refusal, a server error, a 503. */
export function reply(status: number, body?: unknown): MockReply {
  return { kind: 'reply', status, body };
}

/** The parsed input a handler gets: the call's path parameters, query and body after its schemas. */
export type MockInput<E extends Endpoint> = {
  readonly params: Record<string, string>;
  readonly query: EndpointInput<E> extends { query?: infer Q } ? Q : undefined;
  readonly body: EndpointInput<E> extends { body?: infer B } ? B : undefined;
};

/** A handler of one call: its response body as the server writes it, or a {@link reply}. */
export type MockHandler<E extends Endpoint> = (
  input: MockInput<E>,
) => EndpointResponseInput<E> | MockReply | Promise<EndpointResponseInput<E> | MockReply>;

/** Handlers by call name; every key is a call of the contract. */
export type MockHandlers = { readonly [K in keyof Contract]?: MockHandler<Contract[K]> };

/** A request the mock received, after matching. */
export interface MockRequest {
  /** The contract call's name, or `null` when no call has this method and path. */
  readonly call: string | null;
  readonly method: string;
  /** The path after `/v1/`, with its query. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body as sent, or `undefined`. */
  readonly body: unknown;
  /** The status the mock answered with. */
  readonly status: number;
}

/** The mock: a `fetch` for the client and the requests it answered. */
export interface MockApi {
  readonly fetch: typeof fetch;
  readonly requests: readonly MockRequest[];
  /** The requests of one call, by name. */
  requestsOf(call: keyof Contract): readonly MockRequest[];
}

const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** `{ errors: { 'body.child_id': [...] } }` as the server names a field (the part before the path is dropped). */
function fieldRefusal(error: z.ZodError): Response {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'base';
  return json(422, { errors: { [field]: [issue?.message ?? 'is invalid'] } });
}

/** The call matching a method and a path relative to `/v1/`, with its path parameters. */
function match(
  endpoints: readonly Endpoint[],
  method: string,
  path: string,
): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  // Literal segments win over parameters (`patients/current` before `patients/:id`).
  let best: { endpoint: Endpoint; params: Record<string, string>; literals: number } | undefined;
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue;
    const template = endpoint.path.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const fits = template.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      literals += 1;
      return part === segment;
    });
    if (fits && (!best || literals > best.literals)) best = { endpoint, params, literals };
  }
  return best;
}

/**
 * Makes a contract-driven mock of the v1 API (see the module's description). `contract` defaults to the
 * v1 contract; pass another record of endpoints to mock calls built with `defineEndpoint`.
 */
export function createMockApi(
  handlers: MockHandlers,
  contract: Readonly<Record<string, Endpoint>> = v1Contract as unknown as Record<string, Endpoint>,
): MockApi {
  const endpoints = Object.values(contract);
  const requests: MockRequest[] = [];
  const byName = handlers as Readonly<Record<string, MockHandler<Endpoint> | undefined>>;

  const answer = async (
    method: string,
    url: URL,
    body: unknown,
  ): Promise<{ call: string | null; response: Response }> => {
    const at = url.pathname.indexOf('/v1/');
    const path = at === -1 ? url.pathname.replace(/^\//, '') : url.pathname.slice(at + 4);
    const found = match(endpoints, method, path);
    if (!found) return { call: null, response: json(404, { errors: { base: ['Not found'] } }) };
    const { endpoint } = found;
    const params = paramsSchema(endpoint).safeParse(found.params);
    if (!params.success) return { call: endpoint.name, response: fieldRefusal(params.error) };
    let query: unknown;
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return { call: endpoint.name, response: fieldRefusal(parsed.error) };
      query = parsed.data;
    }
    let parsedBody: unknown;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(body);
      if (!parsed.success) return { call: endpoint.name, response: fieldRefusal(parsed.error) };
      parsedBody = parsed.data;
    }
    const handler = byName[endpoint.name];
    if (!handler) {
      return {
        call: endpoint.name,
        response: json(501, { errors: { base: [`The mock has no handler for ${endpoint.name}`] } }),
      };
    }
    const given = await handler({ params: found.params, query, body: parsedBody } as MockInput<Endpoint>);
    if (given && typeof given === 'object' && (given as MockReply).kind === 'reply') {
      const refusal = given as MockReply;
      return { call: endpoint.name, response: json(refusal.status, refusal.body) };
    }
    const checked = endpoint.response.safeParse(given);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path.map(String).join('.') || '(body)';
      throw new Error(
        `The mock's answer to ${endpoint.name} breaks the contract: ${field}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return {
      call: endpoint.name,
      response: json(endpoint.status, endpoint.status === 204 ? undefined : given),
    };
  };

  const mockFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const { call, response } = await answer(request.method.toUpperCase(), url, body);
    requests.push({
      call,
      method: request.method.toUpperCase(),
      path: `${url.pathname.replace(/^.*?\/v1\//, '')}${url.search}`,
      headers,
      body,
      status: response.status,
    });
    return response;
  }) as typeof fetch;

  return {
    fetch: mockFetch,
    requests,
    requestsOf: (call) => requests.filter((request) => request.call === call),
  };
}

/**
 * The real v1 client on a contract-driven mock: `const { client, mock } = createMockClient({ listPatients:
 * () => ({ patients: [...] }) })`. Options default to a logged-in English client on {@link MOCK_BASE_URL}.
 */
export function createMockClient(
  handlers: MockHandlers,
  options: Partial<ClientOptions> = {},
): { readonly client: Client; readonly mock: MockApi } {
  const mock = createMockApi(handlers);
  const client = createClient({
    baseUrl: MOCK_BASE_URL,
    getToken: () => 'mock-token',
    getLanguage: () => 'en',
    isOnline: () => true,
    ...options,
    fetch: mock.fetch,
  });
  return { client, mock };
}
