/**
 * What the outer middleware (http/front.ts) observes of every request is stated there: the request id,
 * traces, metrics and the request log. Here: the probes the request log leaves out ({@link PROBES}), and
 * `/metrics`, Prometheus's text format, for a caller sending `Authorization: Bearer <METRICS_TOKEN>`;
 * without a configured token, or with another one, it answers 404 as an unknown path does.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { type MailQueueCounts, processMetrics } from './metrics';

/**
 * The paths a load balancer or a scraper asks every few seconds: answered, timed and counted like any
 * other, but not written to the request log (one line per probe would bury the family's requests).
 */
export const PROBES: ReadonlySet<string> = new Set(['/health', '/health/ready', '/metrics']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>` (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Mounts `GET /metrics`: this process's metrics for the bearer of `token`; 404 (the app's not-found body)
 * without a token configured or with a wrong one. `db`'s connection pool is counted when it has one, and
 * the outbox's depth when `mailQueue` reads it.
 */
export function mountMetrics(
  app: Hono,
  options: { token: string | undefined; db: object; mailQueue?: () => Promise<MailQueueCounts> },
): void {
  const token = options.token?.trim() || undefined;
  const metrics = token ? processMetrics().withProcessDefaults() : null;
  metrics?.watchDatabase(options.db);
  if (options.mailQueue) metrics?.watchMailQueue(options.mailQueue);
  app.get('/metrics', async (c) => {
    if (!metrics || !token || !bearerMatches(c.req.header('authorization'), token)) {
      return c.json({ errors: { base: ['Not found'] } }, 404);
    }
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
