/**
 * A throw-away database on a PostgreSQL server, for tests and the benchmark: created next to the one
 * `serverUrl` names (through the `postgres` maintenance database), migrated, and dropped on close, so
 * parallel test files never meet and the server's own databases are never touched.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './database';

async function admin(serverUrl: string, statement: string): Promise<void> {
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
 * Creates, migrates and opens a fresh database `attune_test_<random>`; closing it drops it. Its `url` lets
 * another process (a staff command) open the same database.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
): Promise<Database & { readonly url: string }> {
  const name = `attune_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
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
