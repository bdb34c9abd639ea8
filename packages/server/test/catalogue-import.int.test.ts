/**
 * The catalogue an operator loads (`admin catalogue import --file catalogue.json [--dry-run]`) and the
 * sample catalogue's place: a dry run prints the changes and writes nothing, an import applies them in one
 * transaction, a second import changes nothing, an invalid file is refused naming the field, the start-up
 * seed never writes the sample over an imported catalogue, and a production start seeds the sample only
 * with SEED_SAMPLE_CATALOGUE=1.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Catalogue, SAMPLE_CATALOGUE } from '@attune/catalogue';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueAdminError, runCatalogueAdmin } from '../src/admin/catalogue-admin';
import { createApp, silentLogger } from '../src/app';
import { catalogueOrigin } from '../src/catalogue/catalogue-origin';
import type { Database } from '../src/db/database';
import * as t from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { startServer } from '../src/server';
import { engines, openDatabase } from './support/harness';

const SLOW = 600_000;

/** The operator's catalogue: the sample's, made real, with a price changed, one plan added, one card gone. */
function operatorCatalogue(): Catalogue {
  const catalogue = JSON.parse(JSON.stringify(SAMPLE_CATALOGUE)) as Catalogue;
  catalogue.sample = false;
  const bark = catalogue.solutions.find((s) => s.name === 'bark');
  if (!bark?.pricing) throw new Error('no bark price');
  bark.pricing.raw = 1099;
  catalogue.insurancePlans.push('Tricare');
  catalogue.helpCards = catalogue.helpCards.filter((card) => card.title !== 'Skipping a session');
  return catalogue;
}

/** Everything a catalogue write touches, as rows, to see that nothing moved. */
async function snapshot(database: Database) {
  const db = database.db;
  return JSON.stringify([
    await db.select().from(t.products).orderBy(asc(t.products.id)),
    await db.select().from(t.solutions).orderBy(asc(t.solutions.id)),
    await db.select().from(t.helpCards).orderBy(asc(t.helpCards.id)),
    await db.select().from(t.insurancePlans).orderBy(asc(t.insurancePlans.id)),
    await db.select().from(t.serverKeys).orderBy(asc(t.serverKeys.name)),
  ]);
}

describe.each(engines)('admin catalogue import (%s)', (engine) => {
  let database: Database;
  let ctx: ReturnType<typeof createApp>['ctx'];
  const folder = mkdtempSync(join(tmpdir(), 'attune-catalogue-'));
  const admin = (...argv: string[]) => runCatalogueAdmin(ctx, ['catalogue', ...argv], folder);

  beforeAll(async () => {
    database = await openDatabase(engine);
    ctx = createApp({ db: database.db, logger: silentLogger }).ctx;
    await seed(ctx, { demo: false });
    writeFileSync(join(folder, 'catalogue.json'), JSON.stringify(operatorCatalogue(), null, 2));
  }, SLOW);
  afterAll(async () => {
    await database?.close();
  });

  const barkValue = async () =>
    (await database.db.select().from(t.products).where(eq(t.products.name, 'bark')))[0]?.value;

  it(
    'dry run: prints the changes per kind, resolves the file against the caller, and writes nothing',
    async () => {
      const before = await snapshot(database);
      const out = await admin('import', '--file', 'catalogue.json', '--dry-run');
      expect(out).toContain(`Dry run: nothing was written. Importing ${join(folder, 'catalogue.json')}`);
      expect(out).toContain('solutions: 1 changed (bark)');
      expect(out).toContain('products: 1 changed (bark)');
      expect(out).toContain('helpCards: 1 removed (Skipping a session)');
      expect(out).toContain('insurancePlans: 1 added (Tricare)');
      expect(out).not.toContain('plans:');
      expect(await snapshot(database)).toBe(before);
      expect(await barkValue()).toBe(900);
      expect(await catalogueOrigin(database.db)).toBe('sample');
    },
    SLOW,
  );

  it(
    'import: applies the changes; a second import changes nothing; the seed leaves it alone',
    async () => {
      const out = await admin('import', '--file', 'catalogue.json');
      expect(out).toContain('products: 1 changed (bark)');
      expect(await barkValue()).toBe(1099);
      const cards = await database.db.select({ title: t.helpCards.title }).from(t.helpCards);
      expect(cards.map((c) => c.title)).not.toContain('Skipping a session');
      const plans = await database.db.select({ name: t.insurancePlans.name }).from(t.insurancePlans);
      expect(plans.map((p) => p.name)).toContain('Tricare');
      expect(await catalogueOrigin(database.db)).toBe('imported');

      const after = await snapshot(database);
      expect(await admin('import', '--file', 'catalogue.json')).toContain('No changes');
      expect(await snapshot(database)).toBe(after);

      // A restart's seed does not write the sample back over the imported catalogue.
      await seed(ctx, { demo: false });
      expect(await barkValue()).toBe(1099);
      expect(await snapshot(database)).toBe(after);
    },
    SLOW,
  );

  it(
    'export: writes the catalogue in place, which imports as no change',
    async () => {
      expect(await admin('export', '--file', 'exported.json')).toContain('imported catalogue');
      const exported = JSON.parse(readFileSync(join(folder, 'exported.json'), 'utf8')) as Catalogue;
      expect(exported).toEqual(operatorCatalogue());
      expect(await admin('import', '--file', 'exported.json', '--dry-run')).toContain('No changes');
    },
    SLOW,
  );

  it(
    'refuses an invalid file, naming the field, and writes nothing',
    async () => {
      const broken = operatorCatalogue() as unknown as { solutions: { pricing: { raw: unknown } }[] };
      const index = 7;
      (broken.solutions[index] as { pricing: { raw: unknown } }).pricing.raw = 'free';
      writeFileSync(join(folder, 'broken.json'), JSON.stringify(broken));
      writeFileSync(join(folder, 'not-json.json'), '{ "sample": ');
      const before = await snapshot(database);
      const refusal = admin('import', '--file', 'broken.json');
      await expect(refusal).rejects.toBeInstanceOf(CatalogueAdminError);
      await expect(refusal).rejects.toThrow(`solutions.${index}.pricing.raw`);
      await expect(refusal).rejects.toThrow('nothing was written');
      await expect(admin('import', '--file', 'not-json.json')).rejects.toThrow('is not JSON');
      await expect(admin('import')).rejects.toThrow('--file is required');
      expect(await snapshot(database)).toBe(before);
    },
    SLOW,
  );
});

describe.each(engines)('the sample catalogue in production (%s)', (engine) => {
  it(
    'a production start seeds no sample products without SEED_SAMPLE_CATALOGUE, and seeds them with it',
    async () => {
      // a database with no catalogue yet (the migrated template, not the seeded one)
      const database = await openDatabase(engine, 'migrated');
      const start = () => startServer({ db: database.db, logger: silentLogger, production: true });
      const solutions = async (url: string) => {
        const response = await fetch(`${url}/v1/solutions`);
        expect(response.status).toBe(200);
        return ((await response.json()) as { solutions: unknown[] }).solutions;
      };
      const rows = async (table: typeof t.products | typeof t.activityPlans | typeof t.questionnaires) =>
        (await database.db.select({ n: count() }).from(table))[0]?.n;
      try {
        vi.stubEnv('SEED_SAMPLE_CATALOGUE', '');
        vi.stubEnv('SEED_DEMO', '');
        const bare = await start();
        try {
          expect(await rows(t.products)).toBe(0);
          expect(await rows(t.activityPlans)).toBe(0);
          expect(await rows(t.questionnaires)).toBe(0);
          expect(await solutions(bare.url)).toEqual([]);
          expect(await catalogueOrigin(database.db)).toBeNull();
        } finally {
          await bare.close();
        }

        vi.stubEnv('SEED_SAMPLE_CATALOGUE', '1');
        const sampled = await start();
        try {
          expect(await rows(t.products)).toBe(
            SAMPLE_CATALOGUE.subscriptions.length +
              SAMPLE_CATALOGUE.solutions.filter((s) => s.product).length,
          );
          expect(await solutions(sampled.url)).toHaveLength(SAMPLE_CATALOGUE.solutions.length);
          expect(await catalogueOrigin(database.db)).toBe('sample');
          // Production still seeds no demo family without SEED_DEMO.
          const demo = await database.db
            .select({ n: count() })
            .from(t.users)
            .where(eq(t.users.email, 'demo@attune.test'));
          expect(demo[0]?.n).toBe(0);
        } finally {
          await sampled.close();
        }
      } finally {
        vi.unstubAllEnvs();
        await database.close();
      }
    },
    SLOW,
  );
});
