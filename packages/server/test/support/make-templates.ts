/**
 * `node --conditions=@attune/source --import tsx test/support/make-templates.ts pglite|postgres <dir>`:
 * makes the run's database templates (./templates.ts) and prints where they are as one JSON line;
 * `... drop '<json>'` drops PostgreSQL templates again. Run by ./global-setup.ts. `... datadir <dir>`
 * writes an embedded data directory with the catalogue (no demo family), which the web journeys' servers
 * start from (packages/web/e2e/global-setup.ts).
 */
import {
  createPostgresTemplates,
  dropPostgresTemplates,
  type Templates,
  writePgliteTemplates,
  writeSeededDataDir,
} from './templates';

const [what, argument] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL ?? '';
if (what === 'pglite') console.log(JSON.stringify(await writePgliteTemplates(argument ?? '.')));
else if (what === 'postgres') console.log(JSON.stringify(await createPostgresTemplates(serverUrl)));
else if (what === 'datadir') await writeSeededDataDir(argument ?? '');
else if (what === 'drop') await dropPostgresTemplates(serverUrl, JSON.parse(argument ?? '{}') as Templates);
else throw new Error(`usage: make-templates.ts pglite <dir> | postgres | drop <json> | datadir <dir>`);
