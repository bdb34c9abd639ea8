/**
 * Database templates for the test suite: the migrations and the reference catalogue are written once per
 * run (in vitest's global setup), and every test file starts from a copy instead of migrating and seeding
 * its own database. A fresh PGlite costs 7-11 s of CPU to create and migrate; loaded from the dump it
 * costs about 2.5 s. On PostgreSQL each file's database is `CREATE DATABASE ... TEMPLATE`.
 *
 * Two templates per engine: `migrated` (the schema only, for `seed: false`) and `seeded` (the catalogue
 * as `seed()` writes it without the demo family; the server's own `seed()` at start then takes the path a
 * restarted server takes, and seeds the demo family on the test's clock).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { createApp, silentLogger } from '../../src/app';
import { createDatabase, type Database } from '../../src/db/database';
import { admin } from '../../src/db/temporary-database';
import { seed } from '../../src/seed/seed';

/** Which template: the schema only, or the schema and the reference catalogue. */
export type TemplateKind = 'migrated' | 'seeded';

/** Where a run's templates are: PGlite dump files, PostgreSQL template database names. */
export type Templates = Record<TemplateKind, string>;

async function seedCatalogue(database: Database): Promise<void> {
  const { ctx } = createApp({ db: database.db, logger: silentLogger, production: false });
  await seed(ctx, { demo: false });
}

/** Migrates and seeds one PGlite, dumping it after each step into `dir`; returns the dump files. */
export async function writePgliteTemplates(dir: string): Promise<Templates> {
  const database = await createDatabase({ memory: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (kind: TemplateKind) => {
    const file = join(dir, `${kind}.tar`);
    await client.exec('CHECKPOINT');
    const tarball = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  };
  try {
    const migrated = await dump('migrated');
    await seedCatalogue(database);
    const seeded = await dump('seeded');
    return { migrated, seeded };
  } finally {
    await database.close();
  }
}

/**
 * Writes an embedded data directory at `dataDir` (which must not exist yet), migrated and with the
 * catalogue: a server given a copy of it as `DATA_DIR` starts as a restarted server does.
 */
export async function writeSeededDataDir(dataDir: string): Promise<void> {
  const database = await createDatabase({ dataDir });
  try {
    await seedCatalogue(database);
  } finally {
    await database.close();
  }
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
      if (kind === 'seeded') await seedCatalogue(database);
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

/** A PGlite database that starts as a copy of the template dumped in `file`. */
export async function openPgliteCopy(file: string): Promise<Database> {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return createDatabase({ memory: true, pglite: { ...(await pgliteModules()), loadDataDir: dump } });
}
