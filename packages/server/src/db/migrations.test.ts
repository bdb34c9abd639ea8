import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/support/harness';
import { migrationsFolder } from './database';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the committed migrations', () => {
  it('match the schema: generating again finds nothing to migrate', async () => {
    const scratch = `.tmp-migrations-${process.pid}`;
    cpSync(migrationsFolder, join(packageDir, scratch), { recursive: true });
    try {
      const { stdout } = await promisify(execFile)(
        join(packageDir, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', `./${scratch}`],
        { cwd: packageDir },
      );
      expect(stdout).toContain('No schema changes');
      expect(readdirSync(join(packageDir, scratch)).filter((name) => name.endsWith('.sql'))).toEqual(
        readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')),
      );
    } finally {
      rmSync(join(packageDir, scratch), { recursive: true, force: true });
    }
  });
});

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'attune-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    cpSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

describe('migration 0003 on existing data', () => {
  it('moves the content links into join tables and keeps one of each duplicated enrolment and test', async () => {
    // A database before the first migration, copied from the run's template rather than made from nothing.
    const client = new PGlite(await pgliteTemplate('empty'));
    const db = drizzle(client);
    const before = firstMigrations(3);
    try {
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        INSERT INTO users (id, email, password_hash) VALUES (1, 'a@example.test', 'x');
        INSERT INTO children (id, user_id, name, birthday, gender) VALUES (1, 1, 'Ari', '2018-01-01', 'other');
        INSERT INTO content_tags (id, name) VALUES (1, 'Focus'), (2, 'Sleep');
        INSERT INTO content_collections (id, name, tags) VALUES (1, 'Start', '[2, 99]');
        INSERT INTO content_pieces (id, name, tags, collections) VALUES (1, 'Read', '[1, 2, 2]', '[1]');
        INSERT INTO courses (id, key, name, title) VALUES (1, 'c', 'c', 'C');
        INSERT INTO child_courses (child_id, course_id) VALUES (1, 1), (1, 1);
        INSERT INTO food_sensitivity_results (child_id, state) VALUES (1, 'kit_requested'), (1, 'sample_sent');
      `);
      await migrate(db, { migrationsFolder });
      const rows = async (sql: string) => (await client.query(sql)).rows;
      expect(await rows('SELECT collection_id, tag_id FROM content_collection_tags')).toEqual([
        { collection_id: 1, tag_id: 2 },
      ]);
      expect(await rows('SELECT piece_id, tag_id FROM content_piece_tags ORDER BY tag_id')).toEqual([
        { piece_id: 1, tag_id: 1 },
        { piece_id: 1, tag_id: 2 },
      ]);
      expect(await rows('SELECT piece_id, collection_id FROM content_piece_collections')).toEqual([
        { piece_id: 1, collection_id: 1 },
      ]);
      expect(await rows('SELECT count(*)::int AS n FROM child_courses')).toEqual([{ n: 1 }]);
      expect(await rows('SELECT state FROM food_sensitivity_results')).toEqual([{ state: 'ordered' }]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});
