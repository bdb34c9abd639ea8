/** Starts the app on a port: used by `main.ts`, the tests and the benchmark. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type AppOptions, createApp } from './app';
import { seed } from './seed/seed';

/** A running server and how to stop it. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly ctx: ReturnType<typeof createApp>['ctx'];
  close(): Promise<void>;
}

/** Builds the app, seeds what is missing (unless `seed: false`) and listens on `hostname:port` (0: any free port). */
export async function startServer(
  options: AppOptions & { port?: number; hostname?: string; seed?: boolean },
): Promise<RunningServer> {
  const { app, ctx } = createApp(options);
  if (options.seed !== false) await seed(ctx);
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, (info: AddressInfo) => {
      resolvePromise({
        url: `http://${hostname}:${info.port}`,
        port: info.port,
        ctx,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.on('error', reject);
  });
}
