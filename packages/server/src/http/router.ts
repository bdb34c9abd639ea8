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
 *   record) that is not the caller's answers 404 like a missing one, and the handler gets the child row;
 * - an endpoint's declared `serverCache` is applied here, after the caller, ownership and gates, the same
 *   whether the token came by header or by cookie: a kept answer (cache/kept-answers.ts) is sent with its
 *   ETag (304 to a matching `If-None-Match`) after the read's audit row is written, and a missing one is
 *   filled from the handler's answer. A child's kept plans, when the caller's token and the answer are
 *   both in memory, are confirmed by one statement that checks the token's account counter, that the
 *   child is the caller's and that the plans counter is unchanged, and writes the audit row
 *   (audit/kept-reads.ts); anything it does not confirm takes the whole path above.
 */
import type { Contract, Endpoint, EndpointResponseInput } from '@attune/api/contract';
import { paramsSchema } from '@attune/api/contract';
import { familyTimeZone, languageOfAcceptLanguage, timeZoneToStore } from '@attune/core/rules';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { UserRow } from '../accounts/accounts.service';
import { auditEntriesOf, confirmKeptRead, recordAudit } from '../audit/audit.service';
import { answerCached, type CachedBody, cachedBody } from '../cache/cached-body';
import { catalogueKey, PRIVATE, PUBLIC, plansKey } from '../cache/kept-answers';
import type { VersionAnswer } from '../cache/versions';
import { type ChildRow, MAX_ID, ownerOf } from '../children/ownership';
import { collaboratorActionOf } from '../collaborators/collaborator-actions';
import { type AppContext, todayOf } from '../context';
import { keepTimeZone } from '../notifications/notifications.service';
import { loggerOf } from '../observability/request-context';
import { clientAddress } from './client-address';
import { jsonTextResponse } from './compression';
import { HttpError, unauthorized, zodErrors } from './errors';
import { enforceGate } from './gates';
import { MAX_BODY_BYTES } from './security';
import { deliverToken, requestToken, tokenKeptFromPage, tokenKey } from './session-cookie';

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
    // A read of the caller's own account alone, taking nothing from the call: its answer may be kept
    // encoded on the token's entry in the token cache, under this key (and the caller's variant).
    const followedKey =
      endpoint.caller === 'followed' &&
      endpoint.method === 'GET' &&
      endpoint.pathParams.length === 0 &&
      !endpoint.query &&
      !endpoint.body &&
      !endpoint.owner &&
      !endpoint.gate &&
      !endpoint.serverCache &&
      !endpoint.produces &&
      endpoint.status !== 204
        ? endpoint.name
        : null;
    /** The whole path of a call: the caller, ownership, gates, the kept answers, then the handler. */
    const answer = async (
      c: Context,
      caller: ReturnType<typeof requestToken>,
      followed: ReturnType<AppContext['caches']['tokens']['trustedCaller']>,
      followedAs: string,
    ): Promise<Response> => {
      const token = caller.token;
      const parsedParams = params.safeParse(c.req.param());
      const parsedQuery = endpoint.query?.safeParse(c.req.query());

      // A child's kept plans, token and answer both in memory: one statement confirms them (see above).
      if (endpoint.serverCache === 'childPlans' && token && !endpoint.gate) {
        const kept = await keptPlansConfirmed(c, ctx, endpoint, token, parsedQuery?.data);
        if (kept) return kept;
      }

      let user: UserRow | null = null;
      let versions: VersionAnswer | null = null;
      if (token) {
        // The catalogue every family shares, and the caller's own account (`caller: 'followed'`), need a
        // logged-in caller but no family's data: a token confirmed while the account-change feed is up is
        // trusted from memory (cache/token-cache.ts).
        const trusted =
          followed?.user ??
          (endpoint.serverCache === 'catalogue' || endpoint.caller === 'followed'
            ? ctx.caches.tokens.trusted(token)
            : null);
        if (trusted) user = trusted;
        else {
          // A child's kept plans are filed under its plans counter, read with the caller's in one query.
          const childId =
            endpoint.serverCache === 'childPlans' ? namedChild(endpoint, parsedQuery?.data) : null;
          ({ user, versions } = await ctx.caches.tokens.authenticate(token, childId ?? undefined));
        }
      }
      if (endpoint.auth && !user) throw unauthorized();

      if (!parsedParams.success || tooLargeId(parsedParams.data)) {
        throw new HttpError(404, { base: ['Record not found'] });
      }

      let query: unknown;
      if (parsedQuery) {
        if (!parsedQuery.success) throw new HttpError(422, zodErrors(parsedQuery.error.issues));
        if (tooLargeId(parsedQuery.data)) throw new HttpError(404, { base: ['Record not found'] });
        query = parsedQuery.data;
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
      // The call's logger names the request on every line a service writes (observability/request-context.ts).
      const callCtx: AppContext = { ...ctx, timeZone, language, logger: loggerOf(c, ctx.logger) };
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
      /** The audit trail of children's records: awaited, so no read or change is answered unrecorded. */
      const audit = (result: unknown) =>
        user
          ? recordAudit(
              callCtx,
              auditEntriesOf({ endpoint, userId: user.id, child, params: parsedParams.data, result, ip }),
            )
          : Promise.resolve();

      // What the endpoint keeps in memory (`serverCache`), now that the caller, owner and gates passed.
      const keep = keptSlot(ctx, endpoint, c.req.header('accept-language'), child, versions);
      if (keep) {
        const hit = keep.find();
        if (hit) {
          await audit(null);
          return answerCached(c, hit, keep.cacheControl);
        }
      }

      const result = await handler({
        params: parsedParams.data as Record<string, string>,
        query,
        body,
        child,
        user,
        token,
        ip,
        timeZone,
        // The family's day, worked out only by the handlers that read it (a zone's calendar is not free).
        get today() {
          return todayOf(callCtx);
        },
        ctx: callCtx,
      } as HandlerInput<Endpoint>);
      const auditEntries = user
        ? auditEntriesOf({ endpoint, userId: user.id, child, params: parsedParams.data, result, ip })
        : [];
      await recordAudit(callCtx, auditEntries);
      // A change the caller made through this process is seen by its next call at once (its name, its
      // language, its other log-ins ended): the account's tokens are looked up again, not trusted from
      // memory until the database's notification of the change arrives.
      if (user && endpoint.method !== 'GET') ctx.caches.tokens.accountChanged(user.id);

      if (options.validateResponses) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          throw new Error(
            `Response of ${endpoint.name} does not match the contract: ${JSON.stringify(zodErrors(checked.error.issues))}`,
          );
        }
      }
      if (endpoint.status === 204) return c.body(null, 204);
      // A document (a PDF): its bytes, for the caller only.
      if (endpoint.produces && result instanceof Uint8Array) {
        return c.body(result as Uint8Array<ArrayBuffer>, endpoint.status, {
          'content-type': endpoint.produces,
          'content-disposition': endpoint.produces === 'application/pdf' ? 'attachment' : 'inline',
          'cache-control': 'private, no-store',
        });
      }
      if (keep) {
        const kept = await cachedBody(new TextEncoder().encode(JSON.stringify(result)));
        keep.fill(kept);
        return answerCached(c, kept, keep.cacheControl);
      }
      // An answer carrying a log-in token sets the session cookie when the token is fresh.
      const delivered = carriesToken(result) ? deliverToken(c, ctx, result, caller) : null;
      const text = JSON.stringify(delivered ? delivered.body : result);
      // The caller's own account, read by a trusted token, nothing audited, no cookie set: kept encoded
      // on the token's entry for its next read (gone with the entry when the account changes).
      if (followed && !delivered?.setCookie && auditEntries.length === 0)
        followed.answers.set(followedAs, text);
      return jsonTextResponse(
        c.req.path,
        c.req.header('accept-encoding'),
        text,
        endpoint.status,
        delivered?.setCookie ? { 'set-cookie': delivered.setCookie } : undefined,
      );
    };

    app.on(endpoint.method, `${prefix}/${endpoint.path}`, (c) => {
      const caller = requestToken(c);
      const token = caller.token;
      // The caller's own account (`caller: 'followed'`) by a token trusted from memory: the answer kept
      // encoded on the token's entry (filled below), unless the call would store a new time zone. Answered
      // here without a promise; anything else takes the whole path.
      const followed =
        followedKey !== null && token ? ctx.caches.tokens.trustedCaller(token, tokenKey(c, token)) : null;
      const followedAs = followed ? followedAnswerKey(followedKey ?? '', c, caller) : '';
      if (followed && timeZoneToStore(c.req.header('x-time-zone'), followed.user.timeZone) === null) {
        const kept = followed.answers.get(followedAs);
        if (kept !== undefined) {
          return jsonTextResponse(c.req.path, c.req.header('accept-encoding'), kept, endpoint.status);
        }
      }
      return answer(c, caller, followed, followedAs);
    });
  }
}

/** The id of the child an endpoint's `owner` names in the query (`query.child_id`), when it parsed. */
function namedChild(endpoint: Endpoint, query: unknown): number | null {
  const location = endpoint.owner?.child;
  if (!location?.startsWith('query.') || !query || typeof query !== 'object') return null;
  const id = (query as Record<string, unknown>)[location.slice('query.'.length)];
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/** Where an endpoint's kept answer is found and filled for one call, and how it is cached downstream. */
interface KeptSlot {
  find(): CachedBody | undefined;
  fill(body: CachedBody): void;
  readonly cacheControl: string;
}

/**
 * The slot of a call's kept answer (`serverCache`), or null when the endpoint keeps none or the call
 * cannot use one: the catalogue's answer per call and language (built in the current catalogue's
 * generation), or the child's plans per child and language under the plans counter read with the
 * caller's token (for the family and for a collaborator the router let through alike).
 */
function keptSlot(
  ctx: AppContext,
  endpoint: Endpoint,
  acceptLanguage: string | undefined,
  child: ChildRow | null | undefined,
  versions: VersionAnswer | null,
): KeptSlot | null {
  const answers = ctx.caches.answers;
  const generation = ctx.catalogue.generation;
  if (endpoint.serverCache === 'catalogue') {
    const key = catalogueKey(endpoint.name, acceptLanguage);
    return {
      find: () => answers.catalogueEntry(key, generation),
      // Built from a catalogue reloaded meanwhile: not kept (the next call builds it again).
      fill: (body) => {
        if (ctx.catalogue.generation === generation) answers.keepCatalogue(key, generation, body);
      },
      cacheControl: PUBLIC,
    };
  }
  const counted = child && versions?.child;
  if (endpoint.serverCache === 'childPlans' && child && counted) {
    const key = plansKey(child.id, acceptLanguage);
    const version = counted.plans;
    return {
      find: () => answers.plansEntry(key, version, generation),
      fill: (body) => {
        if (ctx.catalogue.generation === generation) answers.keepPlans(key, { version, generation, body });
      },
      cacheControl: PRIVATE,
    };
  }
  return null;
}

/**
 * A child's kept plans when the caller's token and the child's answer are both in memory and one
 * statement (audit/kept-reads.ts, through the audit service) confirms, after the call arrived, that the
 * token's account is unchanged, that the child is the caller's own and that the plans counter is the
 * answer's, writing the read's audit row. Null when anything is not in memory or not confirmed, or when
 * the call would store a new time zone: the whole path then decides. Rejects when the statement fails
 * (the audit row could not be written): the call fails as any call would.
 */
async function keptPlansConfirmed(
  c: Context,
  ctx: AppContext,
  endpoint: Endpoint,
  token: string,
  query: unknown,
): Promise<Response | null> {
  const known = ctx.caches.tokens.peek(token);
  if (!known) return null;
  const childId = namedChild(endpoint, query);
  if (childId === null) return null;
  const latest = ctx.caches.answers.latestPlans(
    plansKey(childId, c.req.header('accept-language')),
    ctx.catalogue.generation,
  );
  if (!latest) return null;
  if (timeZoneToStore(c.req.header('x-time-zone'), known.user.timeZone) !== null) return null;
  const [entry] = auditEntriesOf({
    endpoint,
    userId: known.user.id,
    child: { id: childId },
    params: {},
    result: null,
    ip: clientAddress(c, ctx.trustedProxies),
  });
  if (!entry) return null;
  const confirmed = await confirmKeptRead(ctx, {
    audit: { ...entry, childId },
    accountVersion: known.version,
    plansVersion: latest.version,
  });
  return confirmed ? answerCached(c, latest.body, PRIVATE) : null;
}

/**
 * The key of a followed call's kept answer on the token's entry: the endpoint, whether the token is kept
 * out of the body for this caller (session-cookie.ts) and the language asked for.
 */
function followedAnswerKey(endpointKey: string, c: Context, caller: { readonly viaCookie: boolean }): string {
  return `${endpointKey}|${tokenKeptFromPage(c, caller) ? 'page' : 'app'}|${c.req.header('accept-language') ?? ''}`;
}

/** Whether an answer carries a log-in token (log-in, sign-up, confirmation, the current user). */
function carriesToken(result: unknown): boolean {
  if (!result || typeof result !== 'object' || !('user' in result)) return false;
  const user = (result as { user: unknown }).user;
  return !!user && typeof user === 'object' && 'token' in user;
}
