import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';
import { E2E_WORKERS } from './e2e/workers';

export default defineConfig({
  ...sourceConditions,
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'node',
    projects: [
      // The app's unit tests (node and jsdom), each file in a fresh module graph.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] } },
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['e2e/**/*.e2e.test.ts'],
          // One Chromium, one seeded data directory and one server per worker for the whole run
          // (e2e/global-setup.ts).
          globalSetup: ['e2e/global-setup.ts'],
          // A journey keeps its state in its own file (its browser, contexts and family); what it imports
          // (playwright, axe's source, the harness) holds none, so it is loaded once per worker, not per file.
          isolate: false,
        },
      },
    ],
    // Bounds only a hang reaches: a journey on a 2-core machine at load 10+ takes minutes.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // Journeys one after another on each worker's server (ATTUNE_E2E_WORKERS, default 2).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // A page that reloads after an action waits on the real server and Chromium on a busy 2-core machine:
    // poll for what the parent would see for up to 60 s (the default is 1 s; 10 s was missed at load 30).
    expect: { poll: { timeout: 60_000 } },
  },
});
