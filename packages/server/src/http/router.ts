/**
 * Builds the v1 routes FROM the contract (`@attune/api/contract`): each endpoint's method, path, path,
 * query and body schemas, success status and whether it needs a logged-in user come from there, so the
 * server and the client cannot drift. A handler only turns parsed input into the response body.
 *
 * Conventions:
 * - path parameters that do not parse (not a positive id) answer 404, like a missing record;
 * - a query or body that does not parse answers 422 naming each field (`prescription.start_date`);
 * - a body that is not JSON answers 400; unknown fields are dropped by the schemas;
 * - ids beyond PostgreSQL's integer range answer 404 (path, query) or 422 (body), never a 500;
 * - with `validateResponses` (tests), every answer is checked against the contract's response schema;
 * - an endpoint's declared `owner` is enforced here, once, before its handler runs: a child (or a child's
 *   record) that is not the caller's answers 404 like a missing one, and the handler gets the child row.
 */
import type { Contract, Endpoint, EndpointResponseInput } from '@attune/api/contract';
import { paramsSchema } from '@attune/api/contract';
import { familyTimeZone } from '@attune/core/rules';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { authenticate, type UserRow } from '../accounts/accounts.service';
import { type ChildRow, MAX_ID, ownerOf } from '../children/ownership';
import { type AppContext, todayOf } from '../context';
import { HttpError, unauthorized, zodErrors } from './errors';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The child a handler receives: by its endpoint's `owner` declaration. */
type OwnedChild<E extends Endpoint> = E extends { readonly owner: infer O }
  ? O extends { readonly optional: true }
    ? ChildRow | null
    : ChildRow
  : undefined;

/** What a handler receives: parsed params, query and body, the caller, and the server's context. */
export interface HandlerInput<E extends Endpoint> {
  readonly params: E extends { readonly params: infer S } ? Output<S> : Record<string, string>;
  readonly query: E extends { readonly query: infer S } ? Output<S> : undefined;
  readonly body: E extends { readonly body: infer S } ? Output<S> : undefined;
  /** The logged-in account (always set for endpoints with `auth: true`). */
  readonly user: E['auth'] extends true ? UserRow : UserRow | null;
  /**
   * The caller's child the call is about, when the endpoint declares an `owner` (already checked: it is
   * the caller's); `null` only when the ownership is optional and no child was named.
   */
  readonly child: OwnedChild<E>;
  /** The caller's log-in token, when sent. */
  readonly token: string | null;
  /** The caller's address (for the log-in back-off). */
  readonly ip: string;
  /** The family's IANA time zone (the `X-Time-Zone` header; UTC when absent or not a real zone). */
  readonly timeZone: string;
  /** The family's calendar day today (`YYYY-MM-DD`) in that zone. */
  readonly today: string;
  /** The server's context for this call (its `timeZone` is the family's). */
  readonly ctx: AppContext;
}

/** A handler answers the whole response body the contract declares (nothing for 204). */
export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<EndpointResponseInput<E>>;

/** One handler per endpoint of a group of endpoints (a resource file of the contract). */
export type HandlersOf<C> = { [K in keyof C]: C[K] extends Endpoint ? Handler<C[K]> : never };

/** One handler per endpoint of the contract. */
export type Handlers = HandlersOf<Contract>;

/** The largest JSON body accepted. */
export const MAX_BODY_BYTES = 1_000_000;

function tooLargeId(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > MAX_ID) {
    const key = path[path.length - 1] ?? '';
    if (key === 'id' || key.endsWith('_id')) return path;
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = tooLargeId(entry, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const found = tooLargeId(entry, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, { base: ['The request body is too large'] });
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, { base: ['The request body is too large'] });
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { base: ['The request body is not valid JSON'] });
  }
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Mounts every endpoint of `contract` under `prefix` (`/v1`), answering with `handlers`. */
export function mountContract(
  app: Hono,
  ctx: AppContext,
  contract: Contract,
  handlers: Handlers,
  options: { prefix?: string; validateResponses?: boolean } = {},
): void {
  const prefix = options.prefix ?? '/v1';
  const endpoints = (Object.keys(contract) as (keyof Contract)[])
    .map((name) => [name, contract[name] as Endpoint] as const)
    // Fixed segments before parameters, so `users/me` is not read as `users/:id`.
    .sort(([, a], [, b]) => a.pathParams.length - b.pathParams.length);

  for (const [name, endpoint] of endpoints) {
    const handler = handlers[name] as unknown as (input: HandlerInput<Endpoint>) => Promise<unknown>;
    const params = paramsSchema(endpoint);
    app.on(endpoint.method, `${prefix}/${endpoint.path}`, async (c) => {
      const token = c.req.header('x-user-token') ?? null;
      let user: UserRow | null = null;
      if (token) user = await authenticate(ctx, token);
      if (endpoint.auth && !user) throw unauthorized();

      const parsedParams = params.safeParse(c.req.param());
      if (!parsedParams.success || tooLargeId(parsedParams.data)) {
        throw new HttpError(404, { base: ['Record not found'] });
      }

      let query: unknown;
      if (endpoint.query) {
        const parsed = endpoint.query.safeParse(c.req.query());
        if (!parsed.success) throw new HttpError(422, zodErrors(parsed.error.issues));
        if (tooLargeId(parsed.data)) throw new HttpError(404, { base: ['Record not found'] });
        query = parsed.data;
      }

      let body: unknown;
      if (endpoint.body) {
        const raw = await readJsonBody(c);
        const parsed = endpoint.body.safeParse(raw);
        if (!parsed.success) throw new HttpError(422, zodErrors(parsed.error.issues));
        const big = tooLargeId(parsed.data);
        if (big) throw new HttpError(422, { [big.join('.')]: ['is not a known id'] });
        body = parsed.data;
      }

      // The family's day comes from its own zone, sent by the app on every call.
      const timeZone = familyTimeZone(c.req.header('x-time-zone'));
      const callCtx: AppContext = { ...ctx, timeZone };

      // Ownership, declared once on the endpoint (`owner`): the caller's child, or 404.
      let child: ChildRow | null | undefined;
      if (endpoint.owner && user) {
        child = await ownerOf(callCtx, user.id, endpoint.owner, { params: parsedParams.data, query, body });
      }

      const result = await handler({
        params: parsedParams.data as Record<string, string>,
        query,
        body,
        child,
        user,
        token,
        ip: clientIp(c),
        timeZone,
        today: todayOf(callCtx),
        ctx: callCtx,
      } as HandlerInput<Endpoint>);

      if (options.validateResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          throw new Error(
            `Response of ${endpoint.name} does not match the contract: ${JSON.stringify(zodErrors(checked.error.issues))}`,
          );
        }
      }
      if (endpoint.status === 204) return c.body(null, 204);
      return c.json(result as object, endpoint.status);
    });
  }
}
