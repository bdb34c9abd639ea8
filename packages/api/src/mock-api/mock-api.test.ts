import { childArb } from '@attune/core/testing';
import { child } from '@attune/core/testing/fixtures';
import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract';
import { createMockApi, createMockClient, MOCK_BASE_URL, reply } from './index';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));

describe('the contract-driven mock client', () => {
  it('answers a call with its handler, decoded by the real client', async () => {
    const maya = child({ id: 7, name: 'Maya' });
    const { client, mock } = createMockClient({ listPatients: () => ({ patients: [maya] }) });
    const result = await run(client.api.listPatients());
    expect(result).toEqual(Either.right([expect.objectContaining({ id: 7, name: 'Maya' })]));
    expect(mock.requestsOf('listPatients')).toHaveLength(1);
    expect(mock.requests[0]?.headers['x-user-token']).toBe('mock-token');
  });

  it('gives a handler the path parameters and the parsed body', async () => {
    const seen: unknown[] = [];
    const { client } = createMockClient({
      updatePatient: ({ params, body }) => {
        seen.push(params, body);
        return { patient: child({ id: Number(params.id), name: body?.patient.name ?? 'Leo' }) };
      },
    });
    const result = await run(
      client.api.updatePatient({ params: { id: 12 }, body: { patient: { name: 'Leo' } } }),
    );
    expect(Either.isRight(result)).toBe(true);
    expect(seen).toEqual([{ id: '12' }, { patient: { name: 'Leo' } }]);
  });

  it('passes a refusal through the real classification (422 by field)', async () => {
    const { client } = createMockClient({
      createPatient: () => reply(422, { errors: { birthday: ['must make the child 5 to 13 years old'] } }),
    });
    const result = await run(
      client.api.createPatient({
        body: { patient: { name: 'Ana', birthday: '2024-01-01', gender: 'female' } },
      }),
    );
    expect(Either.isLeft(result) && result.left._tag).toBe('HttpError');
    if (Either.isLeft(result) && result.left._tag === 'HttpError') {
      expect(result.left.status).toBe(422);
      expect(result.left.errors.birthday).toEqual(['must make the child 5 to 13 years old']);
    }
  });

  it('refuses an answer that breaks the contract, naming the call and the field', async () => {
    const { client } = createMockClient({
      // @ts-expect-error: the test hands the mock an answer the contract does not allow
      listPatients: () => ({ patients: [{ id: 'seven' }] }),
    });
    await expect(Effect.runPromise(client.api.listPatients())).rejects.toThrow(
      /listPatients breaks the contract: patients\.0\./,
    );
  });

  it('answers 501 naming a call the test did not handle, and records it', async () => {
    const { client, mock } = createMockClient({});
    const result = await run(client.api.listPatients());
    expect(Either.isLeft(result) && result.left._tag === 'HttpError' && result.left.status).toBe(501);
    expect(mock.requests[0]).toMatchObject({ call: 'listPatients', status: 501 });
  });

  it('answers 422 naming the field when a request breaks the contract (as the server would)', async () => {
    const mock = createMockApi({ createPatient: () => ({ patient: child() }) });
    const response = await mock.fetch(`${MOCK_BASE_URL}/patients`, {
      method: 'POST',
      body: JSON.stringify({ patient: { birthday: '2018-01-01' } }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)[0]).toMatch(/^patient\./);
  });

  it('prefers a literal path over a parameter, and answers 404 off the contract', async () => {
    const mock = createMockApi({});
    const unknown = await mock.fetch(`${MOCK_BASE_URL}/no-such-call`);
    expect(unknown.status).toBe(404);
    expect(mock.requests[0]?.call).toBeNull();
  });

  it('law: every child the contract accepts survives the mock and the client unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(childArb(), async (generated) => {
        const { client } = createMockClient({ getPatient: () => ({ patient: generated }) });
        const result = await run(client.api.getPatient({ params: { id: generated.id } }));
        expect(result).toEqual(
          Either.right(contract.getPatient.response.parse({ patient: generated }).patient),
        );
      }),
      { numRuns: 50 },
    );
  });

  it('law: every call of the contract is matched to itself by its method and path', async () => {
    const mock = createMockApi({});
    for (const endpoint of Object.values(contract)) {
      const path = endpoint.path.replace(/:[a-z_]+/g, '1');
      await mock.fetch(`${MOCK_BASE_URL}/${path}`, { method: endpoint.method });
      const last = mock.requests.at(-1);
      // A parameter's route may also match a literal call with the same shape; then the literal one wins.
      const rivals = Object.values(contract).filter(
        (other) => other.method === endpoint.method && other.path.replace(/:[a-z_]+/g, '1') === path,
      );
      if (rivals.length === 1) expect(last?.call).toBe(endpoint.name);
    }
  });
});
