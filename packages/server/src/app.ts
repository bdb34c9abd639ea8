/**
 * The reference v1 server as a Hono app: the contract's routes under `/v1`, a health check, the
 * development outbox (outside production only) and, when given a directory of built web assets, the web
 * app at `/` with a fallback to `index.html` for the app's own routes. Text answers of 1 KB or more are
 * compressed (brotli or gzip) when the client accepts it; the web app's hashed files under `/assets/`
 * are cached for a year (`immutable`), everything else it serves (index.html, sw.js) is `no-cache`.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contract } from '@attune/api/contract';
import { serveStatic } from '@hono/node-server/serve-static';
import { desc } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppContext, Clock, Logger } from './context';
import type { Db } from './db/database';
import { outbox } from './db/schema';
import { handlers } from './handlers';
import { compression } from './http/compression';
import { type ErrorBody, HttpError } from './http/errors';
import { mountContract } from './http/router';
import { CatalogueCache } from './plans/catalogue-cache';
import {
  type CardProvider,
  type ReceiptValidator,
  stripeCardProvider,
  testCardProvider,
  testReceiptValidator,
} from './purchases/payment-ports';

/** What `createApp` takes. Only `db` is required. */
export interface AppOptions {
  readonly db: Db;
  /** A directory of built web assets to serve at `/` (SPA fallback to its index.html). */
  readonly staticDir?: string | undefined;
  /** Production: no `/dev/*` routes, mail not printed. Defaults to `NODE_ENV === 'production'`. */
  readonly production?: boolean;
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** The card provider; defaults to Stripe when `STRIPE_SECRET_KEY` is set, else the test provider. */
  readonly cardProvider?: CardProvider;
  readonly receiptValidator?: ReceiptValidator;
  /** Check every answer against the contract's response schema (tests). */
  readonly validateResponses?: boolean;
  /** Log-in back-off; defaults to 5 failures within 15 minutes. */
  readonly loginThrottle?: { maxFailures: number; windowMs: number };
  /** The web app's origin for links in mail; defaults to PUBLIC_URL or relative links. */
  readonly publicUrl?: string;
  /** Log each request's method, route pattern, status and time (never bodies, queries or ids' owners). */
  readonly requestLog?: boolean;
}

/** A console logger. */
export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
};

/** A logger that drops everything (tests). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };

const errorJson = (errors: Record<string, string[]>): ErrorBody => ({ errors });

/** PostgreSQL "data exception" errors (class 22) come from values the schemas let through: bad input. */
function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An unexpected error as it may be logged: its stack, with the values of a failed query (which can hold
 * names, emails or other family data) taken out.
 */
export function redacted(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.replace(/params: [^\n]*/g, 'params: [redacted]');
}

/** Builds the app and its context. */
export function createApp(options: AppOptions) {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const logger = options.logger ?? consoleLogger;
  const stripeKey = process.env.STRIPE_SECRET_KEY;
  const ctx: AppContext = {
    db: options.db,
    clock: options.clock ?? { now: () => new Date() },
    catalogue: new CatalogueCache(options.db),
    logger,
    production,
    cardProvider: options.cardProvider ?? (stripeKey ? stripeCardProvider(stripeKey) : testCardProvider()),
    receiptValidator: options.receiptValidator ?? testReceiptValidator(),
    loginThrottle: options.loginThrottle ?? { maxFailures: 5, windowMs: 15 * 60 * 1000 },
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
  };

  const app = new Hono();

  if (options.requestLog) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      // The route pattern, not the URL: no ids, no query strings (tokens), no names.
      const route = c.req.routePath || 'unmatched';
      logger.info(`${c.req.method} ${route} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
    });
  }

  app.use('*', compression());

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorJson(error.errors), error.status, error.headers);
    }
    if (isDataException(error)) {
      return c.json(errorJson({ base: ['A value in the request is out of range or malformed'] }), 422);
    }
    logger.error(`${c.req.method} ${c.req.routePath}: ${redacted(error)}`);
    return c.json(errorJson({ base: ['Something went wrong. Please try again.'] }), 500);
  });

  app.get('/health', (c) => c.json({ ok: true }));

  if (!production) {
    app.get('/dev/outbox', async (c) => {
      // The latest 200 messages, oldest first (the newest is last).
      const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
      return c.json({
        messages: rows.reverse().map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
      });
    });
  }

  mountContract(app, ctx, contract, handlers, { validateResponses: options.validateResponses ?? false });

  const apiNotFound = () => errorJson({ base: ['Not found'] });
  app.all('/v1/*', (c) => c.json(apiNotFound(), 404));
  app.all('/dev/*', (c) => c.json(apiNotFound(), 404));

  const staticDir = options.staticDir;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const root = relative(process.cwd(), staticDir) || '.';
    // Files under assets/ carry a content hash in their names: a new build gives new names.
    const onFound = (path: string, c: Context) => {
      const hashed = relative(root, path).split(sep)[0] === 'assets';
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    app.use('*', serveStatic({ root, onFound }));
    app.get('*', serveStatic({ root, path: 'index.html', onFound }));
  }

  app.notFound((c) => c.json(apiNotFound(), 404));
  return { app, ctx };
}
