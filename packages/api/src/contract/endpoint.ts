/**
 * The format of Attune's v1 wire contract.
 *
 * Conventions:
 * - An endpoint is a plain object made by {@link defineEndpoint}; it imports zod only, so the server can
 *   import the whole contract without ky or Effect.
 * - `path` is relative to the base URL that ends in `/v1`, with no leading slash, and names path
 *   parameters Hono-style: `'patients/:id'`.
 * - `response` is the zod schema of the WHOLE JSON body; `rootKey` names the key of that body the caller
 *   wants (`'patient'` for `{ patient: {...} }`), or is `null` when the body itself is the answer.
 * - `status` is the one success status the server must answer with; a call without a body (`204`)
 *   declares `response: NoContent`.
 * - Query and path values travel as strings: their schemas accept the typed value on the client and the
 *   string on the server (see {@link QueryIdSchema}).
 */
import { type EmptyListName, ERROR_TEXTS_EN, GATE_BLOCKERS, type GateBlocker } from '@attune/core/rules';
import { z } from 'zod';

/** The HTTP methods the v1 API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success statuses an endpoint may declare. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** Whether a call's answer is cached: reference data (24 hours, tied to the app version) or content (10 minutes). */
export type CacheKind = 'reference' | 'content';

/**
 * How the server keeps a call's answer in memory (its router checks the caller, ownership and gates
 * first, exactly as for any call, then answers from memory with an ETag, 304 to a matching
 * `If-None-Match`):
 * - `'catalogue'`: data every family shares, one answer per language, until the catalogue is reloaded
 *   (`Cache-Control: no-cache`);
 * - `'childPlans'`: a child's plans, one answer per child and language, until the child's plans counter
 *   moves (any write to the child's plans, sessions or items); the endpoint must name its child in its
 *   `owner` (`Cache-Control: private, no-cache`). Each read still writes its audit row.
 */
export type ServerCacheKind = 'catalogue' | 'childPlans';

/**
 * The lists that must not come back empty, by core's name (`'products'`, `'helpCards'`, ...): an empty one
 * is an error ('No products in response').
 */
export type EmptyListKind = EmptyListName;

/** The spec's English message of an empty list: `'No products in response'`. */
export function emptyListMessage(list: EmptyListKind): string {
  return ERROR_TEXTS_EN[`errors.emptyList.${list}`];
}

/** The names of the path parameters of a path template: `'patients/:id'` gives `'id'`. */
export type PathParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? PathParamNames<Head> | PathParamNames<Rest>
  : P extends `:${infer Param}`
    ? Param
    : never;

/**
 * Where a call names the child it is about: the part of the parsed input and the key path inside it,
 * `'query.child_id'`, `'body.prescription.child_id'`, or `'params.id'` for `patients/:id`.
 */
export type ChildLocation = 'params.id' | `query.${string}` | `body.${string}`;

/**
 * The records of a child a call names by its path id (`params.id`). The server finds the child through
 * the record, so another family's record answers 404 like a missing one.
 */
export type ChildRecordKind =
  | 'child_activity_plan'
  | 'child_activity_item'
  | 'prescription'
  | 'assessment'
  | 'meaningful_change_score'
  | 'profile_lecture';

/**
 * Whose a call's data is: declared once on the endpoint, enforced by the server before the call runs.
 * The caller must be the account of the child; anything else answers 404, exactly as a missing child.
 *
 * - `{ child: 'query.child_id' }`: the child named in the input;
 * - `{ child: 'body.child_id', record: 'prescription' }`: that child, and the prescription `params.id`
 *   must be one of theirs;
 * - `{ record: 'assessment' }`: the child is the one the assessment `params.id` belongs to;
 * - `{ child: 'body.child_id', optional: true }`: the child may be left out (a purchase for the family).
 */
export interface ChildOwnership {
  /** Where the input names the child. */
  readonly child?: ChildLocation;
  /** The child's record the path id names; it must belong to the child. */
  readonly record?: ChildRecordKind;
  /** Whether the call may leave the child out (then no child is checked). */
  readonly optional?: boolean;
}

/**
 * What a call needs from the account, declared once on the endpoint and enforced by the server before
 * the call runs, by core's rules (`gateRefusal`, `isPurchasedForChild`). A refusal answers 403 with the
 * blocker as the error's key and as `blocker`: `{ errors: { subscription: [...] }, blocker: 'subscription' }`
 * (`create-account`, `subscription`, `clinical`, `purchase`); the web shows the matching blocker.
 *
 * - `account`: a finished account (not a template user, and confirmed);
 * - `subscription`: an active subscription or trial (and a finished account);
 * - `clinical`: a clinical account;
 * - `content`: an account of the sunflower client, the only one with the content library;
 * - `plan`: where the input names the activity plan the call starts; a paid add-on's plan needs a paid,
 *   current purchase covering the child the call names (`owner`).
 * - `solution`: the add-on whose tool the call belongs to (`sleep`); it needs a paid, current purchase
 *   of the add-on's product covering the child the call names (`owner`).
 */
export interface EndpointGate {
  readonly account?: true;
  readonly subscription?: true;
  readonly clinical?: true;
  readonly content?: true;
  readonly plan?: `body.${string}`;
  readonly solution?: string;
}

/** The blockers a gate refusal names (the error body's key and `blocker`): core's list. */
export { GATE_BLOCKERS, type GateBlocker };

/** What {@link defineEndpoint} takes: one call of the v1 API. */
export interface EndpointConfig {
  /** Unique camelCase name of the call, e.g. `'listPatients'`; errors name the call by it. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Path relative to the `/v1` base, no leading slash, parameters as `:name`: `'patients/:id'`. */
  readonly path: string;
  /** Schema of the path parameters; when absent each `:name` takes a string or a number. */
  readonly params?: z.ZodType;
  /** Schema of the query string (values travel as strings). */
  readonly query?: z.ZodType;
  /** Schema of the JSON request body. */
  readonly body?: z.ZodType;
  /** Schema of the whole JSON response body. */
  readonly response: z.ZodType;
  /** The key of the response body the caller wants, or `null` for the whole body. */
  readonly rootKey: string | null;
  /** The success status the server answers with; any other success status is a decode error. */
  readonly status: SuccessStatus;
  /** Whether the call needs the `X-User-Token` header (a logged-in user). */
  readonly auth: boolean;
  /** When set, the list under `rootKey` must not be empty, and an empty one is this error. */
  readonly emptyListError?: EmptyListKind;
  /** When set, the answer is cached: reference data for 24 hours (and the app version), content 10 minutes. */
  readonly cache?: CacheKind;
  /** When set, the server keeps the answer in memory (see {@link ServerCacheKind}); GET calls only. */
  readonly serverCache?: ServerCacheKind;
  /**
   * How the server may know the caller. `'followed'`: the call reads the caller's own account and nothing
   * else (no child, no other family record), so a token the server confirmed against the database while it
   * follows the database's account changes (a log-out, an expiry, any change to the account's row, heard
   * within milliseconds in every server process) answers from memory, as the shared catalogues do. Unset:
   * every call compares the account's counter in the database itself, so a log-out through any process is
   * refused by every other at once. GET calls without `owner` or `gate` only.
   */
  readonly caller?: 'followed';
  /** One line in the product's words: what the call does. */
  readonly summary: string;
  /** Whose child the call is about; the server answers 404 unless it is the caller's (see {@link ChildOwnership}). */
  readonly owner?: ChildOwnership;
  /** What the call needs from the account; the server answers 403 naming the blocker (see {@link EndpointGate}). */
  readonly gate?: EndpointGate;
  /**
   * When the call can answer 409 (a conflict with what is already stored): the field the error names and
   * when it happens, in words. Documents the answer (the OpenAPI document); the server's service raises it.
   */
  readonly conflict?: EndpointConflict;
  /**
   * When set, a success answers a document of this media type (its bytes), not JSON: `response` is then
   * {@link DocumentBytes}. The client gives the bytes; a browser may also open the address itself.
   */
  readonly produces?: DocumentMediaType;
}

/** The media types of the documents a call may answer instead of JSON. */
export type DocumentMediaType = 'application/pdf' | 'application/fhir+json';

/** The response of a call that answers a document ({@link EndpointDefinition.produces}): its bytes. */
export const DocumentBytes = z.instanceof(Uint8Array);

/** A 409 a call can answer: `{ errors: { [field]: [message] } }`, and when. */
export interface EndpointConflict {
  /** The error body's key (the field's dotted path, or `base`). */
  readonly field: string;
  /** When the call answers 409, in one sentence. */
  readonly when: string;
}

/** An endpoint of the contract: its definition plus the parsed path parameter names. */
export type Endpoint<D extends EndpointConfig = EndpointConfig> = D & {
  /** Names of the `:name` segments of `path`, in order. */
  readonly pathParams: readonly string[];
};

/** The response body of a call with no content (`204`). */
export const NoContent = z.undefined();

/**
 * A query or path id: a positive whole number on the client, its decimal string on the server.
 * Parse with it on both sides; it always gives a number.
 */
export const QueryIdSchema = z.coerce.number<number | string>().int().positive();

/**
 * The body of a failed call (4xx/5xx): field errors keyed by field name, non-field errors under `base`.
 * The client also accepts a plain list of messages and files it under `base`.
 */
export const ApiErrorBodySchema = z.object({
  errors: z.union([z.record(z.string(), z.array(z.string())), z.array(z.string())]),
  /** Set on a 403 from an endpoint's `gate`: the blocker to show. */
  blocker: z.enum(GATE_BLOCKERS).optional(),
});

/** The server's error body, as the server should send it: `{ errors: { base: [...], email: [...] } }`. */
export type ApiErrorBody = { errors: Record<string, string[]> };

const pathParamNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> | undefined =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;

/** The object schemas a value of `schema` may be: optional, nullable and default wrappers and unions opened. */
function objectsOf(schema: z.ZodType): z.ZodObject[] {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return objectsOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(objectsOf);
  return [];
}

/** The names the wire gives a child's id in a request. */
const CHILD_KEYS = new Set(['child_id', 'patient_id', 'ownable_id']);

/** Paths whose `:id` is a child's id. */
const CHILD_PATH = /^(patients|children)\/:id(\/|$)/;

function childKeysIn(schema: z.ZodType, prefix: string, found: Set<string>): void {
  for (const object of objectsOf(schema)) {
    for (const [key, value] of Object.entries(object.shape as Record<string, z.ZodType>)) {
      const location = `${prefix}.${key}`;
      if (CHILD_KEYS.has(key)) found.add(location);
      else childKeysIn(value, location, found);
    }
  }
}

/**
 * Every place a call's input names a child (`child_id`, `patient_id`, `ownable_id`, at any depth, or the
 * `:id` of `patients/:id` and `children/:id`), as {@link ChildLocation}s: a call with any must declare
 * its `owner`.
 */
export function childInputLocations(endpoint: EndpointConfig): ChildLocation[] {
  const found = new Set<string>();
  if (CHILD_PATH.test(endpoint.path)) found.add('params.id');
  if (endpoint.query) childKeysIn(endpoint.query, 'query', found);
  if (endpoint.body) childKeysIn(endpoint.body, 'body', found);
  return [...found].sort() as ChildLocation[];
}

/** The schemas at a location of the input (one per union option), or `undefined` when one lacks it. */
function schemasAt(definition: EndpointConfig, location: string): z.ZodType[] | undefined {
  const [part, ...keys] = location.split('.');
  if (part === 'params') {
    return keys.length === 1 && pathParamNames(definition.path).includes(keys[0] ?? '')
      ? [z.string()]
      : undefined;
  }
  let current: z.ZodType[] = [];
  if (part === 'query' && definition.query) current = [definition.query];
  if (part === 'body' && definition.body) current = [definition.body];
  if (current.length === 0) return undefined;
  for (const key of keys) {
    const next: z.ZodType[] = [];
    for (const schema of current) {
      const objects = objectsOf(schema);
      if (objects.length === 0) return undefined;
      for (const object of objects) {
        const value = (object.shape as Record<string, z.ZodType>)[key];
        if (value === undefined) return undefined;
        next.push(value);
      }
    }
    current = next;
  }
  return current;
}

function checkOwner(definition: EndpointConfig, owner: ChildOwnership): void {
  const fail = (why: string): never => {
    throw new Error(`Endpoint ${definition.name}: owner ${why}`);
  };
  if (!definition.auth) fail('needs auth: true');
  if (owner.child === undefined && owner.record === undefined) fail('names neither a child nor a record');
  if (owner.record !== undefined && !pathParamNames(definition.path).includes('id')) {
    fail(`'${owner.record}' needs an :id in the path`);
  }
  if (owner.child !== undefined) {
    const schemas = schemasAt(definition, owner.child);
    if (!schemas) fail(`'${owner.child}' is not in the input`);
    const canBeLeftOut = (schemas ?? []).some((schema) => schema.safeParse(undefined).success);
    if (canBeLeftOut !== (owner.optional === true)) {
      fail(
        `'${owner.child}' ${canBeLeftOut ? 'may be left out: declare optional: true' : 'is required: drop optional'}`,
      );
    }
  } else if (owner.optional) {
    fail('optional needs a child');
  }
}

/**
 * Declares one call of the v1 API. Checks, when the contract loads, that the definition is coherent:
 * the path has no leading slash, `rootKey` is a key of the response object, `emptyListError` is
 * only set where the root value is a list, and an `owner` names a place the input has.
 */
export function defineEndpoint<const D extends EndpointConfig>(definition: D): Endpoint<D> {
  if (definition.path.startsWith('/')) {
    throw new Error(`Endpoint ${definition.name}: the path must not start with '/' (${definition.path})`);
  }
  const shape = shapeOf(definition.response);
  if (definition.rootKey !== null) {
    const root = shape?.[definition.rootKey];
    if (root === undefined) {
      throw new Error(`Endpoint ${definition.name}: the response has no root key '${definition.rootKey}'`);
    }
    if (definition.emptyListError !== undefined && !(root instanceof z.ZodArray)) {
      throw new Error(
        `Endpoint ${definition.name}: emptyListError needs a list under '${definition.rootKey}'`,
      );
    }
  } else if (definition.emptyListError !== undefined) {
    throw new Error(`Endpoint ${definition.name}: emptyListError needs a rootKey`);
  }
  if ((definition.status === 204) !== (definition.response === NoContent)) {
    throw new Error(`Endpoint ${definition.name}: status 204 goes with response NoContent, and only it`);
  }
  if (definition.owner) checkOwner(definition, definition.owner);
  if (definition.gate) {
    if (!definition.auth) throw new Error(`Endpoint ${definition.name}: gate needs auth: true`);
    const plan = definition.gate.plan;
    if (plan !== undefined && (!definition.owner?.child || !schemasAt(definition, plan))) {
      throw new Error(
        `Endpoint ${definition.name}: gate plan '${plan}' needs an owner child and a place in the input`,
      );
    }
    if (definition.gate.solution !== undefined && !definition.owner?.child) {
      throw new Error(`Endpoint ${definition.name}: gate solution needs an owner child`);
    }
  }
  return { ...definition, pathParams: pathParamNames(definition.path) };
}

/** An object type with no required keys. */
export type EmptyObject = Record<never, never>;

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
type Simplify<T> = { [K in keyof T]: T[K] } & EmptyObject;
type OptionalWhenEmpty<T> = Simplify<
  {
    [K in keyof T as EmptyObject extends T[K] ? K : never]?: T[K];
  } & {
    [K in keyof T as EmptyObject extends T[K] ? never : K]: T[K];
  }
>;

/** The path parameters a call takes (`{ id }` for `'patients/:id'`), or `undefined` when it has none. */
export type EndpointParams<E extends EndpointConfig> = E extends {
  readonly params: infer S extends z.ZodType;
}
  ? z.input<S>
  : [PathParamNames<E['path']>] extends [never]
    ? undefined
    : { readonly [K in PathParamNames<E['path']>]: string | number };

/** The query a call takes, or `undefined`. */
export type EndpointQuery<E extends EndpointConfig> = E extends { readonly query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The JSON body a call sends, or `undefined`. */
export type EndpointRequestBody<E extends EndpointConfig> = E extends {
  readonly body: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/**
 * What a caller passes to a call: `{ params?, query?, body? }`, each present only when the endpoint
 * declares it (and optional when every field in it is).
 */
export type EndpointInput<E extends EndpointConfig> = OptionalWhenEmpty<
  Defined<{ params: EndpointParams<E>; query: EndpointQuery<E>; body: EndpointRequestBody<E> }>
>;

/** The whole decoded response body of a call. */
export type EndpointResponse<E extends EndpointConfig> = z.output<E['response']>;

/** The response body as the server writes it (the schema's input side). */
export type EndpointResponseInput<E extends EndpointConfig> = z.input<E['response']>;

/** What a call gives its caller: the value under `rootKey`, or the whole body when `rootKey` is `null`. */
export type EndpointResult<E extends EndpointConfig> = E['rootKey'] extends string
  ? EndpointResponse<E> extends Record<E['rootKey'], infer R>
    ? R
    : never
  : EndpointResponse<E>;

/**
 * Fills the `:name` segments of an endpoint's path with URI-encoded values. Throws when a parameter is
 * missing or empty, naming it.
 */
export function buildPath(endpoint: Endpoint, params: Readonly<Record<string, unknown>> | undefined): string {
  return endpoint.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = params?.[name];
      if ((typeof value !== 'string' && typeof value !== 'number') || String(value) === '') {
        throw new Error(`Endpoint ${endpoint.name}: path parameter '${name}' is missing`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** The schema of an endpoint's path parameters: its own, or each `:name` as a non-empty string or number. */
export function paramsSchema(endpoint: Endpoint): z.ZodType {
  if (endpoint.params) return endpoint.params;
  return z.object(
    Object.fromEntries(
      endpoint.pathParams.map((name) => [name, z.union([z.string().min(1), z.number()])] as const),
    ),
  );
}
