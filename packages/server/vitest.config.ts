import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

/**
 * Without the `module` condition: Node never applies it, and OpenTelemetry's `module` builds import without
 * file extensions, which Node's loader refuses (Node itself loads their CommonJS builds).
 */
const withoutModule = (conditions: readonly string[]) =>
  conditions.filter((condition) => condition !== 'module');

export default defineConfig({
  resolve: { conditions: withoutModule(sourceConditions.resolve.conditions) },
  ssr: { resolve: { conditions: withoutModule(sourceConditions.ssr.resolve.conditions) } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own embedded database (2-3 s of wasm start): one per file, not per test.
    pool: 'forks',
    // Two files at a time: the embedded database's start is CPU-bound and single-threaded.
    maxWorkers: 2,
    // Every file builds its own app, database and clock; no module keeps state between files, so the
    // module graph (drizzle, hono, the contract) is loaded once per worker instead of once per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
