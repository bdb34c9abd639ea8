import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default defineConfig({
  ...sourceConditions,
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // A page that reloads after an action waits on the real server and Chromium on a busy 2-core machine:
    // poll for what the parent would see for up to 10 s (the default is 1 s).
    expect: { poll: { timeout: 10_000 } },
  },
});
