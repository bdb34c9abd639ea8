import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // No module keeps state between files (each test builds its own client and server): one module graph.
    isolate: false,
    // Property tests and real HTTP on a loaded CI machine can pass vitest's 5 s default.
    testTimeout: 120_000,
  },
});
