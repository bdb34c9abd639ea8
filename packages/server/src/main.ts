/**
 * `pnpm start`: the reference v1 server. Configured by environment:
 * - PORT (default 3000), HOST (default 127.0.0.1);
 * - DATA_DIR: where the embedded database (PGlite) keeps its files (default `.data` in packages/server);
 * - DATABASE_URL: a PostgreSQL server to use instead of the embedded database;
 * - NODE_ENV=production: no `/dev/outbox`, mail not printed;
 * - STATIC_DIR: built web assets to serve at `/` (default packages/web/dist when it exists);
 * - STRIPE_SECRET_KEY: charge cards with Stripe instead of the test provider;
 * - PUBLIC_URL: the web app's origin used in mailed links (default the server's own address).
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, DataDirectoryInUse } from './db/database';
import { DEMO_ACCOUNT } from './seed/seed';
import { startServer } from './server';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const url = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? resolve(here, '../.data'));
const staticDir = process.env.STATIC_DIR ?? resolve(here, '../../web/dist');
const production = process.env.NODE_ENV === 'production';

const database = await createDatabase(url ? { url } : { dataDir }).catch((error: unknown) => {
  // Two servers on one embedded directory would lose writes: say so plainly and stop.
  if (error instanceof DataDirectoryInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const server = await startServer({
  db: database.db,
  port,
  hostname,
  production,
  requestLog: true,
  staticDir: existsSync(staticDir) ? staticDir : undefined,
  publicUrl: process.env.PUBLIC_URL ?? `http://${hostname}:${port}`,
});

console.log(`Attune server listening on ${server.url}`);
console.log(
  `  API: ${server.url}/v1   database: ${url ? 'PostgreSQL (DATABASE_URL)' : `embedded, in ${dataDir}`}`,
);
console.log(
  existsSync(staticDir)
    ? `  web app: ${server.url}/ (from ${staticDir})`
    : '  web app: not built (packages/web/dist missing)',
);
if (!production) {
  console.log(`  demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  console.log(`  mail outbox: ${server.url}/dev/outbox`);
}

const stop = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
