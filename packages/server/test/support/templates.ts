/**
 * Database templates for the test suite: the migrations and the reference catalogue are written once per
 * run (in vitest's global setup), and every test file starts from a copy instead of migrating and seeding
 * its own database. A fresh PGlite costs 7-11 s of CPU to create and migrate; loaded from the dump it
 * costs about 2.5 s. On PostgreSQL each file's database is `CREATE DATABASE ... TEMPLATE`.
 *
 * Two templates per engine: `migrated` (the schema only, for `seed: false`) and `seeded` (the catalogue
 * as `seed()` writes it without the demo family; the server's own `seed()` at start then takes the path a
 * restarted server takes, and seeds the demo family on the test's clock). PGlite has a third, `empty`
 * (a database before any migration, for the migration tests). A PGlite dump also fills a new data
 * directory (`createDatabase({ dataDir, pglite: { loadDataDir } })`), for the tests of data directories,
 * restarts and the web journeys' servers.
 *
 * The PGlite dumps of one run of `pnpm test` are made once for both lanes: `scripts/test.mjs` names a
 * folder in {@link TEMPLATES_DIR_ENV}, and whichever of the server suite and the web journeys comes first
 * writes the dumps there (its pid in `writing.lock` meanwhile); the other waits for them and reads them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createApp, silentLogger } from '../../src/app';
import { createDatabase, type Database, type Db, isRunning, migrationsFolder } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { admin } from '../../src/db/temporary-database';
import { seed } from '../../src/seed/seed';

/** Which template: the schema only, or the schema and the reference catalogue. */
export type TemplateKind = 'migrated' | 'seeded';

/** Where a run's templates are: PGlite dump files, PostgreSQL template database names. */
export type Templates = Record<TemplateKind, string>;

/** PGlite's dump files, with `empty`: a database before the first migration. */
export type PgliteTemplates = Templates & { empty: string };

/** The environment variable naming the folder where one run's PGlite dumps are shared (scripts/test.mjs). */
export const TEMPLATES_DIR_ENV = 'ATTUNE_TEST_TEMPLATES';

/** The dump files of a templates folder. */
export function pgliteTemplateFiles(dir: string): PgliteTemplates {
  return {
    empty: join(dir, 'empty.tar'),
    migrated: join(dir, 'migrated.tar'),
    seeded: join(dir, 'seeded.tar'),
  };
}

/** The folder's dumps when all of them are written (each is renamed into place whole, `seeded` last). */
export function existingPgliteTemplates(dir: string): PgliteTemplates | undefined {
  const files = pgliteTemplateFiles(dir);
  return existsSync(files.seeded) && existsSync(files.migrated) && existsSync(files.empty)
    ? files
    : undefined;
}

async function seedCatalogue(db: Db): Promise<void> {
  const { ctx } = createApp({ db, logger: silentLogger, production: false });
  await seed(ctx, { demo: false });
}

/**
 * Writes the PGlite dumps into `dir`, unless they are there already (another lane of the run wrote them):
 * one PGlite, dumped before the migrations, after them, and after the catalogue's seed. Each dump is
 * written under a name of its own and renamed into place, so a reader never sees half a file.
 */
export async function writePgliteTemplates(dir: string): Promise<PgliteTemplates> {
  const existing = await afterOtherWriter(dir);
  if (existing) return existing;
  const lock = join(dir, 'writing.lock');
  writeFileSync(lock, String(process.pid));
  try {
    return await writeDumps(dir);
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The folder's dumps once written; when another process of the run is writing them (its pid in
 * `writing.lock`), waits until they are there or that process is gone (then the caller writes them).
 */
async function afterOtherWriter(dir: string): Promise<PgliteTemplates | undefined> {
  const lock = join(dir, 'writing.lock');
  for (;;) {
    const existing = existingPgliteTemplates(dir);
    if (existing) return existing;
    let pid = 0;
    try {
      pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
    } catch {
      return undefined;
    }
    if (!(pid > 0) || pid === process.pid || !isRunning(pid)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function writeDumps(dir: string): Promise<PgliteTemplates> {
  const files = pgliteTemplateFiles(dir);
  const client = new PGlite(await pgliteModules());
  const written: [string, string][] = [];
  const dump = async (kind: keyof PgliteTemplates) => {
    const partial = `${files[kind]}.${process.pid}.${randomBytes(3).toString('hex')}`;
    await client.exec('CHECKPOINT');
    const tarball = await client.dumpDataDir('none');
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    written.push([partial, files[kind]]);
  };
  try {
    await dump('empty');
    // What createDatabase() does in memory: the committed migrations.
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await dump('migrated');
    await seedCatalogue(db as unknown as Db);
    await dump('seeded');
  } finally {
    await client.close();
  }
  for (const [partial, file] of written) renameSync(partial, file);
  return files;
}

/**
 * Writes an embedded data directory at `dataDir` (which must not exist yet, or be empty), migrated and
 * with the catalogue, from the seeded dump of `templatesDir` (written there first when missing): a server
 * given a copy of it as `DATA_DIR` starts as a restarted server does.
 */
export async function writeSeededDataDir(dataDir: string, templatesDir: string): Promise<void> {
  const { seeded } = await writePgliteTemplates(templatesDir);
  const database = await createDatabase({ dataDir, pglite: await pgliteOptionsFrom(seeded) });
  await database.close();
}

/** Creates the two template databases on the PostgreSQL server `serverUrl`; returns their names. */
export async function createPostgresTemplates(serverUrl: string): Promise<Templates> {
  const run = randomBytes(4).toString('hex');
  const names: Templates = {
    migrated: `attune_template_${run}_migrated`,
    seeded: `attune_template_${run}_seeded`,
  };
  for (const kind of ['migrated', 'seeded'] as const) {
    await admin(serverUrl, `CREATE DATABASE ${names[kind]}`);
    const url = new URL(serverUrl);
    url.pathname = `/${names[kind]}`;
    const database = await createDatabase({ url: url.toString() });
    try {
      if (kind === 'seeded') await seedCatalogue(database.db);
    } finally {
      await database.close();
    }
  }
  return names;
}

/** Drops the template databases of {@link createPostgresTemplates}. */
export async function dropPostgresTemplates(serverUrl: string, names: Templates): Promise<void> {
  for (const name of Object.values(names))
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

let compiled: Promise<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>> | undefined;
const dumps = new Map<string, Blob>();

/**
 * PGlite's wasm modules compiled once per worker, and its file bundle read once (the suite runs files
 * with `isolate: false`, so one worker opens many databases).
 */
function pgliteModules() {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
      WebAssembly.compile(readFileSync(join(dist, 'initdb.wasm'))),
    ]);
    return {
      pgliteWasmModule,
      initdbWasmModule,
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return compiled;
}

/**
 * PGlite's options for a new database (in memory or in a new data directory) that starts as a copy of
 * the dump `file`, with the worker's compiled wasm modules.
 */
export async function pgliteOptionsFrom(file: string): Promise<PGliteOptions> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return { ...(await pgliteModules()), loadDataDir: dump };
}

/** A PGlite database that starts as a copy of the template dumped in `file`. */
export async function openPgliteCopy(file: string): Promise<Database> {
  return createDatabase({ memory: true, pglite: await pgliteOptionsFrom(file) });
}
