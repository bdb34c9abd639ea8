/**
 * Builds the v1 routes FROM the contract (`@attune/api/contract`): each endpoint's method, path, path,
 * query and body schemas, success status and whether it needs a logged-in user come from there, so the
 * server and the client cannot drift. A handler only turns parsed input into the response body.
 *
 * Conventions:
 * - path parameters that do not parse (not a positive id) answer 404, like a missing record;
 * - a query or body that does not parse answers 422 naming each field (`prescription.start_date`);
 * - a body that is not JSON answers 400, one not sent as `application/json` 415; unknown fields are dropped;
 * - the caller's token is the `X-User-Token` header or the session cookie; an answer with a fresh token
 *   sets the cookie (http/session-cookie.ts);
 * - ids beyond PostgreSQL's integer range answer 404 (path, query) or 422 (body), never a 500;
 * - with `validateResponses` (tests), every answer is checked against the contract's response schema;
 * - a logged-in call whose `X-Time-Zone` is a real zone other than the account's stored one stores it
 *   (`users.time_zone`, the day of the session reminders; core's `timeZoneToStore`);
 * - an endpoint's declared `owner` is enforced here, once, before its handler runs: a child (or a child's
 *   record) that is not the caller's answers 404 like a missing one, and the handler gets the child row.
 */
import type { Contract, Endpoint, EndpointResponseInput } from '@attune/api/contract';
import { paramsSchema } from '@attune/api/contract';
import { familyTimeZone, languageOfAcceptLanguage, timeZoneToStore } from '@attune/core/rules';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { UserRow } from '../accounts/accounts.service';
import { auditEntriesOf, recordAudit } from '../audit/audit.service';
import { type ChildRow, MAX_ID, ownerOf } from '../children/ownership';
import { collaboratorActionOf } from '../collaborators/collaborator-actions';
import { type AppContext, todayOf } from '../context';
import { keepTimeZone } from '../notifications/notifications.service';
import { clientAddress } from './client-address';
import { jsonResponse } from './compression';
import { HttpError, unauthorized, zodErrors } from './errors';
import { enforceGate } from './gates';
import { MAX_BODY_BYTES } from './security';
import { deliverToken, requestToken } from './session-cookie';

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

/** `application/json`, or a `+json` type, with any parameters (`; charset=utf-8`). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

async function readJsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, { base: ['The request body is too large'] });
  // Only JSON is read as JSON: a cross-site form or `no-cors` fetch (text/plain) is refused unread.
  const hasBody = declared > 0 || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && !JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, { base: ['The request body must be JSON (Content-Type: application/json)'] });
  }
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, { base: ['The request body is too large'] });
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { base: ['The request body is not valid JSON'] });
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
      const caller = requestToken(c);
      const token = caller.token;
      let user: UserRow | null = null;
      if (token) user = (await ctx.caches.tokens.authenticate(ctx, token)).user;
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
      // The language the app asks for (`Accept-Language`): catalogue texts and notifications follow it.
      const language = languageOfAcceptLanguage(c.req.header('accept-language'));
      const callCtx: AppContext = { ...ctx, timeZone, language };
      // The account keeps the zone its calls send (its reminders follow it): written only when a real zone
      // differs from the one on the caller's row, so an ordinary call writes nothing.
      if (user) {
        const changed = timeZoneToStore(c.req.header('x-time-zone'), user.timeZone);
        if (changed !== null) await keepTimeZone(ctx, user.id, changed);
      }

      // Ownership, declared once on the endpoint (`owner`): the caller's child, or 404.
      let child: ChildRow | null | undefined;
      if (endpoint.owner && user) {
        child = await ownerOf(
          callCtx,
          user.id,
          endpoint.owner,
          { params: parsedParams.data, query, body },
          collaboratorActionOf(endpoint.name),
        );
      }
      // What the call needs from the account, declared once on the endpoint (`gate`): else 403.
      if (endpoint.gate && user) {
        await enforceGate(callCtx, endpoint.gate, { user, child, body, host: c.req.header('host') ?? '' });
      }

      const ip = clientAddress(c, ctx.trustedProxies);
      const result = await handler({
        params: parsedParams.data as Record<string, string>,
        query,
        body,
        child,
        user,
        token,
        ip,
        timeZone,
        today: todayOf(callCtx),
        ctx: callCtx,
      } as HandlerInput<Endpoint>);

      // The audit trail of children's records: awaited, so no read or change is answered unrecorded.
      if (user) {
        const entries = auditEntriesOf({
          endpoint,
          userId: user.id,
          child,
          params: parsedParams.data,
          result,
          ip,
        });
        await recordAudit(callCtx, entries);
      }

      if (options.validateResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          throw new Error(
            `Response of ${endpoint.name} does not match the contract: ${JSON.stringify(zodErrors(checked.error.issues))}`,
          );
        }
      }
      if (endpoint.status === 204) return c.body(null, 204);
      // An answer carrying a log-in token goes through Hono, which also sets the session cookie.
      if (carriesToken(result))
        return c.json(deliverToken(c, ctx, result, caller) as object, endpoint.status);
      return jsonResponse(c.req.path, c.req.header('accept-encoding'), result, endpoint.status);
    });
  }
}

/** Whether an answer carries a log-in token (log-in, sign-up, confirmation, the current user). */
function carriesToken(result: unknown): boolean {
  if (!result || typeof result !== 'object' || !('user' in result)) return false;
  const user = (result as { user: unknown }).user;
  return !!user && typeof user === 'object' && 'token' in user;
}
