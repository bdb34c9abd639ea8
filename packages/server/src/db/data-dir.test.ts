import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/support/harness';
import { createDatabase, DataDirectoryInUse } from './database';

const root = mkdtempSync(join(tmpdir(), 'attune-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder under `dir`, with its permission bits. */
function modes(dir: string): { path: string; mode: number; folder: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const here = { path, mode: statSync(path).mode & 0o777, folder: entry.isDirectory() };
    return entry.isDirectory() ? [here, ...modes(path)] : [here];
  });
}

// Each new directory starts from the run's migrated template (PGlite writes its files there as when it
// creates a database, world-readable): creating one from nothing costs several seconds of CPU.
describe('the embedded data directory', () => {
  it('is readable by its owner only: the folder 0700 and no file open to the group or others', async () => {
    const dataDir = join(root, 'private');
    const database = await createDatabase({ dataDir, pglite: await pgliteTemplate('migrated') });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const open = modes(dataDir).filter((entry) => (entry.mode & 0o077) !== 0);
      expect(open).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('is opened by one server at a time: a second one is refused, and the lock goes with the first', async () => {
    const dataDir = join(root, 'shared');
    const first = await createDatabase({ dataDir, pglite: await pgliteTemplate('migrated') });
    try {
      await expect(createDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirectoryInUse);
      await expect(createDatabase({ dataDir })).rejects.toThrow(/in use by another Attune server/);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await createDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that has died', async () => {
    const dataDir = join(root, 'stale');
    // A pid that cannot be running: larger than any pid the kernel hands out.
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const database = await createDatabase({ dataDir, pglite: await pgliteTemplate('migrated') });
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
