import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Pure functions and machines with no shared state: one module graph for all files is safe and quick.
    isolate: false,
    // Property tests generate hundreds of inputs (fc.domain, fc.webPath are slow to build): on a loaded CI
    // machine one took 7.5 s against vitest's 5 s default.
    testTimeout: 120_000,
  },
});
