/**
 * Vitest global setup of the server suite: builds the run's database templates once (./templates.ts, in a
 * child process on the TypeScript sources: the global setup's own module runner does not resolve the
 * workspace's `@attune/source` condition) and hands their locations to the test files
 * (`inject('templates')`). The `pglite` project gets PGlite dumps, the `postgres` project (only when
 * DATABASE_URL is set) template databases on that server.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import type { Templates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's templates for the project's engine (dump files, or template database names). */
    templates: Templates;
  }
}

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.ATTUNE_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'attune-templates-'));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=@attune/source', '--import', 'tsx', 'test/support/make-templates.ts', engine, dir],
    { cwd: packageDir, maxBuffer: 1 << 20 },
  );
  const templates = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Templates;
  project.provide('templates', templates);
  console.log(`server tests (${engine}): database templates ready in ${Date.now() - started} ms`);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (engine === 'postgres') {
      await promisify(execFile)(
        process.execPath,
        [
          '--conditions=@attune/source',
          '--import',
          'tsx',
          'test/support/make-templates.ts',
          'drop',
          JSON.stringify(templates),
        ],
        { cwd: packageDir },
      );
    }
  };
}
