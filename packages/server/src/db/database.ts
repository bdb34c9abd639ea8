/**
 * One data layer over two engines: PGlite (embedded PostgreSQL in wasm, the default, its files in a
 * data directory that survives restarts) or a PostgreSQL server (`DATABASE_URL`). The same SQL
 * migrations under `packages/server/drizzle/` run on both at start.
 *
 * An embedded data directory holds children's health data, so: it is readable by its owner only (the
 * folder 0700, its files 0600; PGlite itself creates files world-readable), and one server at a time may
 * open it (a lock file beside it, `<dir>.lock`, holding the owner's pid), because two processes on one
 * PGlite directory silently lose writes.
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
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

/**
 * Where the data lives: an embedded database in a directory (or in memory), or a server URL. `pglite`
 * passes PGlite's own options (the tests start from a dumped template: `loadDataDir`, which fills a new
 * directory or memory, and reuse compiled wasm modules).
 */
export type DatabaseOptions =
  | { dataDir: string; pglite?: PGliteOptions }
  | { memory: true; pglite?: PGliteOptions }
  | { url: string };

/** What a process hears on a notification channel (`LISTEN`). */
export interface ChannelHandlers {
  /** A notification's payload (delivered after the notifying transaction commits). */
  message(payload: string): void;
  /** Listening (true), or not any more (false: notifications may be missed until it is true again). */
  live(up: boolean): void;
}

/** An open, migrated database and how to close it. */
export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /**
   * Listens on a notification channel (a lower-case identifier) until the returned function is called.
   * On a PostgreSQL server: its own connection, opened again a second after it is lost.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it is opened again. */
const RELISTEN_MS = 1000;

/** {@link Database.listen} on a PostgreSQL server: a connection of its own, kept open. */
async function listenOnServer(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    handlers.live(false);
    which.end().catch(() => {});
    if (!stopped) retry = setTimeout(open, RELISTEN_MS);
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === channel) handlers.message(note.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    handlers.live(true);
  }
  function open(): void {
    connect().catch(() => {
      if (!stopped) retry = setTimeout(open, RELISTEN_MS);
    });
  }
  try {
    await connect();
  } catch {
    if (!stopped) retry = setTimeout(open, RELISTEN_MS);
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    if (last) {
      handlers.live(false);
      await last.end().catch(() => {});
    }
  };
}

/** The folder holding the committed SQL migrations. */
/**
 * Runs one of the few statements nearly every call runs (audit/kept-reads.ts, cache/versions.ts) by
 * name: on a PostgreSQL server it is parsed and planned once per connection (a prepared statement
 * called `name`) and afterwards only executed, which halves its time (planning was most of it); PGlite
 * runs it as it is. A name must always stand for the same text. Behind a pooler, it needs one that keeps
 * prepared statements (PgBouncer 1.21 or later, `max_prepared_statements`).
 */
export async function namedQuery<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
  return (await (client as pg.Pool).query<Row>({ name, text, values })).rows;
}

/**
 * The migrations (`packages/server/drizzle`), found upwards from this module: `src/db/` when run from
 * source (tsx, the tests), `dist/` when run as the built bundle (`pnpm start`).
 */
export const migrationsFolder = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = resolve(dir, 'drizzle');
    if (existsSync(resolve(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The migrations (packages/server/drizzle) were not found next to the server');
})();

/**
 * Opens the database and applies every pending migration (the same ones on PGlite and on a server).
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    // A database that does not answer fails a call within 5 s (503, http/errors.ts), rather than hanging it.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      listen: (channel, handlers) => listenOnServer(options.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if ('dataDir' in options) {
    refuseExposedDataDir(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    release = lockDataDir(options.dataDir);
    try {
      client = new PGlite(options.dataDir, options.pglite);
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = options.pglite ? new PGlite(options.pglite) : new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    release();
    throw error;
  }
  if ('dataDir' in options) keepPrivate(options.dataDir);
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.live(true);
      return async () => {
        handlers.live(false);
        await stop();
      };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** The data directory exists and other users of the machine may read or write it. */
export class DataDirectoryExposed extends Error {
  constructor(
    readonly dataDir: string,
    readonly mode: number,
  ) {
    super(
      `The data directory ${dataDir} is open to other users (mode ${mode.toString(8).padStart(4, '0')}); it holds children's health data. Run: chmod -R go-rwx ${dataDir} and start again.`,
    );
    this.name = 'DataDirectoryExposed';
  }
}

/**
 * Refuses to start on an existing data directory that other users may read, write or enter (any "other"
 * permission bit): its files may already have been read, so the operator must look and fix it, rather
 * than the server quietly tightening it. A missing directory is created 0700.
 */
export function refuseExposedDataDir(dataDir: string): void {
  let mode: number;
  try {
    mode = statSync(dataDir).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((mode & 0o007) !== 0) throw new DataDirectoryExposed(dataDir, mode);
}

/** The data directory is already open in another running server. */
export class DataDirectoryInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by another Attune server (pid ${pid}). Stop it first.`);
    this.name = 'DataDirectoryInUse';
  }
}

/** Whether a process with this pid is alive (also when it is another user's: EPERM). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory's lock (`<dir>.lock`, created exclusively, holding this process's pid), or
 * throws {@link DataDirectoryInUse} when a running process holds it. A lock left by a process that has
 * died is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DataDirectoryInUse(dataDir, pid);
      unlinkSync(lockPath); // left by a process that is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** Makes a data directory its owner's only: folders 0700, files 0600 (PGlite writes them 0666). */
export function keepPrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) keepPrivate(path);
    else if (entry.isFile() && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
}
