/**
 * Vitest global setup of the server suite: builds the run's database templates once (./templates.ts, in
 * child processes on the TypeScript sources: the global setup's own module runner does not resolve the
 * workspace's `@attune/source` condition) and hands their locations to the test files. Every project gets
 * the PGlite dumps (`inject('pgliteTemplates')`: also the tests of data directories and restarts use
 * them); `inject('templates')` is the project's engine's: the PGlite dumps, or (the `postgres` project,
 * only when DATABASE_URL is set) template databases on that server. Both engines' templates are made at
 * the same time, once for both projects; PGlite's not at all when `ATTUNE_TEST_TEMPLATES` names a folder
 * where another lane of `pnpm test` already wrote them (scripts/test.mjs).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import type { PgliteTemplates, Templates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's templates for the project's engine (dump files, or template database names). */
    templates: Templates;
    /** The run's PGlite dump files, whatever the project's engine. */
    pgliteTemplates: PgliteTemplates;
  }
}

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Kept in sync with `TEMPLATES_DIR_ENV` of ./templates.ts (not imported: that module loads the server). */
const TEMPLATES_DIR_ENV = 'ATTUNE_TEST_TEMPLATES';

async function makeTemplates(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=@attune/source', '--import', 'tsx', 'test/support/make-templates.ts', ...args],
    { cwd: packageDir, maxBuffer: 1 << 20 },
  );
  return stdout;
}

const lastLine = <T>(stdout: string): T => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as T;

interface Run {
  pglite: Promise<PgliteTemplates>;
  postgres?: Promise<Templates>;
  /** The folder of the PGlite dumps, removed at the end unless scripts/test.mjs owns it. */
  ownDir?: string;
  projects: number;
}

/** The run's templates, started by the first project's setup for both engines (all projects share it). */
function run(): Run {
  const holder = globalThis as { attuneServerTemplates?: Run };
  if (holder.attuneServerTemplates) return holder.attuneServerTemplates;
  const shared = process.env[TEMPLATES_DIR_ENV];
  const dir = shared || mkdtempSync(join(tmpdir(), 'attune-templates-'));
  const timed = <T>(engine: string, work: Promise<T>) => {
    const started = Date.now();
    return work.then((result) => {
      console.log(`server tests (${engine}): database templates ready in ${Date.now() - started} ms`);
      return result;
    });
  };
  // The dumps another lane wrote (./templates.ts renames `seeded` into place last) need no child process.
  const files = { empty: 'empty.tar', migrated: 'migrated.tar', seeded: 'seeded.tar' };
  const written = Object.fromEntries(
    Object.entries(files).map(([kind, name]) => [kind, join(dir, name)]),
  ) as PgliteTemplates;
  const made: Run = {
    pglite: Object.values(written).every((file) => existsSync(file))
      ? Promise.resolve(written)
      : timed('pglite', makeTemplates(['pglite', dir]).then(lastLine<PgliteTemplates>)),
    postgres: process.env.DATABASE_URL
      ? timed('postgres', makeTemplates(['postgres']).then(lastLine<Templates>))
      : undefined,
    ownDir: shared ? undefined : dir,
    projects: 0,
  };
  // Both are waited for by a project's setup; a failure of one must not go unhandled meanwhile.
  made.pglite.catch(() => {});
  made.postgres?.catch(() => {});
  holder.attuneServerTemplates = made;
  return made;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.ATTUNE_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const templates = run();
  templates.projects += 1;
  const pglite = await templates.pglite;
  project.provide('pgliteTemplates', pglite);
  if (engine === 'postgres') {
    if (!templates.postgres) throw new Error('The postgres project runs only when DATABASE_URL is set');
    project.provide('templates', await templates.postgres);
  } else project.provide('templates', pglite);
  return async () => {
    if (engine === 'postgres' && templates.postgres)
      await makeTemplates(['drop', JSON.stringify(await templates.postgres)]);
    templates.projects -= 1;
    if (templates.projects === 0 && templates.ownDir)
      rmSync(templates.ownDir, { recursive: true, force: true });
  };
}
