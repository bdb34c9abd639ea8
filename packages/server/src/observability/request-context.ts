/**
 * The request a piece of work belongs to, so that every log line written while answering it names it
 * (`request_id`), however deep in a service it is written. Two ways, one rule:
 * - on the call's own context: the outer middleware files the request's scope on Hono's context
 *   ({@link fileRequestScope}) and the router hands the services a context whose `logger` is the
 *   request's ({@link requestLogger}): nothing is carried through the promises, which on Node 20 would
 *   make every promise of the process pay for `AsyncLocalStorage`'s hooks;
 * - through the promises (`AsyncLocalStorage`, {@link inRequest}), used only while traces are exported
 *   (their context already pays for it), and by the pino mixin that names the request on any line
 *   written inside such a scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../ports';

/** What the log knows about the request being answered. */
export interface RequestScope {
  readonly requestId: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The request being answered here, if any (inside {@link inRequest} only). */
export const currentRequest = (): RequestScope | undefined => scopes.getStore();

/** Runs `work` as part of the request `scope` (its log lines carry the request's id). */
export const inRequest = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);

/** The header a request id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request id a caller (a proxy, a load balancer, the app) may choose: 1 to 128 letters, digits and
 * `-_.:`. Anything else (a long value, spaces, quotes, newlines that could forge a log line) is not used.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the caller's `X-Request-Id` when it is well formed, else a new UUID. */
export function requestIdOf(header: string | null | undefined): string {
  return header && WELL_FORMED.test(header) ? header : randomUUID();
}

/** A logger whose every line names the request `requestId` (`request_id`). */
export function requestLogger(logger: Logger, requestId: string): Logger {
  return {
    info: (message, fields) => logger.info(message, { ...fields, request_id: requestId }),
    error: (message, fields) => logger.error(message, { ...fields, request_id: requestId }),
  };
}

const SCOPE = Symbol('attune.requestScope');

/** Files the request's scope on the object that carries the request through the app (Hono's context). */
export function fileRequestScope(carrier: object, scope: RequestScope): void {
  (carrier as Record<symbol, RequestScope>)[SCOPE] = scope;
}

/** The scope filed by {@link fileRequestScope}, if any. */
export function requestScopeOf(carrier: object): RequestScope | undefined {
  return (carrier as Record<symbol, RequestScope | undefined>)[SCOPE];
}

/** The logger of the request `carrier` carries: `logger` naming the request, or `logger` outside one. */
export function loggerOf(carrier: object, logger: Logger): Logger {
  const scope = requestScopeOf(carrier);
  return scope ? requestLogger(logger, scope.requestId) : logger;
}
