import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, defineEndpoint, type Endpoint, NoContent } from '../contract/index';
import { openApiDocument, openApiPath } from './document';
import { checkedExample, exampleOf } from './examples';

const document = openApiDocument({ version: '0.1.0' });
const endpoints: Endpoint[] = Object.values(contract);
const operationOf = (endpoint: Endpoint) =>
  document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Throws on a $ref that points nowhere.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('lists every call of the contract once, under its method and path, by its name', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(endpoints.length);
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint);
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.name);
      expect(operation?.summary).toBe(endpoint.summary);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status));
    }
  });

  it('states each call’s log-in: cookie or X-User-Token when the contract says auth, and 401 then only', () => {
    const schemes = document.components.securitySchemes as Record<string, { in: string; name: string }>;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'attune_session' });
    expect(schemes.userToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-User-Token' });
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint);
      if (endpoint.auth) {
        expect(operation?.security, endpoint.name).toEqual([{ session: [] }, { userToken: [] }]);
        expect(operation?.responses['401'], endpoint.name).toBeDefined();
      } else {
        expect(operation?.security[0], endpoint.name).toEqual({});
        expect(operation?.responses['401'], endpoint.name).toBeUndefined();
      }
    }
  });

  it('states the errors as the server answers them: 403 for a gate, 404 for ids and owners, 409, 422', () => {
    for (const endpoint of endpoints) {
      const responses = operationOf(endpoint)?.responses ?? {};
      expect('403' in responses, endpoint.name).toBe(endpoint.gate !== undefined);
      expect('404' in responses, endpoint.name).toBe(
        endpoint.pathParams.length > 0 || endpoint.owner !== undefined,
      );
      expect('409' in responses, endpoint.name).toBe(endpoint.conflict !== undefined);
      expect('422' in responses, endpoint.name).toBe(
        endpoint.body !== undefined || endpoint.query !== undefined,
      );
    }
    const invite = operationOf(contract.createCollaborator)?.responses['409'] as {
      content: { 'application/json': { example: unknown } };
    };
    expect(invite.content['application/json'].example).toEqual({
      errors: { email: ['The address is already invited for this child.'] },
    });
    const gated = operationOf(contract.createPurchase)?.responses['403'] as {
      content: { 'application/json': { schema: { $ref: string }; example: { blocker: string } } };
    };
    expect(gated.content['application/json'].schema.$ref).toBe('#/components/schemas/GateRefusal');
    expect(gated.content['application/json'].example.blocker).toBe('subscription');
    const logIn = operationOf(contract.logIn)?.responses['422'] as {
      content: { 'application/json': { example: { errors: Record<string, string[]> } } };
    };
    // A field is named by its dotted path in the body, as the router's zodErrors names it.
    expect(Object.keys(logIn.content['application/json'].example.errors)[0]).toMatch(/^\w+(\.\w+)*$/);
  });

  it('gives examples the contract’s own schemas accept, for most bodies and answers', () => {
    let bodies = 0;
    let bodyExamples = 0;
    let answers = 0;
    let answerExamples = 0;
    for (const endpoint of endpoints) {
      const operation = operationOf(endpoint) as unknown as {
        requestBody?: { content: { 'application/json': { example?: unknown } } };
        responses: Record<string, { content?: { 'application/json': { example?: unknown } } }>;
      };
      if (endpoint.body) {
        bodies += 1;
        const example = operation.requestBody?.content['application/json'].example;
        if (example !== undefined) {
          bodyExamples += 1;
          expect(endpoint.body.safeParse(example).success, endpoint.name).toBe(true);
        }
      }
      if (endpoint.status !== 204) {
        answers += 1;
        const example = operation.responses[String(endpoint.status)]?.content?.['application/json']?.example;
        if (example !== undefined) {
          answerExamples += 1;
          expect(endpoint.response.safeParse(example).success, endpoint.name).toBe(true);
        }
      }
    }
    // Printed so a drop in coverage is seen; the floor keeps it from silently vanishing.
    console.info(`OpenAPI examples: ${bodyExamples}/${bodies} bodies, ${answerExamples}/${answers} answers`);
    expect(bodyExamples / bodies).toBeGreaterThan(0.6);
    expect(answerExamples / answers).toBeGreaterThan(0.6);
  });

  it('turns path templates into OpenAPI paths and hoists shared definitions into components', () => {
    expect(openApiPath('patients/:id/notes/:note_id')).toBe('/patients/{id}/notes/{note_id}');
    type Node = { name: string; children: Node[] };
    const NodeSchema: z.ZodType<Node> = z.object({
      name: z.string(),
      children: z.array(z.lazy(() => NodeSchema)),
    });
    const tree = defineEndpoint({
      name: 'tree',
      method: 'GET',
      path: 'trees/:id',
      response: z.object({ tree: NodeSchema }),
      rootKey: 'tree',
      status: 200,
      auth: false,
      summary: 'A recursive answer.',
    });
    const remove = defineEndpoint({
      name: 'removeTree',
      method: 'DELETE',
      path: 'trees/:id',
      response: NoContent,
      rootKey: null,
      status: 204,
      auth: true,
      summary: 'No body.',
    });
    const small = openApiDocument({ contract: { tree, remove }, resources: { trees: { tree, remove } } });
    const text = JSON.stringify(small);
    expect(text).not.toContain('#/$defs/');
    expect(Object.keys(small.paths)).toEqual(['/trees/{id}']);
    expect(Object.keys(small.paths['/trees/{id}'] ?? {})).toEqual(['get', 'delete']);
    expect(small.tags).toEqual([{ name: 'trees' }]);
  });
});

describe('examples', () => {
  it('follow formats, enums and bounds, and are dropped when the zod schema refuses them', () => {
    const schema = z.object({
      day: z.iso.date(),
      count: z.number().int().min(3).max(5),
      kind: z.enum(['a', 'b']),
      code: z.string().regex(/^\d{6}$/),
    });
    const json = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
    expect(exampleOf(json, json)).toEqual({ day: '2026-03-02', count: 5, kind: 'a', code: '123456' });
    const refusing = z.object({ n: z.number() }).refine(() => false);
    expect(
      checkedExample(z.toJSONSchema(refusing, { io: 'input' }) as Record<string, unknown>, refusing),
    ).toBe(undefined);
  });
});
