/**
 * The health checks a load balancer and an operator read:
 * - `GET /health`: `{ ok, database: 'up' | 'down', mail: { waiting, failed } }`, 200 while the database
 *   answers, 503 while it does not; `mail` is the outbox's depth (messages waiting to be sent, and those
 *   given up on after core's `MAIL_MAX_ATTEMPTS`), absent while the database is down;
 * - `GET /health/ready`: 200 `{ ready: true }` while the database answers, else 503 `{ ready: false }`
 *   with Retry-After: a load balancer stops sending traffic to a server that cannot answer.
 * The database is asked at most once a second (by the server's clock), however often they are called.
 */
import type { Hono } from 'hono';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { type MailQueueDepth, mailQueueDepth } from '../mail/sender';
import { markFinal } from './compression';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors';
import { securityHeadersFor } from './security-headers';

interface Probe {
  readonly up: boolean;
  readonly mail: MailQueueDepth | null;
}

/** Mounts `/health` and `/health/ready`; `answers` says whether the database answers a trivial query. */
export function mountHealth(app: Hono, ctx: AppContext, answers: (db: Db) => Promise<boolean>): void {
  let last: { at: number; probe: Promise<Probe> } | null = null;
  const probe = (): Promise<Probe> => {
    const now = ctx.clock.now().getTime();
    if (!last || Math.abs(now - last.at) >= 1000) {
      last = {
        at: now,
        probe: answers(ctx.db).then(async (up) => ({
          up,
          mail: up ? await mailQueueDepth(ctx).catch(() => null) : null,
        })),
      };
    }
    return last.probe;
  };
  const json = (path: string, status: number, value: unknown, extra: Record<string, string> = {}) => {
    const body = JSON.stringify(value);
    return markFinal(
      new Response(body, {
        status,
        headers: {
          ...securityHeadersFor(path),
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...extra,
        },
      }),
    );
  };
  app.get('/health', async () => {
    const { up, mail } = await probe();
    return up
      ? json('/health', 200, { ok: true, database: 'up', ...(mail ? { mail } : {}) })
      : json('/health', 503, { ok: false, database: 'down' });
  });
  app.get('/health/ready', async () => {
    const { up } = await probe();
    return up
      ? json('/health/ready', 200, { ready: true })
      : json('/health/ready', 503, { ready: false }, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  });
}
