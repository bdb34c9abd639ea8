/**
 * Kept answers sent from memory by Node's own request handler, before Hono sees the request: reference
 * calls, and a child's plans when the caller's token and the answer are both in memory.
 *
 * A reference call (cache/response-caches.ts, {@link REFERENCE_CALLS}) whose answer is already kept for
 * the caller's language is answered here: the same bytes, status and headers as Hono's cached route
 * would send ({@link cachedAnswer}: ETag and 304, the preferred encoding, the security headers, HSTS over
 * HTTPS), the same caller check for the calls that need a log-in (the token cache: from memory while it follows
 * the database's account changes, else the account's counter read from the database), and the same
 * request-log line. What costs most for small answers is the framework's work per request (building a
 * Request, the middleware chain, routing among the contract's routes, converting the Response), not the
 * bytes: answering here sends a catalogue call at the cost of the bytes themselves.
 *
 * A child's plans (`GET child_activity_plans?child_id=12`, the id written plainly and nothing else in the
 * query) go out here when `confirmedKeptPlans` (cache/response-caches.ts, the same fast path Hono's
 * route takes) confirms them: one statement checks the token's account counter, the child's owner and
 * the answer's plans counter, and writes the read's audit row, before the answer is sent.
 *
 * Everything else goes to Hono unchanged: another method, a query string, no kept answer (Hono's route
 * fills it), a log-in by cookie, a token that does not pass (Hono answers 401 as for any call), a
 * database that does not answer (Hono's error handling).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contract } from '@attune/api/contract';
import type { AppContext } from '../context';
import { nodeClientAddress, nodeRequestOverHttps } from '../http/client-address';
import { logRequest } from '../http/request-log';
import { STRICT_TRANSPORT_SECURITY } from '../http/security-headers';
import { REQUEST_ID_HEADER, requestIdOf } from '../observability/request-context';
import { type CachedBody, cachedAnswer } from './cached-body';
import {
  confirmedKeptPlans,
  PRIVATE,
  PUBLIC,
  plainId,
  plansKey,
  REFERENCE_CALLS,
  type ReferenceCall,
  referenceKey,
} from './response-caches';

/** Node's request handler. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What {@link answerFromMemory} takes beyond the app's context. */
export interface MemoryAnswerOptions {
  /** Write the request log's line for each answer sent here (as the app's middleware does). */
  readonly requestLog: boolean;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Wraps Node's handler for the app (`next`): reference calls with a kept answer are sent from memory,
 * everything else goes to `next`.
 */
export function answerFromMemory(
  ctx: AppContext,
  options: MemoryAnswerOptions,
  next: NodeHandler,
): NodeHandler {
  const calls = new Map<string, { name: ReferenceCall; route: string; auth: boolean }>(
    REFERENCE_CALLS.map((name) => {
      const route = `/v1/${contract[name].path}`;
      return [route, { name, route, auth: contract[name].auth }];
    }),
  );

  const plansRoute = `/v1/${contract.listChildPlans.path}`;
  const plansPrefix = `${plansRoute}?child_id=`;

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    body: CachedBody,
    at: number,
    cacheControl = PUBLIC,
  ) => {
    const answer = cachedAnswer(
      route,
      body,
      cacheControl,
      header(req, 'if-none-match'),
      header(req, 'accept-encoding'),
    );
    // The request's id, as the app's middleware gives it (observability/observe.ts).
    const requestId = requestIdOf(header(req, REQUEST_ID_HEADER));
    const headers = nodeRequestOverHttps(req, ctx.trustedProxies)
      ? { ...answer.headers, 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
      : answer.headers;
    res.writeHead(answer.status, { ...headers, [REQUEST_ID_HEADER]: requestId });
    res.end(answer.bytes ?? undefined);
    if (options.requestLog) {
      logRequest(ctx.logger, { method: 'GET', route, status: answer.status, startedAt: at, requestId });
    }
  };

  /** A child's plans, when the token and the answer are both in memory (`confirmedKeptPlans`). */
  const plans = (req: IncomingMessage, res: ServerResponse, childId: number | null) => {
    const token = header(req, 'x-user-token');
    if (!token || childId === null) return next(req, res);
    const at = performance.now();
    confirmedKeptPlans(ctx, {
      token,
      childId,
      key: plansKey(childId, header(req, 'accept-language')),
      ip: nodeClientAddress(req, ctx.trustedProxies),
    }).then(
      (kept) => (kept ? send(req, res, plansRoute, kept, at, PRIVATE) : next(req, res)),
      // The statement failed: Hono's route asks again and answers as for any failure.
      () => next(req, res),
    );
  };

  return (req, res) => {
    if (req.method !== 'GET') return next(req, res);
    const url = req.url ?? '';
    if (url.startsWith(plansPrefix)) return plans(req, res, plainId(url.slice(plansPrefix.length)));
    const call = calls.get(url);
    if (!call) return next(req, res);
    const at = performance.now();
    const generation = ctx.catalogue.generation;
    const key = referenceKey(call.name, header(req, 'accept-language'));
    const kept = ctx.caches.responses.referenceEntry(key, generation);
    if (!kept) return next(req, res);
    if (!call.auth) return send(req, res, call.route, kept, at);

    const token = header(req, 'x-user-token');
    if (!token) return next(req, res);
    if (ctx.caches.tokens.trusted(ctx, token)) return send(req, res, call.route, kept, at);
    ctx.caches.tokens.authenticate(ctx, token).then(
      ({ user }) => (user ? send(req, res, call.route, kept, at) : next(req, res)),
      // The database did not answer: Hono's route asks again and answers as for any failure.
      () => next(req, res),
    );
  };
}
