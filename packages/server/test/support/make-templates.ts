/**
 * `node --conditions=@attune/source --import tsx test/support/make-templates.ts pglite|postgres <dir>`:
 * makes the run's database templates (./templates.ts) and prints where they are as one JSON line (PGlite's
 * dumps in `<dir>`, kept when they are there already); `... drop '<json>'` drops PostgreSQL templates
 * again. Run by ./global-setup.ts. `... datadir <dir>` writes an embedded data directory with the
 * catalogue (no demo family), which the web journeys' servers start from (packages/web/e2e/global-setup.ts),
 * from the seeded dump in the folder named by `ATTUNE_TEST_TEMPLATES` (scripts/test.mjs shares it with the
 * server suite) or, without it, in a folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPostgresTemplates,
  dropPostgresTemplates,
  TEMPLATES_DIR_ENV,
  type Templates,
  writePgliteTemplates,
  writeSeededDataDir,
} from './templates';

const [what, argument] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL ?? '';
if (what === 'pglite') console.log(JSON.stringify(await writePgliteTemplates(argument ?? '.')));
else if (what === 'postgres') console.log(JSON.stringify(await createPostgresTemplates(serverUrl)));
else if (what === 'datadir') {
  const shared = process.env[TEMPLATES_DIR_ENV];
  const dir = shared || mkdtempSync(join(tmpdir(), 'attune-templates-'));
  try {
    await writeSeededDataDir(argument ?? '', dir);
  } finally {
    if (!shared) rmSync(dir, { recursive: true, force: true });
  }
} else if (what === 'drop') await dropPostgresTemplates(serverUrl, JSON.parse(argument ?? '{}') as Templates);
else throw new Error(`usage: make-templates.ts pglite <dir> | postgres | drop <json> | datadir <dir>`);
