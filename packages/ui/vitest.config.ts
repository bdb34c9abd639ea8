import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker instead of one per file: 4x faster on the shared 2-core machine. The setup
    // file unmounts everything and restores real timers after each test, so files do not leak state.
    isolate: false,
    // axe-core checks take seconds on a busy 2-core machine.
    testTimeout: 120_000,
  },
});
