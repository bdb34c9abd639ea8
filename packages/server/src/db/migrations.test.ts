import { execFile } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
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
