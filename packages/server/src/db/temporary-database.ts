/**
 * A throw-away database on a PostgreSQL server, for tests and the benchmark: created next to the one
 * `serverUrl` names (through the `postgres` maintenance database), migrated, and dropped on close, so
 * parallel test files never meet and the server's own databases are never touched.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './database';

/** Runs one statement on the server's `postgres` maintenance database. */
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates, migrates and opens a fresh database `attune_test_<random>`; closing it drops it. With
 * `template` (a database no one is connected to, already migrated) it starts as that database's copy. Its
 * `url` lets another process (a staff command) open the same database.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<Database & { readonly url: string }> {
  const name = `attune_test_${randomBytes(6).toString('hex')}`;
  if (options.template && !/^[a-z_][a-z0-9_]*$/.test(options.template))
    throw new Error(`Not a database name: ${options.template}`);
  const statement = options.template
    ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
    : `CREATE DATABASE ${name}`;
  // Two copies of one template started at the same instant can meet ("source database is being accessed
  // by other users"): try again a little later, a bounded number of times.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(serverUrl, statement);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((done) => setTimeout(done, 100 * attempt));
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
