import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/support/harness';
import { createDatabase, DataDirectoryExposed } from './database';

const root = mkdtempSync(join(tmpdir(), 'attune-exposed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a data directory other users can read', () => {
  it('is refused at start with a message saying how to fix it, and left as it was', async () => {
    const dataDir = join(root, 'world-readable');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    await expect(createDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirectoryExposed);
    await expect(createDatabase({ dataDir })).rejects.toThrow(
      /open to other users \(mode 0755\).*chmod -R go-rwx/,
    );
    expect(statSync(dataDir).mode & 0o777).toBe(0o755);
  });

  it('opens once only its owner may use it', async () => {
    const dataDir = join(root, 'fixed');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o700);
    const database = await createDatabase({ dataDir, pglite: await pgliteTemplate('migrated') });
    await database.close();
  });
});
