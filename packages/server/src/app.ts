/**
 * The reference v1 server as a Hono app: the contract's routes under `/v1`, a health check, the
 * development outbox (outside production only) and, when given a directory of built web assets, the web
 * app at `/` with a fallback to `index.html` for the app's own routes. Text answers of 1 KB or more are
 * compressed (brotli or gzip) when the client accepts it; the web app's hashed files under `/assets/`
 * are cached for a year (`immutable`), everything else it serves (index.html, sw.js) is `no-cache`.
 * Every answer carries the security headers, every body is limited while it streams, and a write made
 * with the session cookie must come from the app's own origin (http/security.ts). `/health` answers 503
 * when the database does not answer.
 */

import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { contract } from '@attune/api/contract';
import { type DessaNorms, isKnownAppPath, languageOfAcceptLanguage } from '@attune/core/rules';
import { serveStatic } from '@hono/node-server/serve-static';
import { desc, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { authenticate } from './accounts/accounts.service';
import { settleAfterAnswer } from './accounts/after-answer';
import { mountAdmin } from './admin/admin.route';
import { refundThroughProvider, runBilling } from './billing/billing.service';
import { ServerCaches } from './cache/caches';
import { createAccessCode, scheduleAppointment } from './clinic/clinic-admin.service';
import type { AppContext, AppState, Clock, Logger, SmsSender } from './context';
import type { Db } from './db/database';
import { outbox, smsOutbox } from './db/schema';
import { handlers } from './handlers';
import { normalizeAddress, trustedProxiesFromEnv } from './http/client-address';
import { localizeErrors } from './http/error-texts';
import { databaseUnavailable, type ErrorBody, HttpError, isDatabaseUnavailable } from './http/errors';
import { type FrontOptions, front, probesFirst } from './http/front';
import { GateRefused } from './http/gates';
import { healthProbes, mountHealth } from './http/health';
import { prerenderedPath } from './http/prerendered';
import { FixedPathsRouter } from './http/route-matching';
import { mountContract } from './http/router';
import { WRITE_METHODS, writeGuards } from './http/security';
import { clearSessionCookie } from './http/session-cookie';
import { defaultLoginThrottle, type LoginThrottle } from './http/throttle';
import { normsFromEnv } from './insights/social-emotional-norms';
import { mailQueueDepth } from './mail/sender';
import { apnsSenderFromEnv } from './notifications/apns-sender';
import { runRemindersAt } from './notifications/reminders-admin';
import { defaultLogger } from './observability/log';
import { mountMetrics } from './observability/observe';
import { loggerOf } from './observability/request-context';
import { mountOpenApi } from './openapi/openapi.route';
import { CatalogueCache } from './plans/catalogue-cache';
import type { ApnsSender } from './ports';
import { appStoreReceiptValidator, mountAppStoreNotifications } from './purchases/app-store';
import { type CardProvider, choosePaymentPorts, type ReceiptValidator } from './purchases/payment-ports';
import { mountStripeWebhook } from './purchases/stripe-webhook';
import { mountPasswordStrength } from './security/password-strength.route';
import { devReset, devResetWanted } from './seed/dev-reset';
import { fitbitProvider, type SleepDeviceProvider } from './sleep/sleep-device-provider';
import { smsSenderFromEnv } from './sms/sms-sender';

/** What `createApp` takes. Only `db` is required. */
export interface AppOptions {
  readonly db: Db;
  /** A directory of built web assets to serve at `/` (SPA fallback to its index.html). */
  readonly staticDir?: string | undefined;
  /** Production: no `/dev/*` routes, mail not printed. Defaults to `NODE_ENV === 'production'`. */
  readonly production?: boolean;
  readonly clock?: Clock;
  readonly logger?: Logger;
  /**
   * The card provider; defaults to Stripe when `STRIPE_SECRET_KEY` is set, else the test provider outside
   * production and none in production (see `choosePaymentPorts`).
   */
  readonly cardProvider?: CardProvider;
  readonly receiptValidator?: ReceiptValidator;
  /** Check every answer against the contract's response schema (tests). */
  readonly validateResponses?: boolean;
  /** Log-in back-off; defaults to 5 attempts per account (50 per address) within 15 minutes. */
  readonly loginThrottle?: LoginThrottle;
  /** Proxies whose `X-Forwarded-*` headers are believed; defaults to TRUSTED_PROXY (comma-separated). */
  readonly trustedProxies?: readonly string[];
  /** Sign-up limits per address and per email; defaults to core's `SIGN_UP_LIMITS`. */
  readonly signUpLimits?: AppContext['signUpLimits'];
  /** The web app's origin for links in mail; defaults to PUBLIC_URL or relative links. */
  readonly publicUrl?: string;
  /** The Stripe webhook's signing secret; defaults to STRIPE_WEBHOOK_SECRET (no webhook route without one). */
  readonly stripeWebhookSecret?: string;
  /**
   * The App Store: the roots its signed transactions and notifications must chain to (Apple Root CA - G3)
   * and the app's bundle id; defaults to APP_STORE_ROOT_CERT (a PEM or DER file) and APP_STORE_BUNDLE_ID.
   * When set, in-app receipts are verified offline and `POST /v1/webhooks/app-store` takes notifications.
   */
  readonly appStore?: { readonly roots: readonly X509Certificate[]; readonly bundleId: string } | null;
  /** The sleep device provider; defaults to Fitbit when FITBIT_CLIENT_ID is set (FITBIT_AUTHORIZE_URL, FITBIT_API_BASE). */
  readonly sleepDeviceProvider?: SleepDeviceProvider | null;
  /** The staff's admin token for `/admin/*` (results entered by staff); defaults to ADMIN_TOKEN (none: no admin routes). */
  readonly adminToken?: string;
  /** Log each request's method, route pattern, status and time (never bodies, queries or ids' owners). */
  readonly requestLog?: boolean;
  /** The bearer token `/metrics` answers to; defaults to METRICS_TOKEN (none: `/metrics` is 404). */
  readonly metricsToken?: string;
  /** Web Push's VAPID keys; default VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (no browser push without both). */
  readonly webPush?: AppContext['webPush'];
  /** The key secrets at rest are sealed with; `ATTUNE_SECRET_KEY` when unset. */
  readonly secretKey?: string;
  /** Where kit orders are mailed; defaults to LAB_ORDER_EMAIL (none: the care team's copy only). */
  readonly labOrderEmail?: string;
  /** Native push through APNs; defaults to APNS_KEY_ID, APNS_TEAM_ID and APNS_KEY (none: refused, logged once). */
  readonly apns?: ApnsSender;
  /**
   * The Social + Emotional norms (null: none); defaults to the file SOCIAL_EMOTIONAL_NORMS_FILE names,
   * read and checked here (a bad file throws `NormsConfigurationError`: the server does not start).
   */
  readonly socialEmotionalNorms?: DessaNorms | null;
  /**
   * Where reminder texts go; defaults to the SMS_URL provider, else the development text outbox outside
   * production and none (texts not offered) in production.
   */
  readonly sms?: SmsSender | null;
}

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

/** Whether the database answers a trivial query within `withinMs`. */
export async function databaseAnswers(db: Db, withinMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** VAPID keys from the options, else from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (VAPID_SUBJECT, a mailto: or https: URL). */
function webPushOption(given: AppContext['webPush']): { webPush?: NonNullable<AppContext['webPush']> } {
  if (given) return { webPush: given };
  const publicKey = process.env.VAPID_PUBLIC_KEY;
  const privateKey = process.env.VAPID_PRIVATE_KEY;
  if (!publicKey || !privateKey) return {};
  return {
    webPush: { publicKey, privateKey, subject: process.env.VAPID_SUBJECT ?? 'mailto:support@attune.test' },
  };
}

/** The App Store's root certificate and bundle id from APP_STORE_ROOT_CERT and APP_STORE_BUNDLE_ID, when both are set. */
function appStoreFromEnv(): AppOptions['appStore'] {
  const file = process.env.APP_STORE_ROOT_CERT;
  const bundleId = process.env.APP_STORE_BUNDLE_ID;
  if (!file || !bundleId) return null;
  return { roots: [new X509Certificate(readFileSync(file))], bundleId };
}

/**
 * Builds the app and its context, and `fetch`, what a server listens with: the app, with the health
 * probes answered before routing when their answer is ready (http/front.ts).
 */
export function createApp(options: AppOptions) {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const logger = options.logger ?? defaultLogger();
  const metricsToken = options.metricsToken ?? process.env.METRICS_TOKEN;
  // Throws in production when a test payment adapter is configured: the server must not start.
  const clock = options.clock ?? { now: () => new Date() };
  const appStore = options.appStore !== undefined ? options.appStore : appStoreFromEnv();
  const payments = choosePaymentPorts({
    production,
    env: process.env,
    cardProvider: options.cardProvider,
    receiptValidator:
      options.receiptValidator ??
      (appStore ? appStoreReceiptValidator({ ...appStore, now: () => clock.now() }) : undefined),
  });
  const ctx: AppState = {
    db: options.db,
    clock,
    catalogue: new CatalogueCache(options.db),
    // The caches take ports and a callback, never a service: the token cache's `authenticate` is the
    // accounts service's, on this app's context.
    caches: new ServerCaches({ db: options.db, clock, authenticate: (token) => authenticate(ctx, token) }),
    logger,
    production,
    cardProvider: payments.cardProvider,
    receiptValidator: payments.receiptValidator,
    loginThrottle: options.loginThrottle ?? defaultLoginThrottle,
    sleepDeviceProvider:
      options.sleepDeviceProvider !== undefined ? options.sleepDeviceProvider : fitbitProvider(process.env),
    trustedProxies: (options.trustedProxies ?? trustedProxiesFromEnv()).map(normalizeAddress),
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    socialEmotionalNorms:
      options.socialEmotionalNorms !== undefined ? options.socialEmotionalNorms : normsFromEnv(process.env),
    ...(options.signUpLimits ? { signUpLimits: options.signUpLimits } : {}),
    ...webPushOption(options.webPush),
    apns: options.apns ?? apnsSenderFromEnv(process.env, { clock, logger }),
    ...((options.labOrderEmail ?? process.env.LAB_ORDER_EMAIL?.trim())
      ? { labOrderEmail: options.labOrderEmail ?? process.env.LAB_ORDER_EMAIL?.trim() }
      : {}),
    sms:
      options.sms !== undefined ? options.sms : smsSenderFromEnv(options.db, () => clock.now(), production),
    ...((options.secretKey ?? process.env.ATTUNE_SECRET_KEY)
      ? { secretKey: options.secretKey ?? process.env.ATTUNE_SECRET_KEY }
      : {}),
  };

  // One router: Hono's trie, keeping its answers for the fixed paths (http/route-matching.ts).
  const app = new Hono({ router: new FixedPathsRouter() });

  const probes = healthProbes(ctx, databaseAnswers);
  // Middleware order, outermost first: the one outer middleware (http/front.ts: request id, probes,
  // compression, security headers, HSTS, traces, metrics, the request log; all of it after `next()`
  // adds to `c.res`), then, for the methods that may carry a body or write only, the body limit and the
  // check of cookie writes (http/security.ts), then the routes.
  const frontOptions: FrontOptions = {
    logger,
    requestLog: options.requestLog ?? false,
    metrics: !!metricsToken,
    trustedProxies: ctx.trustedProxies,
    probes,
  };
  app.use('*', front(frontOptions));
  app.on(WRITE_METHODS, '*', writeGuards(ctx));
  // Log-out clears the session cookie whatever the token's state (an expired one answers 401).
  app.delete('/v1/sessions', async (c, next) => {
    await next();
    clearSessionCookie(c, ctx);
  });

  app.onError((error, c) => {
    // Error texts follow the language the request asks for (the app sends the account's).
    const language = languageOfAcceptLanguage(c.req.header('accept-language'));
    const json = (errors: Record<string, string[]>) => errorJson(localizeErrors(errors, language));
    if (error instanceof GateRefused) {
      return c.json({ ...json(error.errors), blocker: error.blocker }, error.status, error.headers);
    }
    if (error instanceof HttpError) {
      return c.json(json(error.errors), error.status, error.headers);
    }
    if (isDatabaseUnavailable(error)) {
      const unavailable = databaseUnavailable();
      return c.json(json(unavailable.errors), 503, unavailable.headers);
    }
    if (isDataException(error)) {
      return c.json(json({ base: ['A value in the request is out of range or malformed'] }), 422);
    }
    // Named by its request id, as every line written while answering.
    loggerOf(c, logger).error('unexpected error', {
      method: c.req.method,
      route: c.req.routePath,
      error: redacted(error),
    });
    return c.json(json({ base: ['Something went wrong. Please try again.'] }), 500);
  });

  mountHealth(app, probes);

  if (!production) {
    app.get('/dev/outbox', async (c) => {
      // Mail queued after an answer (sign-up, reset) is listed once it is written.
      await settleAfterAnswer(ctx);
      // The latest 200 messages, oldest first (the newest is last).
      const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
      // The development text outbox beside it: texts sent without an SMS provider (sms/sms-sender.ts).
      const texts = await ctx.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(200);
      return c.json({
        messages: rows.reverse().map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
        texts: texts.reverse().map((row) => ({
          to: row.to,
          body: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      });
    });
    // The billing job at an instant (`?at=ISO-INSTANT`), in this process: what `admin billing run --at`
    // does, for a running server on the embedded database (which one process opens at a time).
    // The reminder job at an instant (`?at=ISO-INSTANT`), in this process: what `admin reminders run --at`
    // does (journeys move the family's clock with it).
    app.post('/dev/reminders/run', async (c) => {
      const atText = c.req.query('at');
      const at = atText ? new Date(atText) : ctx.clock.now();
      if (Number.isNaN(at.getTime())) return c.json({ errors: { at: ['must be an ISO instant'] } }, 422);
      return c.json(await runRemindersAt(ctx, at));
    });
    app.post('/dev/billing/run', async (c) => {
      const atText = c.req.query('at');
      const at = atText ? new Date(atText) : ctx.clock.now();
      if (Number.isNaN(at.getTime())) return c.json({ errors: { at: ['must be an ISO instant'] } }, 422);
      return c.json(await runBilling(ctx, at));
    });
    // A refund (`?purchase=ID`), in this process: what `admin billing refund --purchase` does.
    app.post('/dev/billing/refund', async (c) => {
      const id = Number(c.req.query('purchase'));
      if (!Number.isSafeInteger(id) || id <= 0) {
        return c.json({ errors: { purchase: ['must be a purchase id'] } }, 422);
      }
      return c.json({ refunded: await refundThroughProvider(ctx, id, ctx.clock.now()) });
    });
    // The browser journeys' shared server (ATTUNE_DEV_RESET=1 only): every table back to what it held at
    // the first call (seed/dev-reset.ts).
    if (devResetWanted(production)) {
      app.post('/dev/reset', async (c) => c.json({ done: await devReset(ctx) }));
      // The clinic's staff, for the journeys on that server, in its process (the embedded database is
      // opened by one process at a time): what `admin access-code create --code C --max-uses N` does ...
      app.post('/dev/clinic/access-codes', async (c) => {
        const code = c.req.query('code') || undefined;
        const maxUses = Number(c.req.query('max_uses') ?? '1');
        if (!Number.isSafeInteger(maxUses) || maxUses <= 0)
          return c.json({ errors: { max_uses: ['must be a positive number'] } }, 422);
        const row = await createAccessCode(ctx, { code, maxUses });
        return c.json({ code: row.code });
      });
      // ... and what `admin appointment schedule --id ID --at ISO-INSTANT --join-url URL` does.
      app.post('/dev/clinic/appointments/schedule', async (c) => {
        const id = Number(c.req.query('id'));
        const at = new Date(c.req.query('at') ?? '');
        const joinUrl = c.req.query('join_url') ?? '';
        if (!Number.isSafeInteger(id) || id <= 0 || Number.isNaN(at.getTime()))
          return c.json(
            { errors: { base: ['id (an appointment) and at (an ISO instant) are needed'] } },
            422,
          );
        const row = await scheduleAppointment(ctx, { id, startTime: at, joinUrl });
        return c.json({ id: row.id, state: row.state });
      });
    }
  }

  mountPasswordStrength(app, ctx);
  mountMetrics(app, { token: metricsToken, db: ctx.db, mailQueue: () => mailQueueDepth(ctx) });
  mountOpenApi(app);
  const webhookSecret = options.stripeWebhookSecret ?? process.env.STRIPE_WEBHOOK_SECRET;
  if (webhookSecret) mountStripeWebhook(app, ctx, webhookSecret);
  if (appStore) mountAppStoreNotifications(app, ctx, appStore);

  const adminToken = options.adminToken ?? process.env.ADMIN_TOKEN;
  if (adminToken) mountAdmin(app, ctx, adminToken);
  app.all('/admin/*', (c) => c.json({ errors: { base: ['Not found'] } }, 404));

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
    // Prerendered public pages (`/login` -> login/index.html, `index.es.html` with `?lang=es`); any other
    // app route gets the app shell, 200.html when the build prerendered `/` into index.html.
    app.use('*', serveStatic({ root, onFound, rewriteRequestPath: prerenderedPath(staticDir) }));
    const shell = existsSync(join(staticDir, '200.html')) ? '200.html' : 'index.html';
    // The router's paths (the build's routes.json): any other path is answered 404 with the app, which
    // shows its page-not-found (core's isKnownAppPath); without the list every path gets the app.
    const routesFile = join(staticDir, 'routes.json');
    const patterns: readonly string[] | null = existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[])
      : null;
    app.get('*', async (c, next) => {
      if (!patterns || isKnownAppPath(patterns, c.req.path)) return next();
      c.header('Cache-Control', 'no-cache');
      return c.html(readFileSync(join(staticDir, shell), 'utf8'), 404);
    });
    app.get('*', serveStatic({ root, path: shell, onFound }));
  }

  app.notFound((c) => c.json(apiNotFound(), 404));
  // What the server listens with: the app, the health probes answered first when ready (http/front.ts).
  const fetch = probesFirst(app.fetch, frontOptions);
  return { app, ctx, fetch };
}
