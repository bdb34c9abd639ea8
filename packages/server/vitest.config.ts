import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';
import { engineDependentFiles } from './test/support/engine-dependent.ts';

/**
 * Two projects: `pglite` runs every file on the embedded database; `postgres` (only when DATABASE_URL is
 * set) runs the files whose behaviour depends on the engine (test/support/engine-dependent.ts) again on
 * that server. Each project's global setup migrates and seeds one template database for the run; each
 * file starts from a copy of it (test/support/templates.ts).
 */
const engine = (name: 'pglite' | 'postgres', include: readonly string[]) => ({
  // `extends: true` concatenates arrays with the root's, so `include` is given here only, never at the root.
  extends: true as const,
  test: {
    name,
    include: [...include],
    env: { ATTUNE_TEST_ENGINE: name },
    globalSetup: ['test/support/global-setup.ts'],
  },
});

/**
 * Without the `module` condition: Node never applies it, and OpenTelemetry's `module` builds import without
 * file extensions, which Node's loader refuses (Node itself loads their CommonJS builds).
 */
const withoutModule = (conditions: readonly string[]) =>
  conditions.filter((condition) => condition !== 'module');

// A file renamed or removed must leave the list too, or it would silently stop running on PostgreSQL.
const gone = engineDependentFiles.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (gone.length > 0)
  throw new Error(`test/support/engine-dependent.ts names missing files: ${gone.join(', ')}`);

export default defineConfig({
  resolve: { conditions: withoutModule(sourceConditions.resolve.conditions) },
  ssr: { resolve: { conditions: withoutModule(sourceConditions.ssr.resolve.conditions) } },
  test: {
    environment: 'node',
    // Each file loads its own embedded database from the run's template: one per file, not per test.
    pool: 'forks',
    // Two files at a time: the embedded database's start is CPU-bound and single-threaded.
    maxWorkers: 2,
    // Every file builds its own app, database and clock; no module keeps state between files, so the
    // module graph (drizzle, hono, the contract, PGlite's compiled wasm) is loaded once per worker
    // instead of once per file.
    isolate: false,
    // Bounds that only a hung call reaches: on a 2-core machine at load 30-35 the test that creates two
    // embedded databases from nothing (concurrency.int.test.ts's restart) took 297 s.
    testTimeout: 600_000,
    hookTimeout: 900_000,
    projects: [
      engine('pglite', ['src/**/*.test.ts', 'test/**/*.test.ts']),
      ...(process.env.DATABASE_URL ? [engine('postgres', engineDependentFiles)] : []),
    ],
  },
});
