/**
 * One data layer over two engines: PGlite (embedded PostgreSQL in wasm, the default, its files in a
 * data directory that survives restarts) or a PostgreSQL server (`DATABASE_URL`). The same SQL
 * migrations under `packages/server/drizzle/` run on both at start.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The tables, as Drizzle sees them. */
export type Schema = typeof schema;
/** A Drizzle database over either engine. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction on either engine. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Where the data lives: an embedded database in a directory (or in memory), or a server URL. */
export type DatabaseOptions = { dataDir: string } | { memory: true } | { url: string };

/** An open, migrated database and how to close it. */
export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The folder holding the committed SQL migrations. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database and applies every pending migration (the same ones on PGlite and on a server).
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
