/**
 * The request log's line, written by the outer middleware (http/front.ts) for every
 * answered request: the message `request` with the method, the route pattern (never the URL: no ids, no query strings that
 * could hold tokens, no names), the status, the time taken in milliseconds and the request's id.
 */
import type { Logger } from '../observability/log';
import type { RequestLine } from '../ports';

/** One answered request, as the log records it. */
export interface RequestRecord {
  readonly method: string;
  /** The route pattern (`/v1/patients/:id`), never the URL. */
  readonly route: string;
  readonly status: number;
  /** `performance.now()` when the request arrived. */
  readonly startedAt: number;
  readonly requestId: string;
  /** The request's trace, when traces are exported. */
  readonly traceId?: string;
}

/** Writes the request log's line for one answered request (the logger's own way, when it has one). */
export function logRequest(logger: Logger, record: RequestRecord): void {
  const line: RequestLine = {
    method: record.method,
    route: record.route,
    status: record.status,
    ms: Math.round((performance.now() - record.startedAt) * 10) / 10,
    request_id: record.requestId,
    ...(record.traceId ? { trace_id: record.traceId } : {}),
  };
  if (logger.request) logger.request(line);
  else logger.info('request', line);
}
