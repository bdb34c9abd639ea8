/**
 * The request log's line, one statement for every way a request is answered (Hono's middleware in
 * app.ts, and the answers Node's handler sends from memory, cache/memory-answers.ts): the method, the
 * route pattern (never the URL: no ids, no query strings that could hold tokens, no names), the status
 * and the time taken.
 */
export function requestLogLine(method: string, route: string, status: number, startedAt: number): string {
  return `${method} ${route} ${status} ${(performance.now() - startedAt).toFixed(1)}ms`;
}
