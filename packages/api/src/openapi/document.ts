/**
 * The v1 API as an OpenAPI 3.1 document, generated from the contract (nothing here restates a call):
 * each endpoint's method and path, its path, query and body schemas and its answer (zod 4's
 * `z.toJSONSchema`, the wire side: what is sent and what is answered), its success status, who may call it
 * (`auth`: the session cookie or the `X-User-Token` header), the errors the server answers it with
 * (400/413/415 for a body, 401 for `auth`, 403 for a `gate`, 404 for ids and `owner`, 409 for a
 * `conflict`, 422 for input) in the server's one error shape, and examples the contract's schemas accept.
 */
import { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import { GATE_BLOCKERS, paramsSchema } from '../contract/endpoint';
import { type Contract, contract as v1Contract, resources as v1Resources } from '../contract/index';
import { checkedExample, exampleOf, type JsonSchema } from './examples';

/** An OpenAPI 3.1 document (kept loose: it is JSON for other tools). */
export type OpenApiDocument = {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: Record<string, Record<string, unknown>>;
  readonly tags: readonly { readonly name: string }[];
};

/** One operation of the document. */
export type OpenApiOperation = {
  readonly operationId: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly security: readonly Record<string, readonly string[]>[];
  readonly parameters: readonly unknown[];
  readonly requestBody?: unknown;
  readonly responses: Record<string, unknown>;
  readonly 'x-attune-owner'?: unknown;
  readonly 'x-attune-gate'?: unknown;
  readonly 'x-attune-cache'?: string;
};

/** What {@link openApiDocument} takes; every field has a default. */
export interface OpenApiOptions {
  /** The contract (default: the v1 contract). */
  readonly contract?: Readonly<Record<string, Endpoint>>;
  /** The contract grouped by resource, for the operations' tags (default: the v1 resources). */
  readonly resources?: Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;
  /** The document's version (`info.version`). */
  readonly version?: string;
  /** The API's base URL (default `/v1`, relative to the server that serves the document). */
  readonly serverUrl?: string;
}

/** The session cookie's name (the web app's log-in). */
export const SESSION_COOKIE = 'attune_session';
/** The log-in token header (the native wrapper's, scripts'). */
export const USER_TOKEN_HEADER = 'X-User-Token';

/** The server's error body, as it answers every failed call. */
const ErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });
/** A 403 from an endpoint's `gate`: the blocker to show, as the error's key and as `blocker`. */
const GateRefusalSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  blocker: z.enum(GATE_BLOCKERS),
});

/** `patients/:id` becomes `/patients/{id}`. */
export const openApiPath = (path: string): string =>
  `/${path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment))
    .join('/')}`;

/** The wire side of a schema (what is sent and what is answered), without `$schema`. */
function wireSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/**
 * Moves a schema's `$defs` into `components.schemas` under `prefix` names and points its `$ref`s there, so
 * every reference resolves from the document's root.
 */
function hoisted(schema: JsonSchema, prefix: string, components: Record<string, unknown>): JsonSchema {
  const defs = (schema.$defs ?? {}) as Record<string, unknown>;
  const names = Object.fromEntries(Object.keys(defs).map((name) => [name, `${prefix}_${name}`]));
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => key !== '$defs')
          .map(([key, entry]) => {
            if (key === '$ref' && typeof entry === 'string') {
              const name = /^#\/\$defs\/(.+)$/.exec(entry)?.[1];
              if (name && names[name]) return [key, `#/components/schemas/${names[name]}`];
            }
            return [key, rewrite(entry)];
          }),
      );
    }
    return value;
  };
  for (const [name, def] of Object.entries(defs)) components[names[name] as string] = rewrite(def);
  return rewrite(schema) as JsonSchema;
}

const errorResponse = (description: string, example: unknown, ref = 'Errors') => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` }, example } },
});

const base = (message: string) => ({ errors: { base: [message] } });

/** The first field of an object schema, for a 422 example naming a field as the server does. */
function firstField(schema: JsonSchema | undefined, prefix = ''): string {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  const [name, inner] = Object.entries(properties ?? {})[0] ?? [];
  if (!name) return 'base';
  const path = prefix ? `${prefix}.${name}` : name;
  return inner?.type === 'object' && inner.properties ? firstField(inner, path) : path;
}

function operationOf(endpoint: Endpoint, tag: string, components: Record<string, unknown>): OpenApiOperation {
  const parameters: unknown[] = [
    { $ref: '#/components/parameters/TimeZone' },
    { $ref: '#/components/parameters/AcceptLanguage' },
  ];
  if (endpoint.pathParams.length > 0) {
    const params = wireSchema(paramsSchema(endpoint));
    const properties = (params.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of endpoint.pathParams) {
      const schema = properties[name] ?? { type: 'string' };
      parameters.push({
        name,
        in: 'path',
        required: true,
        schema,
        example: name === 'id' ? 12 : exampleOf(schema),
      });
    }
  }
  let queryJson: JsonSchema | undefined;
  if (endpoint.query) {
    queryJson = hoisted(wireSchema(endpoint.query), `${endpoint.name}_query`, components);
    const properties = (queryJson.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((queryJson.required ?? []) as string[]);
    // The query travels as text: an example is kept only when the contract's query schema takes it so.
    const example = exampleOf(queryJson, queryJson) as Record<string, unknown> | undefined;
    const asText = Object.fromEntries(
      Object.entries(example ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const accepted = endpoint.query.safeParse(asText).success;
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(accepted && name in asText ? { example: asText[name] } : {}),
      });
    }
  }

  let requestBody: unknown;
  let bodyJson: JsonSchema | undefined;
  if (endpoint.body) {
    bodyJson = hoisted(wireSchema(endpoint.body), `${endpoint.name}_body`, components);
    const example = checkedExample(bodyJson, endpoint.body);
    requestBody = {
      required: !endpoint.body.safeParse(undefined).success,
      content: { 'application/json': { schema: bodyJson, ...(example !== undefined ? { example } : {}) } },
    };
  }

  const responses: Record<string, unknown> = {};
  if (endpoint.status === 204) {
    responses['204'] = { description: 'Done; no body.' };
  } else if (endpoint.produces) {
    responses[String(endpoint.status)] = {
      description: `The document (\`${endpoint.produces}\`).`,
      content: { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    const schema = hoisted(wireSchema(endpoint.response), `${endpoint.name}_response`, components);
    const example = checkedExample(schema, endpoint.response);
    responses[String(endpoint.status)] = {
      description: endpoint.rootKey ? `The answer, under \`${endpoint.rootKey}\`.` : 'The answer.',
      content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } },
    };
  }
  if (endpoint.body) {
    responses['400'] = errorResponse('The body is not JSON.', base('The request body is not valid JSON'));
    responses['413'] = errorResponse('The body is larger than 1 MB.', base('The request body is too large'));
    responses['415'] = errorResponse(
      'The body was not sent as `application/json`.',
      base('The request body must be JSON (Content-Type: application/json)'),
    );
  }
  if (endpoint.auth) {
    responses['401'] = errorResponse(
      'No valid log-in (session cookie or X-User-Token).',
      base('You need to log in to do that.'),
    );
  }
  if (endpoint.gate) {
    responses['403'] = errorResponse(
      'The account lacks what the call needs (its gate): the blocker is both the error key and `blocker`.',
      {
        errors: { subscription: ['An active subscription or free trial is needed to do that.'] },
        blocker: 'subscription',
      },
      'GateRefusal',
    );
  }
  if (endpoint.pathParams.length > 0 || endpoint.owner) {
    responses['404'] = errorResponse(
      "No such record, or another family's: both answer the same.",
      base('Record not found'),
    );
  }
  if (endpoint.conflict) {
    responses['409'] = errorResponse(endpoint.conflict.when, {
      errors: { [endpoint.conflict.field]: [endpoint.conflict.when] },
    });
  }
  if (endpoint.body || endpoint.query) {
    const field = endpoint.body ? firstField(bodyJson) : firstField(queryJson);
    responses['422'] = errorResponse(
      'The input does not fit: each field is named by its dotted path in the body (or query).',
      { errors: { [field]: ['is required'] } },
    );
  }

  const security: Record<string, string[]>[] = endpoint.auth
    ? [{ session: [] }, { userToken: [] }]
    : // Not needed; a valid log-in sent along is still read.
      [{}, { session: [] }, { userToken: [] }];

  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [tag],
    security,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(endpoint.owner ? { 'x-attune-owner': endpoint.owner } : {}),
    ...(endpoint.gate ? { 'x-attune-gate': endpoint.gate } : {}),
    ...(endpoint.cache ? { 'x-attune-cache': endpoint.cache } : {}),
  };
}

/** The OpenAPI 3.1 document of the contract (by default the v1 contract). */
export function openApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const calls = options.contract ?? (v1Contract as Contract as unknown as Record<string, Endpoint>);
  const groups =
    options.resources ??
    (v1Resources as unknown as Readonly<Record<string, Readonly<Record<string, Endpoint>>>>);
  const tagOf = new Map<string, string>();
  for (const [group, endpoints] of Object.entries(groups)) {
    for (const endpoint of Object.values(endpoints)) tagOf.set(endpoint.name, group);
  }
  const schemas: Record<string, unknown> = {
    Errors: wireSchema(ErrorsSchema),
    GateRefusal: wireSchema(GateRefusalSchema),
  };
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const endpoint of Object.values(calls)) {
    const path = openApiPath(endpoint.path);
    const tag = tagOf.get(endpoint.name) ?? 'other';
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operationOf(endpoint, tag, schemas);
  }
  const tags = [...new Set(tagOf.values())].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Attune v1 API',
      version: options.version ?? '1',
      description:
        'Generated from the contract in @attune/api (packages/api/src/contract). Every failed call answers ' +
        '`{ "errors": { "<field>": ["message"] } }`; a field is named by its dotted path in the body. ' +
        "Another family's child or record answers 404, exactly as a missing one. `x-attune-owner` and " +
        '`x-attune-gate` state what the server checks before the call runs.',
    },
    servers: [{ url: options.serverUrl ?? '/v1' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            "The web app's log-in: an HttpOnly cookie set by log-in, sign-up and confirmation. A write sent " +
            'with it from another origin answers 403.',
        },
        userToken: {
          type: 'apiKey',
          in: 'header',
          name: USER_TOKEN_HEADER,
          description: 'The log-in token (30 days) that log-in answers to callers other than the web app.',
        },
      },
      parameters: {
        TimeZone: {
          name: 'X-Time-Zone',
          in: 'header',
          required: false,
          description:
            "The family's IANA time zone; the call's \"today\" is that zone's day (UTC when absent).",
          schema: { type: 'string' },
          example: 'America/New_York',
        },
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The language of catalogue texts and notifications (en or es).',
          schema: { type: 'string' },
          example: 'es',
        },
      },
    },
  };
}
