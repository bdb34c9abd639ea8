import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own embedded database (2-3 s of wasm start): one per file, not per test.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
