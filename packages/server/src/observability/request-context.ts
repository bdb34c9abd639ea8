/**
 * The request a piece of work belongs to, carried through its promises (`AsyncLocalStorage`), so every
 * log line written while answering it names it (`request_id`), however deep in a service it is written.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the log knows about the request being answered. */
export interface RequestScope {
  readonly requestId: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The request being answered here, if any. */
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
