/**
 * `admin catalogue ...`: an operator loads a real catalogue, or takes the current one to start from.
 *
 *     admin catalogue import --file catalogue.json [--dry-run]
 *     admin catalogue export [--file catalogue.json]
 *
 * `import` reads the file (a path relative to where the command was typed: pnpm's INIT_CWD), parses it
 * with `@attune/catalogue`'s schema (every problem one line, naming its field; nothing is written), then
 * writes it in one transaction with the seed's code (`../catalogue/catalogue-sync.ts`) and prints what
 * changed, kind by kind. A second import of the same file changes nothing. `--dry-run` does the same
 * inside a transaction it rolls back, so it prints exactly the changes and writes nothing. After an import
 * the start-up seed never writes the sample over it.
 *
 * `export` prints (or writes to `--file`) the catalogue in place: the last imported file, or the sample.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Catalogue, parseCatalogue, SAMPLE_CATALOGUE } from '@attune/catalogue';
import { formatIssues } from '@attune/core/rules';
import { eq } from 'drizzle-orm';
import { catalogueOrigin, setCatalogueOrigin } from '../catalogue/catalogue-origin';
import { changesNothing, type KindChanges, writeCatalogue } from '../catalogue/catalogue-sync';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/database';
import * as t from '../db/schema';
import { withWording, wordingFromEnvironment } from '../seed/questionnaires';

const USAGE = `Usage:
  admin catalogue import --file catalogue.json [--dry-run]
  admin catalogue export [--file catalogue.json]`;

/** The `server_keys` row that keeps the last imported catalogue, for `export`. */
const DOCUMENT = 'catalogue.document';

/** A problem the operator can fix: printed as it is, without a stack trace. */
export class CatalogueAdminError extends Error {}

/** Thrown to roll a dry run's transaction back. */
class DryRun extends Error {
  constructor(readonly changes: KindChanges[]) {
    super('dry run');
  }
}

/** The changes, one line per kind that changes (`solutions: 1 added (bark), 2 changed (sleep, triple-p)`). */
export function describeChanges(changes: readonly KindChanges[]): string {
  if (changesNothing(changes)) return 'No changes: the catalogue in place is already this one.';
  const part = (count: number, verb: string, keys: readonly string[]) =>
    count > 0 ? [`${count} ${verb} (${keys.join(', ')})`] : [];
  return changes
    .flatMap((change) => {
      const parts = [
        ...part(change.added.length, 'added', change.added),
        ...part(change.changed.length, 'changed', change.changed),
        ...part(change.removed.length, 'removed', change.removed),
        ...part(change.kept.length, 'kept, still in use by families', change.kept),
      ];
      return parts.length > 0 ? [`  ${change.kind}: ${parts.join(', ')}`] : [];
    })
    .join('\n');
}

/** Reads and parses a catalogue file, or says in plain words what is wrong with it. */
export function readCatalogueFile(path: string): Catalogue {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CatalogueAdminError(`Cannot read ${path}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueAdminError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = parseCatalogue(data);
  if (!parsed.ok)
    throw new CatalogueAdminError(
      `${path} is not a valid catalogue; nothing was written. Each problem names its field:\n${formatIssues(
        parsed.issues,
      )
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')}`,
    );
  return parsed.catalogue;
}

/** Imports `catalogue` in one transaction (rolled back for a dry run); answers what changed. */
export async function importCatalogue(
  ctx: AppContext,
  catalogue: Catalogue,
  options: { dryRun?: boolean } = {},
): Promise<KindChanges[]> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const changes = await writeCatalogue(tx, catalogue, {
        now: ctx.clock.now(),
        questionnaires: withWording(catalogue.questionnaires, wordingFromEnvironment()),
      });
      if (options.dryRun) throw new DryRun(changes);
      const origin = catalogue.sample ? 'sample' : 'imported';
      if ((await catalogueOrigin(tx)) !== origin) await setCatalogueOrigin(tx, origin);
      await keepDocument(tx, catalogue);
      return changes;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.changes;
    throw error;
  }
}

async function keepDocument(tx: Tx, catalogue: Catalogue): Promise<void> {
  const value = JSON.stringify(catalogue);
  const [row] = await tx.select().from(t.serverKeys).where(eq(t.serverKeys.name, DOCUMENT));
  if (row?.value === value) return;
  await tx
    .insert(t.serverKeys)
    .values({ name: DOCUMENT, value })
    .onConflictDoUpdate({ target: t.serverKeys.name, set: { value } });
}

/** The catalogue in place: the last imported one, or the sample; `null` when there is none. */
export async function currentCatalogue(db: Db): Promise<Catalogue | null> {
  const origin = await catalogueOrigin(db);
  if (origin === null) return null;
  const [row] = await db.select().from(t.serverKeys).where(eq(t.serverKeys.name, DOCUMENT));
  if (origin === 'imported' && row) return JSON.parse(row.value) as Catalogue;
  return SAMPLE_CATALOGUE;
}

/**
 * Runs `admin catalogue <import|export>`; answers what to print. `cwd` is where the operator typed the
 * command (a relative `--file` is resolved against it).
 */
export async function runCatalogueAdmin(
  ctx: AppContext,
  argv: readonly string[],
  cwd: string,
): Promise<string> {
  const parse = () =>
    parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { file: { type: 'string' }, 'dry-run': { type: 'boolean' } },
    });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    throw new CatalogueAdminError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [subject, verb] = positionals;
  if (subject !== 'catalogue') throw new CatalogueAdminError(USAGE);
  if (verb === 'import') {
    if (!values.file) throw new CatalogueAdminError(`--file is required\n${USAGE}`);
    const path = resolve(cwd, values.file);
    const catalogue = readCatalogueFile(path);
    const changes = await importCatalogue(ctx, catalogue, { dryRun: values['dry-run'] ?? false });
    const heading = values['dry-run']
      ? `Dry run: nothing was written. Importing ${path} would change:`
      : `Imported ${path}${catalogue.sample ? ' (a sample catalogue)' : ''}:`;
    const restart =
      values['dry-run'] || changesNothing(changes)
        ? ''
        : '\nServers started before the import serve it once restarted.';
    return `${heading}\n${describeChanges(changes)}${restart}`;
  }
  if (verb === 'export') {
    const catalogue = await currentCatalogue(ctx.db);
    if (!catalogue) throw new CatalogueAdminError('There is no catalogue in this database yet.');
    const text = `${JSON.stringify(catalogue, null, 2)}\n`;
    if (!values.file) return text.trimEnd();
    const path = resolve(cwd, values.file);
    writeFileSync(path, text);
    return `Wrote the ${catalogue.sample ? 'sample' : 'imported'} catalogue to ${path}.`;
  }
  throw new CatalogueAdminError(USAGE);
}
