import { type AppError, type Child, describeError, type WaitListItem } from '@attune/core/rules';
import { Effect, Either } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { contract } from '../contract';
import { sendJson, startTestServer, type TestServer } from '../testing/http-server';
import { createClient } from './client';
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
  toAppError,
  Unauthorized,
} from './errors';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

const client = () =>
  createClient({
    baseUrl: server.baseUrl,
    getToken: () => 'token-1',
    getLanguage: () => 'es',
    isOnline: () => true,
  });

const run = <A>(effect: Effect.Effect<A, ApiError>) => Effect.runPromise(Effect.either(effect));

describe('the named calls of the v1 contract', () => {
  it('are typed from the contract: what each call needs, and what it gives', () => {
    const api = client().api;
    // @ts-expect-error getPatient needs the child's id
    const missingId = () => api.getPatient();
    // @ts-expect-error joinWaitList needs a numeric product_id
    const wrongBody = () => api.joinWaitList({ body: { product_id: 'sleep' } });
    expect([missingId, wrongBody]).toHaveLength(2);
    expectTypeOf(api.listPatients).returns.toEqualTypeOf<Effect.Effect<Child[], ApiError>>();
    expectTypeOf(api.joinWaitList).returns.toEqualTypeOf<Effect.Effect<WaitListItem, ApiError>>();
  });

  it('has one call per endpoint of the contract', () => {
    expect(Object.keys(client().api).sort()).toEqual(Object.keys(contract).sort());
  });

  it('joinWaitList posts { product_id } to users/wait_list_items and gives the wait_list_item', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { wait_list_item: { id: 4, name: 'sleep' } }),
    );
    const result = await run(client().api.joinWaitList({ body: { product_id: 12 } }));
    expect(result).toEqual(Either.right({ id: 4, name: 'sleep' }));
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/v1/users/wait_list_items' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ product_id: 12 });
  });

  it("listChildPlans asks for the child's plans by child_id in the query", async () => {
    server.handle((_request, response) => sendJson(response, 200, { plans: [] }));
    expect(await run(client().api.listChildPlans({ query: { child_id: 31 } }))).toEqual(Either.right([]));
    expect(server.requests[0]?.url).toBe('/v1/child_activity_plans?child_id=31');
  });

  it('deletePrescription sends { child_id } in the body of a DELETE and expects no content', async () => {
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const result = await run(client().api.deletePrescription({ params: { id: 8 }, body: { child_id: 2 } }));
    expect(result).toEqual(Either.right(undefined));
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: '/v1/prescriptions/8' });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ child_id: 2 });
  });

  it('a call with nothing to send needs no argument', async () => {
    server.handle((_request, response) => sendJson(response, 200, { test_groups: [] }));
    expect(await run(client().api.listTestGroups())).toEqual(Either.right([]));
    expect(server.requests[0]?.headers['accept-language']).toBe('es');
  });

  it('checks a body against core schemas before sending: a prescription without a time taken is not sent', async () => {
    const result = await run(
      client().api.createPrescription({
        body: {
          taking_medication: true,
          prescription: {
            child_id: 2,
            medication_id: 1,
            dosage_id: 1,
            start_date: '2026-01-02',
            taken: [],
            prescribed_by: 'pediatrician',
          },
        },
      }),
    );
    expect(result).toMatchObject(Either.left({ _tag: 'RequestError', field: 'body.prescription.taken' }));
    expect(server.requests).toEqual([]);
  });

  it('sends only the fields the contract knows', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { wait_list_item: { id: 4, name: 'sleep' } }),
    );
    const input = { body: { product_id: 12, password: 'secret' } } as { body: { product_id: number } };
    await run(client().api.joinWaitList(input));
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ product_id: 12 });
  });
});

describe('toAppError', () => {
  const call = 'listProducts';
  const cases: [ApiError, unknown][] = [
    [new RequestError({ call, field: 'body', message: '' }), { kind: 'request-error' }],
    [new HttpError({ call, status: 500, errors: {}, message: '' }), { kind: 'api-error', status: 500 }],
    [new HttpError({ call, status: 422, errors: {}, message: '' }), { kind: 'unprocessable', status: 422 }],
    [new Unauthorized({ call, message: '' }), { kind: 'unauthorized' }],
    [new Offline({ call, message: '' }), { kind: 'no-response' }],
    [new NoResponse({ call, message: '' }), { kind: 'no-response' }],
    [new Cancelled({ call, message: '' }), { kind: 'cancelled' }],
    [new DecodeError({ call, field: 'x', message: '' }), { kind: 'request-failed' }],
    [
      new DecodeError({ call: 'listJoinedWaitListItems', field: 'wait_list', message: '' }),
      { kind: 'invalid-wait-list' },
    ],
    [new EmptyList({ call, list: 'products', message: '' }), { kind: 'empty-list', list: 'products' }],
  ];

  it.each(
    cases.map(([error, expected]) => ({
      error,
      expected,
      name: `${error._tag}${error._tag === 'HttpError' ? ` ${error.status}` : ''}`,
      kind: (expected as { kind: string }).kind,
    })),
  )('a failed call with $name becomes the catalogue error $kind', ({ error, expected }) => {
    expect(toAppError(error)).toEqual(expected);
  });

  it("gives the spec's title for an API error through core's describeError", () => {
    const description = describeError(
      toAppError(new HttpError({ call, status: 503, errors: {}, message: '' })),
    );
    expect(description).toMatchObject({ notify: true, values: { status: 503 } });
  });

  it('a notification is already a catalogue error, ready for describeError', () => {
    const notification: ApiNotification = { kind: 'api-error', call, status: 500 };
    const asAppError: AppError = notification;
    expect(describeError(asAppError)).toMatchObject({ notify: true, values: { status: 500 } });
    expect(describeError({ kind: 'no-response' }).notify).toBe(true);
  });

  it('shows nothing for a cancelled request or a 422', () => {
    expect(describeError(toAppError(new Cancelled({ call, message: '' }))).notify).toBe(false);
    expect(
      describeError(toAppError(new HttpError({ call, status: 422, errors: {}, message: '' }))).notify,
    ).toBe(false);
  });
});
