import { Effect, Either, Fiber } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, sendText, startTestServer, type TestServer } from '../testing/http-server';
import { things } from '../testing/things.contract';
import { type ClientOptions, createClient } from './client';
import { type ApiNotification, toAppError, type Unauthorized } from './errors';
import { toPromise } from './run';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.handle((_request, response) => sendJson(response, 200, { things: [{ id: 1, name: 'Lego' }] }));
});

interface Harness {
  readonly client: ReturnType<typeof createClient>;
  readonly notifications: ApiNotification[];
  readonly unauthorized: Unauthorized[];
  token: string | null;
  language: string;
  online: boolean;
}

const harness = (overrides: Partial<ClientOptions> = {}): Harness => {
  const state: Harness = {
    notifications: [],
    unauthorized: [],
    token: 'token-1',
    language: 'en',
    online: true,
    client: undefined as never,
  };
  return Object.assign(state, {
    client: createClient({
      baseUrl: server.baseUrl,
      getToken: () => state.token,
      getLanguage: () => state.language,
      isOnline: () => state.online,
      onNotify: (notification) => state.notifications.push(notification),
      onUnauthorized: (failure) => state.unauthorized.push(failure),
      ...overrides,
    }),
  });
};

const outcome = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));

const failureOf = async <A, E>(effect: Effect.Effect<A, E>): Promise<E> => {
  const result = await outcome(effect);
  if (Either.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

describe('a successful call', () => {
  it('gives the value under the root key, decoded', async () => {
    const { client } = harness();
    const result = await outcome(client.call(things.listThings, {}));
    expect(result).toEqual(Either.right([{ id: 1, name: 'Lego' }]));
  });

  it('sends the token as X-User-Token and the chosen language as Accept-Language', async () => {
    const h = harness();
    h.language = 'es';
    await outcome(h.client.call(things.listThings, {}));
    const [request] = server.requests;
    expect(request?.headers['x-user-token']).toBe('token-1');
    expect(request?.headers['accept-language']).toBe('es');
  });

  it("sends the family's time zone as X-Time-Zone when the app gives one, and no such header otherwise", async () => {
    const zoned = harness({ getTimeZone: () => 'America/New_York' });
    await outcome(zoned.client.call(things.listThings, {}));
    expect(server.requests[0]?.headers['x-time-zone']).toBe('America/New_York');
    const plain = harness();
    await outcome(plain.client.call(things.listThings, {}));
    expect(server.requests[1]?.headers).not.toHaveProperty('x-time-zone');
  });

  it('sends no X-User-Token while logged out', async () => {
    const h = harness();
    h.token = null;
    await outcome(h.client.call(things.listThings, {}));
    expect(server.requests[0]?.headers).not.toHaveProperty('x-user-token');
  });

  it('puts path parameters, the query and the JSON body where the contract says', async () => {
    const { client } = harness();
    server.handle((request, response) =>
      request.method === 'POST'
        ? sendJson(response, 200, { thing: { id: 9, name: 'Kite' } })
        : sendJson(response, 200, { thing: { id: 7, name: 'Ball' } }),
    );
    await outcome(client.call(things.getThing, { params: { id: 7 } }));
    await outcome(client.call(things.createThing, { body: { thing: { name: 'Kite' } } }));
    server.handle((_request, response) => sendJson(response, 200, { things: [] }));
    await outcome(client.call(things.listThings, { query: { child_id: 3 } }));
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/things/7',
      'POST /v1/things',
      'GET /v1/things?child_id=3',
    ]);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ thing: { name: 'Kite' } });
    expect(server.requests[1]?.headers['content-type']).toMatch(/application\/json/);
  });

  it('gives undefined for a 204 answer with no content', async () => {
    const { client } = harness();
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    expect(await outcome(client.call(things.deleteThing, { params: { id: 2 } }))).toEqual(
      Either.right(undefined),
    );
    expect(server.requests[0]?.method).toBe('DELETE');
  });

  it('runs as a promise through toPromise, which resolves with the result', async () => {
    const { client } = harness();
    await expect(toPromise(client.call(things.listThings, {}))).resolves.toEqual([{ id: 1, name: 'Lego' }]);
  });
});

describe('the error catalogue', () => {
  it('a 500 fails with HttpError 500 and is notified as API Error (500)', async () => {
    const h = harness();
    server.handle((_request, response) => sendJson(response, 500, { errors: ['boom'] }));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(failure).toMatchObject({
      _tag: 'HttpError',
      status: 500,
      call: 'listThings',
      errors: { base: ['boom'] },
    });
    expect(h.notifications).toEqual([{ kind: 'api-error', call: 'listThings', status: 500 }]);
    expect(server.requests).toHaveLength(1);
  });

  it.each(['create-account', 'subscription', 'clinical', 'content', 'purchase'] as const)(
    'a gate 403 naming %s is told as that blocker, never as API Error (403)',
    async (blocker) => {
      const h = harness();
      server.handle((_request, response) =>
        sendJson(response, 403, { errors: { [blocker]: ['refused'] }, blocker }),
      );
      const failure = await failureOf(h.client.call(things.listThings, {}));
      expect(failure).toMatchObject({ _tag: 'HttpError', status: 403, errors: { [blocker]: ['refused'] } });
      expect(h.notifications).toEqual([{ kind: 'gate-refused', call: 'listThings', blocker }]);
      expect(toAppError(failure as never)).toEqual({ kind: 'gate-refused', blocker });
    },
  );

  it('a 403 naming no gate is told in the server’s words, never as API Error (403)', async () => {
    const h = harness();
    const reason = 'The family has not allowed you to do this.';
    server.handle((_request, response) => sendJson(response, 403, { errors: { collaborator: [reason] } }));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(h.notifications).toEqual([{ kind: 'refused', call: 'listThings', status: 403, reason }]);
    expect(toAppError(failure as never)).toEqual({ kind: 'refused', status: 403, reason });
  });

  it('a 403 without a reason stays an API error', async () => {
    const h = harness();
    server.handle((_request, response) => sendJson(response, 403, { errors: {} }));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(h.notifications).toEqual([{ kind: 'api-error', call: 'listThings', status: 403 }]);
    expect(toAppError(failure as never)).toEqual({ kind: 'api-error', status: 403 });
  });

  it('a 422 passes quietly to the caller with the server errors, field by field', async () => {
    const h = harness();
    server.handle((_request, response) =>
      sendJson(response, 422, { errors: { name: ["can't be blank"], base: ['Try again'] } }),
    );
    const failure = await failureOf(h.client.call(things.createThing, { body: { thing: { name: 'x' } } }));
    expect(failure).toMatchObject({
      _tag: 'HttpError',
      status: 422,
      errors: { name: ["can't be blank"], base: ['Try again'] },
    });
    expect(h.notifications).toEqual([]);
  });

  it('an error answer that is not JSON still fails with HttpError, with no server errors', async () => {
    const h = harness();
    server.handle((_request, response) => sendText(response, 502, '<html>Bad gateway</html>'));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(failure).toMatchObject({ _tag: 'HttpError', status: 502, errors: {} });
    expect(h.notifications).toEqual([{ kind: 'api-error', call: 'listThings', status: 502 }]);
  });

  it('a 401 while logged in reports Unauthorized so the app can log the user out, without an API Error', async () => {
    const h = harness();
    server.handle((_request, response) => sendJson(response, 401, { errors: ['expired'] }));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(failure).toMatchObject({ _tag: 'Unauthorized', call: 'listThings' });
    expect(h.unauthorized).toHaveLength(1);
    expect(h.notifications).toEqual([]);
  });

  it('a 401 on the log-in call is a wrong password: an HttpError, and nobody is logged out', async () => {
    const h = harness();
    server.handle((_request, response) => sendJson(response, 401, { errors: ['Invalid email or password'] }));
    const failure = await failureOf(
      h.client.call(things.logIn, { body: { email: 'a@b.co', password: 'x' } }),
    );
    expect(failure).toMatchObject({
      _tag: 'HttpError',
      status: 401,
      errors: { base: ['Invalid email or password'] },
    });
    expect(h.unauthorized).toEqual([]);
    // The log-in form says what went wrong; no 'API Error (401)' on top of it.
    expect(h.notifications).toEqual([]);
  });

  it('a 401 on the log-out call, or while the app is logging out, does not start another logout', async () => {
    let loggingOut = false;
    const h = harness({ isLoggingOut: () => loggingOut });
    server.handle((_request, response) => sendJson(response, 401, { errors: [] }));
    expect(await failureOf(h.client.call(things.logOut, {}))).toMatchObject({
      _tag: 'HttpError',
      status: 401,
    });
    loggingOut = true;
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({
      _tag: 'HttpError',
      status: 401,
    });
    expect(h.unauthorized).toEqual([]);
    // The session had already ended: no 'API Error (401)' for the log-out.
    expect(h.notifications.filter((n) => n.kind === 'api-error' && n.call === 'logOut')).toEqual([]);
  });

  it('with the token in a cookie (no token for the client), isLoggedIn decides that a 401 ends the session', async () => {
    const h = harness({ isLoggedIn: () => true });
    h.token = null;
    server.handle((_request, response) => sendJson(response, 401, { errors: ['expired'] }));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(server.requests[0]?.headers).not.toHaveProperty('x-user-token');
    expect(failure).toMatchObject({ _tag: 'Unauthorized', call: 'listThings' });
    expect(h.unauthorized).toHaveLength(1);
  });

  it('a 401 while logged out is an HttpError and logs nobody out', async () => {
    const h = harness();
    h.token = null;
    server.handle((_request, response) => sendJson(response, 401, { errors: [] }));
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({
      _tag: 'HttpError',
      status: 401,
    });
    expect(h.unauthorized).toEqual([]);
  });

  it('a dropped connection fails with NoResponse and is notified', async () => {
    const h = harness();
    server.handle((request, response) => {
      void request;
      response.socket?.destroy();
    });
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(failure).toMatchObject({ _tag: 'NoResponse', call: 'listThings' });
    expect(h.notifications).toEqual([{ kind: 'no-response', call: 'listThings' }]);
  });

  it('a 503 (the server cannot reach its database) fails with NoResponse and the no-response notice, not API Error (503)', async () => {
    const h = harness();
    server.handle((request, response) => {
      void request;
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      response.end(JSON.stringify({ errors: { base: ['The service is unavailable for a moment.'] } }));
    });
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(failure).toMatchObject({ _tag: 'NoResponse', call: 'listThings' });
    expect(h.notifications).toEqual([{ kind: 'no-response', call: 'listThings' }]);
  });

  it('a server that is not listening fails with NoResponse', async () => {
    const closed = await startTestServer();
    await closed.close();
    const h = harness({ baseUrl: closed.baseUrl });
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({ _tag: 'NoResponse' });
  });

  it('an answer slower than the time-out fails with NoResponse', async () => {
    const h = harness({ timeout: 100 });
    server.handle((_request, response) => {
      setTimeout(() => sendJson(response, 200, { things: [] }), 1_000);
    });
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({ _tag: 'NoResponse' });
  });

  it('malformed JSON fails with a DecodeError naming the call', async () => {
    const h = harness();
    server.handle((_request, response) => sendText(response, 200, '{"things": [1, '));
    const failure = await failureOf(h.client.call(things.listThings, {}));
    expect(failure).toMatchObject({ _tag: 'DecodeError', call: 'listThings', field: '(json)' });
    expect(h.notifications).toEqual([]);
  });

  it('a wrong shape fails with a DecodeError naming the call and the field', async () => {
    const { client } = harness();
    server.handle((_request, response) =>
      sendJson(response, 200, { things: [{ id: 1, name: 'ok' }, { id: 2 }] }),
    );
    const failure = await failureOf(client.call(things.listThings, {}));
    expect(failure).toMatchObject({ _tag: 'DecodeError', call: 'listThings', field: 'things.1.name' });
    expect(failure.message).toContain('listThings');
    expect(failure.message).toContain('things.1.name');
  });

  it('a success status other than the contract says fails with a DecodeError on the status', async () => {
    const { client } = harness();
    server.handle((_request, response) => sendJson(response, 201, { things: [] }));
    expect(await failureOf(client.call(things.listThings, {}))).toMatchObject({
      _tag: 'DecodeError',
      field: '(status)',
    });
  });

  it("an empty list that must not be empty fails with EmptyList and the spec's message", async () => {
    const { client } = harness();
    server.handle((_request, response) => sendJson(response, 200, { products: [] }));
    expect(await failureOf(client.call(things.listProducts, {}))).toMatchObject({
      _tag: 'EmptyList',
      list: 'products',
      message: 'No products in response',
    });
  });

  it('an empty list that may be empty is just an empty list', async () => {
    const { client } = harness();
    server.handle((_request, response) => sendJson(response, 200, { things: [] }));
    expect(await outcome(client.call(things.listThings, {}))).toEqual(Either.right([]));
  });

  it('offline, nothing is sent and the call fails with Offline', async () => {
    const h = harness();
    h.online = false;
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({ _tag: 'Offline' });
    expect(server.requests).toEqual([]);
    expect(h.notifications).toEqual([]);
  });

  it('input the contract rejects is a RequestError naming the field; nothing is sent, Request Error is notified', async () => {
    const h = harness();
    const failure = await failureOf(h.client.call(things.createThing, { body: { thing: { name: '' } } }));
    expect(failure).toMatchObject({ _tag: 'RequestError', call: 'createThing', field: 'body.thing.name' });
    const missingId = await failureOf(h.client.call(things.getThing, { params: { id: 'seven' } }));
    expect(missingId).toMatchObject({ _tag: 'RequestError', field: 'params.id' });
    expect(server.requests).toEqual([]);
    expect(h.notifications).toEqual([
      { kind: 'request-error', call: 'createThing' },
      { kind: 'request-error', call: 'getThing' },
    ]);
  });

  it('a base URL that is not a URL is a RequestError, not a throw', async () => {
    const h = harness({ baseUrl: 'not a url' });
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({ _tag: 'RequestError' });
  });

  it('toPromise rejects with the tagged error itself', async () => {
    const { client } = harness();
    server.handle((_request, response) => sendJson(response, 500, {}));
    await expect(toPromise(client.call(things.listThings, {}))).rejects.toMatchObject({
      _tag: 'HttpError',
      status: 500,
    });
  });

  it('a notifier or logout handler that throws does not change the outcome', async () => {
    const h = harness({
      onNotify: () => {
        throw new Error('toast broke');
      },
      onUnauthorized: () => {
        throw new Error('router broke');
      },
    });
    server.handle((_request, response) => sendJson(response, 500, {}));
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({ _tag: 'HttpError' });
    server.handle((_request, response) => sendJson(response, 401, {}));
    expect(await failureOf(h.client.call(things.listThings, {}))).toMatchObject({ _tag: 'Unauthorized' });
  });
});

describe('cancellation', () => {
  it('cancelAll cancels every request under way but the log-in, quietly', async () => {
    const h = harness();
    server.handle((request, response) => {
      if (request.url.endsWith('/sessions')) {
        setTimeout(() => sendJson(response, 200, { user: { id: 1, token: 't' } }), 100);
      }
      // Other requests hang until cancelled.
    });
    const listing = Effect.runPromise(Effect.either(h.client.call(things.listThings, {})));
    const reading = Effect.runPromise(Effect.either(h.client.call(things.getThing, { params: { id: 1 } })));
    const loggingIn = Effect.runPromise(
      Effect.either(h.client.call(things.logIn, { body: { email: 'a@b.co', password: 'pw' } })),
    );
    await server.received(3);
    h.client.cancelAll();
    expect(await listing).toMatchObject(Either.left({ _tag: 'Cancelled', call: 'listThings' }));
    expect(await reading).toMatchObject(Either.left({ _tag: 'Cancelled', call: 'getThing' }));
    expect(await loggingIn).toEqual(Either.right({ id: 1, token: 't' }));
    expect(h.notifications).toEqual([]);
  });

  it('calls made after cancelAll are not cancelled', async () => {
    const { client } = harness();
    client.cancelAll();
    expect(await outcome(client.call(things.listThings, {}))).toEqual(
      Either.right([{ id: 1, name: 'Lego' }]),
    );
  });

  it('interrupting a call aborts its request, and nothing is notified', async () => {
    const { client, notifications } = harness();
    let closed = false;
    server.handle((request, response) => {
      void request;
      response.on('close', () => {
        closed = true;
      });
    });
    const fiber = Effect.runFork(client.call(things.listThings, {}));
    await server.received(1);
    await Effect.runPromise(Fiber.interrupt(fiber));
    await expect.poll(() => closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notifications).toEqual([]);
  });
});
