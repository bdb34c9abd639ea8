/** Starts the app on a port: used by `main.ts`, the tests and the benchmark. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { settleAfterAnswer } from './accounts/after-answer';
import { type AppOptions, createApp } from './app';
import type { Database } from './db/database';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http/security';
import { seed } from './seed/seed';

/** A running server and how to stop it. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly ctx: ReturnType<typeof createApp>['ctx'];
  close(): Promise<void>;
}

/** What `startServer` takes beyond the app's options. */
export interface ServerOptions {
  port?: number;
  hostname?: string;
  /** Seed what is missing (default true). */
  seed?: boolean;
  /**
   * Seed the demo family, whose password the README publishes. Default: outside production, or with
   * `SEED_DEMO=1`. When off, a demo account left from an earlier run can no longer log in.
   */
  seedDemo?: boolean;
  /**
   * Seed the sample catalogue (`@attune/catalogue`). Default: outside production, or with
   * `SEED_SAMPLE_CATALOGUE=1` (or `SEED_DEMO=1`: the demo family needs it). Never over an imported one.
   */
  seedSample?: boolean;
  /** How long a client may take to send a whole request (default 30 s); then the server hangs up. */
  requestTimeoutMs?: number;
  /**
   * The database's notification channels (`Database.listen`): with it, the token cache follows account
   * changes and reference calls check their caller from memory (cache/token-cache.ts); without it, every
   * call compares the account's counter in the database.
   */
  listen?: Database['listen'];
}

/** Whether the demo family is seeded: outside production, or when `SEED_DEMO=1` asks for it. */
export const demoWanted = (production: boolean, env = process.env.SEED_DEMO): boolean =>
  !production || env === '1';

/**
 * Whether the sample catalogue is seeded: outside production; in production only with
 * `SEED_SAMPLE_CATALOGUE=1`, or with `SEED_DEMO=1` (the demo family's plans, medications and check-ins are
 * the sample's, so a demonstration server gets both).
 */
export const sampleCatalogueWanted = (production: boolean, env: NodeJS.ProcessEnv = process.env): boolean =>
  !production || env.SEED_SAMPLE_CATALOGUE === '1' || env.SEED_DEMO === '1';

/** Builds the app, seeds what is missing (unless `seed: false`) and listens on `hostname:port` (0: any free port). */
export async function startServer(options: AppOptions & ServerOptions): Promise<RunningServer> {
  const { fetch, ctx } = createApp(options);
  if (options.seed !== false) {
    await seed(ctx, {
      demo: options.seedDemo ?? demoWanted(ctx.production),
      sample: options.seedSample ?? sampleCatalogueWanted(ctx.production),
    });
  }
  const stopFollowing = options.listen ? await ctx.caches.tokens.followAccountChanges(options.listen) : null;
  const hostname = options.hostname ?? '127.0.0.1';
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const serverOptions = {
    requestTimeout,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    // How often node looks for connections past those limits.
    connectionsCheckingInterval: Math.min(1000, requestTimeout),
  };
  return new Promise((resolvePromise, reject) => {
    const server = serve(
      {
        fetch,
        port: options.port ?? 0,
        hostname,
        serverOptions,
      },
      (info: AddressInfo) => {
        resolvePromise({
          url: `http://${hostname}:${info.port}`,
          port: info.port,
          ctx,
          close: async () => {
            await new Promise<void>((done) => {
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            });
            // Mail a call queued after its answer is written before the database closes.
            await settleAfterAnswer(ctx);
            await stopFollowing?.();
            await ctx.apns?.close();
          },
        });
      },
    );
    server.on('error', reject);
  });
}
