/**
 * `pnpm start`: the reference v1 server. Configured by environment:
 * - PORT (default 3000), HOST (default 127.0.0.1);
 * - DATA_DIR: where the embedded database (PGlite) keeps its files (default `.data` in packages/server);
 * - DATABASE_URL: a PostgreSQL server to use instead of the embedded database;
 * - NODE_ENV=production: no `/dev/outbox`, no demo family (its published password does not log in);
 * - ATTUNE_DEV_RESET=1 (outside production only): `POST /dev/reset` puts every table back as it was at its
 *   first call (the browser journeys share one server this way; seed/dev-reset.ts);
 * - SEED_DEMO=1: seed the demo family even in production (a demonstration server; it brings the sample
 *   catalogue with it, which the demo family's plans need);
 * - SEED_SAMPLE_CATALOGUE=1: seed the sample catalogue (`@attune/catalogue`) even in production; without
 *   it a production server starts with no catalogue until an operator imports one
 *   (`admin catalogue import --file catalogue.json`);
 * - TRUSTED_PROXY: comma-separated addresses of the reverse proxies whose X-Forwarded-For/-Proto/-Host
 *   are believed (the client's address for the log-in back-off, HTTPS for cookies and HSTS);
 * - STATIC_DIR: built web assets to serve at `/` (default packages/web/dist when it exists);
 * - STRIPE_SECRET_KEY: bill cards on Stripe (Customers, Setup Intents, Subscriptions, Payment Intents,
 *   through the official SDK) instead of the test provider; in production without it card payments are
 *   refused; STRIPE_API_BASE: another Stripe API address (the SDK's host/port/protocol);
 * - STRIPE_WEBHOOK_SECRET: accept Stripe's signed events at POST /v1/webhooks/stripe (renewals, refunds);
 * - APP_STORE_ROOT_CERT (Apple Root CA - G3, PEM or DER) and APP_STORE_BUNDLE_ID: verify in-app
 *   purchases' signed transactions offline and take App Store Server Notifications v2 at
 *   POST /v1/webhooks/app-store;
 * - PAYMENT_PROVIDER=test: the test card provider and receipt validator (refused with NODE_ENV=production);
 * - PUBLIC_URL: the web app's origin used in mailed links (default the server's own address);
 * - FITBIT_CLIENT_ID: offer linking a child's Fitbit (OAuth implicit grant) to the sleep tool;
 *   FITBIT_AUTHORIZE_URL and FITBIT_API_BASE point it elsewhere (tests use a fake Fitbit);
 * - ADMIN_TOKEN: the staff's token for `/admin/*` (`pnpm --filter @attune/server admin`, e.g. entering
 *   a child's food sensitivity results); without it there are no admin routes;
 * - CARE_TEAM_EMAIL: where help requests and Food Sensitivity kit orders are mailed (default
 *   care-team@attune.example);
 * - LAB_ORDER_EMAIL: the lab Food Sensitivity kit orders are mailed to (besides the care team); without
 *   it the care team's copy asks them to forward the order, and each order logs that no lab is set;
 * - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (and VAPID_SUBJECT, a mailto: or https: URL): Web Push to the
 *   browsers families subscribe (`npx web-push generate-vapid-keys`); without them no browser push;
 * - APNS_KEY_ID, APNS_TEAM_ID, APNS_KEY (the .p8 key's text or path; APNS_URL for Apple's sandbox): native
 *   push to the iOS app's devices (notifications/apns-sender.ts); without them devices get nothing and the
 *   first attempt logs why;
 * - WEB_CONCURRENCY: how many server processes share the port (Node's cluster; default 1). More than
 *   one needs DATABASE_URL: the embedded database can be opened by one process only. The first process
 *   migrates and seeds once, then starts the others and starts a new one when one dies;
 * - LOG_LEVEL (default info) and LOG_FORMAT=pretty: the JSON log's level, or a human-readable log;
 * - METRICS_TOKEN: Prometheus metrics at /metrics for `Authorization: Bearer <token>` (404 without);
 * - SOCIAL_EMOTIONAL_NORMS_FILE: a JSON file of the DESSA's raw-to-percentile tables per age band (core's
 *   `DessaNormsSchema`), read and checked at start (a bad file stops the start, saying why); Social +
 *   Emotional then shows percentiles among peers and bands. Without it, raw scores and no comparison;
 * - OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), OTEL_SERVICE_NAME: export
 *   OpenTelemetry traces (HTTP and database spans) over OTLP/HTTP; nothing is traced without it.
 */

import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DessaNorms } from '@attune/core/rules';
import { createApp } from './app';
import { startBillingSchedule } from './billing/billing.service';
import { createDatabase, DataDirectoryExposed, DataDirectoryInUse } from './db/database';
import { NormsConfigurationError, normsFromEnv } from './insights/social-emotional-norms';
import { startMailSender, transportFromEnv } from './mail/sender';
import { startReminderSchedule } from './notifications/reminders.service';
import { startTracing } from './observability/tracing';
import { PaymentConfigurationError } from './purchases/payment-ports';
import { startRetentionSchedule } from './retention/retention.service';
import { DEMO_ACCOUNT, seed } from './seed/seed';
import { demoWanted, sampleCatalogueWanted, startServer } from './server';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const url = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? resolve(here, '../.data'));
const staticDir = process.env.STATIC_DIR ?? resolve(here, '../../web/dist');
const production = process.env.NODE_ENV === 'production';
const processes = Number.parseInt(process.env.WEB_CONCURRENCY ?? '1', 10) || 1;

// The Social + Emotional norms are read and checked before anything starts: a bad file stops the start.
let socialEmotionalNorms: DessaNorms | null;
try {
  socialEmotionalNorms = normsFromEnv(process.env);
} catch (error) {
  if (!(error instanceof NormsConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (processes > 1 && !url) {
  console.error(
    `WEB_CONCURRENCY=${processes} needs DATABASE_URL: the embedded database (PGlite, in ${dataDir}) can be opened by one process only. Set DATABASE_URL to a PostgreSQL server, or run one process (WEB_CONCURRENCY=1).`,
  );
  process.exit(1);
}

if (processes > 1 && url && cluster.isPrimary) {
  // Migrate and seed once, then start the processes that serve; they share the port.
  const database = await createDatabase({ url });
  await seed(createApp({ db: database.db, production, socialEmotionalNorms }).ctx, {
    demo: demoWanted(production),
    sample: sampleCatalogueWanted(production),
  });
  await database.close();
  let stopping = false;
  for (let i = 0; i < processes; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `Attune server process ${worker.process.pid} stopped (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  console.log(`Attune server: starting ${processes} processes on http://${hostname}:${port} (PostgreSQL)`);
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
} else {
  await serve();
}

async function serve() {
  // Traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set (observability/tracing.ts); else nothing is loaded.
  const tracing = await startTracing();
  const database = await createDatabase(url ? { url } : { dataDir }).catch((error: unknown) => {
    // Two servers on one embedded directory would lose writes: say so plainly and stop.
    // So would a data directory other users of the machine can read.
    if (error instanceof DataDirectoryInUse || error instanceof DataDirectoryExposed) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const server = await startServer({
    db: database.db,
    listen: database.listen,
    port,
    hostname,
    production,
    requestLog: true,
    // In a cluster the first process has seeded already.
    seed: !cluster.isWorker,
    staticDir: existsSync(staticDir) ? staticDir : undefined,
    publicUrl: process.env.PUBLIC_URL ?? `http://${hostname}:${port}`,
    socialEmotionalNorms,
  }).catch(async (error: unknown) => {
    // A test payment provider in production would take fake payments: say so plainly and stop.
    if (error instanceof PaymentConfigurationError) {
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  });

  // Tokens, failed log-ins, sent mail and audit rows past their retention are deleted every hour (by
  // one process of a cluster).
  const retention = !cluster.isWorker || cluster.worker?.id === 1 ? startRetentionSchedule(server.ctx) : null;
  // Every process sends mail: a message is claimed by one process only (mail/sender.ts).
  const mailTransport = transportFromEnv();
  const mailSender = startMailSender(server.ctx, mailTransport);
  if (production && mailTransport.name !== 'smtp')
    console.warn('  mail: SMTP_URL is not set, no mail leaves this server');
  // Session-due reminders (a notification, and a push to subscribed browsers), every hour, same process.
  const reminders = !cluster.isWorker || cluster.worker?.id === 1 ? startReminderSchedule(server.ctx) : null;
  // The billing job (renewals, trial conversions, past-due notices), every hour, by one process.
  const billing = !cluster.isWorker || cluster.worker?.id === 1 ? startBillingSchedule(server.ctx) : null;

  if (cluster.isWorker) {
    console.log(`Attune server process ${process.pid} listening on ${server.url}`);
  } else {
    console.log(`Attune server listening on ${server.url}`);
    console.log(
      `  API: ${server.url}/v1   database: ${url ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${dataDir}`}`,
    );
    console.log(
      existsSync(staticDir)
        ? `  web app: ${server.url}/ (from ${staticDir})`
        : '  web app: not built (packages/web/dist missing)',
    );
    if (demoWanted(production))
      console.log(`  demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    if (!production) console.log(`  mail outbox: ${server.url}/dev/outbox`);
    console.log(
      socialEmotionalNorms
        ? `  social + emotional: percentiles from the norms of ${socialEmotionalNorms.source}`
        : '  social + emotional: no norms (SOCIAL_EMOTIONAL_NORMS_FILE unset), raw scores without peer comparison',
    );
    if (!sampleCatalogueWanted(production))
      console.log(
        '  catalogue: the sample is not seeded in production (SEED_SAMPLE_CATALOGUE=1 seeds it); load yours with `admin catalogue import --file catalogue.json`',
      );
  }

  const stop = async () => {
    await retention?.stop();
    await mailSender.stop();
    await reminders?.stop();
    await billing?.stop();
    await server.close();
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
