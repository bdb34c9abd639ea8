import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';
import { E2E_WORKERS } from './e2e/workers';

export default defineConfig({
  ...sourceConditions,
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'e2e/**/*.e2e.test.ts'],
    // One Chromium, one seeded data directory and one server per worker for the whole run (e2e/global-setup.ts).
    globalSetup: ['e2e/global-setup.ts'],
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
