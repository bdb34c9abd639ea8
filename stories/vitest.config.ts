import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.shared.mjs';
import { sourceConditions } from '../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A story's synthetic tap counts as the parent's tap: let videos play with sound.
const launchOptions = chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']);
/**
 * Story tests: every story renders in headless Debian Chromium (never a downloaded browser), runs its
 * `play` function, then axe checks it in the light theme (the a11y addon, `a11y.test: 'error'`) and in the
 * dark theme (preview's `afterEach`), from one render; a violation in either fails the test.
 */
export default defineConfig({
  ...sourceConditions,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    // Typing-heavy play functions on a busy 2-core CI machine: generous, but still bounded.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
});
