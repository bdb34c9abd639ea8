import {
  childActivityPlanArb,
  childArb,
  helpCardArb,
  medicationArb,
  notificationArb,
  productArb,
  questionnaireArb,
  waitListItemArb,
} from '@attune/core/testing';
import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../contract';
import type { Endpoint } from '../contract/endpoint';
import { sendText, startTestServer, type TestServer } from '../testing/http-server';
import { createClient } from './client';

let server: TestServer;
let answer = '';

beforeAll(async () => {
  server = await startTestServer();
  server.handle((_request, response) => sendText(response, 200, answer));
});

afterAll(async () => {
  await server.close();
});

const client = () =>
  createClient({
    baseUrl: server.baseUrl,
    getToken: () => 'token-1',
    getLanguage: () => 'en',
    isOnline: () => true,
  });

/** Calls an endpoint whose answer is `text`, and reports the outcome without ever throwing out of the test. */
const callWith = async (endpoint: Endpoint, input: object, text: string) => {
  answer = text;
  return Effect.runPromise(Effect.either(client().call(endpoint, input as never)));
};

/** v1 calls with the core arbitrary of the body they answer (each list non-empty where the contract says so). */
const cases = [
  {
    endpoint: contract.listPatients,
    input: {},
    body: fc.array(childArb(), { maxLength: 3 }).map((patients) => ({ patients })),
  },
  {
    endpoint: contract.getPatient,
    input: { params: { id: 1 } },
    body: childArb({ withPrescriptions: true }).map((patient) => ({ patient })),
  },
  {
    endpoint: contract.listChildPlans,
    input: { query: { child_id: 1 } },
    body: fc.array(childActivityPlanArb(), { maxLength: 2 }).map((plans) => ({ plans })),
  },
  {
    endpoint: contract.listMedications,
    input: {},
    body: fc.array(medicationArb, { minLength: 1, maxLength: 4 }).map((medications) => ({ medications })),
  },
  {
    endpoint: contract.listProducts,
    input: {},
    body: fc.array(productArb(), { minLength: 1, maxLength: 4 }).map((products) => ({ products })),
  },
  {
    endpoint: contract.joinWaitList,
    input: { body: { product_id: 3 } },
    body: waitListItemArb.map((wait_list_item) => ({ wait_list_item })),
  },
  {
    endpoint: contract.listNotifications,
    input: {},
    body: fc.array(notificationArb, { maxLength: 4 }).map((notifications) => ({ notifications })),
  },
  {
    endpoint: contract.listHelpCards,
    input: {},
    body: fc.array(helpCardArb, { minLength: 1, maxLength: 3 }).map((help_cards) => ({ help_cards })),
  },
  {
    endpoint: contract.getQuestionnaire,
    input: { params: { id: 5 } },
    body: questionnaireArb.map((questionnaire) => ({ questionnaire })),
  },
] as const;

/** Replaces the value at one leaf of a JSON value by `replacement`; `pick` chooses the leaf. */
const mutate = (value: unknown, pick: number, replacement: unknown): unknown => {
  const leaves: (readonly (string | number)[])[] = [];
  const walk = (node: unknown, path: readonly (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) walk(child, [...path, index]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    } else leaves.push(path);
  };
  walk(value, []);
  const target = leaves[pick % Math.max(leaves.length, 1)];
  if (!target || target.length === 0) return replacement;
  const copy: unknown = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[target[target.length - 1] as string | number] = replacement;
  return copy;
};

describe('decoding, whatever the server sends', () => {
  for (const { endpoint, input, body } of cases) {
    it(`${endpoint.name}: any body the response schema accepts comes back decoded, the value under its root key`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (sent) => {
          const wire = JSON.stringify(sent);
          const expected = endpoint.response.parse(JSON.parse(wire)) as Record<string, unknown>;
          const result = await callWith(endpoint, input, wire);
          expect(result).toEqual(
            Either.right(endpoint.rootKey === null ? expected : expected[endpoint.rootKey]),
          );
        }),
        { numRuns: 25 },
      );
    });

    it(`${endpoint.name}: any body the response schema rejects gives a DecodeError naming the call, never a throw`, async () => {
      const rejected = fc
        .oneof(
          fc.jsonValue(),
          fc
            .tuple(body, fc.nat(), fc.constantFrom<unknown>(null, 'x', -1.5, true, {}, [], { id: 'x' }))
            .map(([valid, pick, replacement]) =>
              mutate(JSON.parse(JSON.stringify(valid)), pick, replacement),
            ),
        )
        .filter((value) => !endpoint.response.safeParse(value).success);
      await fc.assert(
        fc.asyncProperty(rejected, async (sent) => {
          const result = await callWith(endpoint, input, JSON.stringify(sent));
          expect(result).toMatchObject(Either.left({ _tag: 'DecodeError', call: endpoint.name }));
        }),
        { numRuns: 25 },
      );
    });
  }

  it('any answer that is not JSON gives a DecodeError on the JSON, never a throw', async () => {
    const notJson = fc.string().filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(notJson, async (text) => {
        const result = await callWith(contract.listPatients, {}, text);
        expect(result).toMatchObject(
          Either.left({ _tag: 'DecodeError', call: 'listPatients', field: '(json)' }),
        );
      }),
      { numRuns: 30 },
    );
  });
});
