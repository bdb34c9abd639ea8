/**
 * The health checks a load balancer and an operator read:
 * - `GET /health`: `{ ok, database: 'up' | 'down', mail: { waiting, failed } }`, 200 while the database
 *   answers, 503 while it does not; `mail` is the outbox's depth (messages waiting to be sent, and those
 *   given up on after core's `MAIL_MAX_ATTEMPTS`), absent while the database is down;
 * - `GET /health/ready`: 200 `{ ready: true }` while the database answers, else 503 `{ ready: false }`
 *   with Retry-After: a load balancer stops sending traffic to a server that cannot answer.
 * The database is asked at most once a second (by the server's clock), however often they are called.
 *
 * They are asked every few seconds by every load balancer, so they are answered first thing by the
 * outer middleware (http/front.ts, with the request id and the security headers), from the last probe's
 * answer while it is fresh, without waiting for anything: {@link healthProbes}.
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

/** The answer of a health path: at once when the last probe is fresh, else once the database answered. */
export type HealthProbes = (path: string) => Response | Promise<Response> | null;

/** One probe's answer at one path, built once: its status, body and headers (copied per answer). */
interface Built {
  readonly probe: Probe;
  readonly status: number;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The health paths' answers (null for any other path); `answers` says whether the database answers a
 * trivial query.
 */
export function healthProbes(ctx: AppContext, answers: (db: Db) => Promise<boolean>): HealthProbes {
  let last: { at: number; probe: Promise<Probe>; settled: Probe | null } | null = null;
  const probe = (): Probe | Promise<Probe> => {
    const now = ctx.clock.now().getTime();
    if (!last || Math.abs(now - last.at) >= 1000) {
      const next: { at: number; probe: Promise<Probe>; settled: Probe | null } = {
        at: now,
        probe: answers(ctx.db).then(async (up) => {
          const settled = { up, mail: up ? await mailQueueDepth(ctx).catch(() => null) : null };
          next.settled = settled;
          return settled;
        }),
        settled: null,
      };
      last = next;
    }
    return last.settled ?? last.probe;
  };
  const build = (path: string, probe: Probe, status: number, value: unknown, extra = {}): Built => {
    const body = JSON.stringify(value);
    const headers = Object.freeze({
      ...securityHeadersFor(path),
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...extra,
    });
    return { probe, status, body, headers };
  };
  const health = (probe: Probe): Built =>
    probe.up
      ? build('/health', probe, 200, {
          ok: true,
          database: 'up',
          ...(probe.mail ? { mail: probe.mail } : {}),
        })
      : build('/health', probe, 503, { ok: false, database: 'down' });
  const ready = (probe: Probe): Built =>
    probe.up
      ? build('/health/ready', probe, 200, { ready: true })
      : build(
          '/health/ready',
          probe,
          503,
          { ready: false },
          {
            'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
          },
        );
  // The last answer built at each path, kept while the probe it answers is the latest.
  const built = new Map<string, Built>();
  const respond = (path: string, probe: Probe): Response => {
    let answer = built.get(path);
    if (answer?.probe !== probe) {
      answer = path === '/health' ? health(probe) : ready(probe);
      built.set(path, answer);
    }
    // The answer's own headers: the outer middleware adds the request id to them.
    const headers = { ...answer.headers };
    return markFinal(new Response(answer.body, { status: answer.status, headers }), headers);
  };
  return (path) => {
    if (path !== '/health' && path !== '/health/ready') return null;
    const current = probe();
    return current instanceof Promise
      ? current.then((settled) => respond(path, settled))
      : respond(path, current);
  };
}

/** Mounts `/health` and `/health/ready` (answered by `probes`), for a caller that reaches the routes. */
export function mountHealth(app: Hono, probes: HealthProbes): void {
  for (const path of ['/health', '/health/ready']) {
    app.get(path, (c) => probes(path) ?? c.notFound());
  }
}
