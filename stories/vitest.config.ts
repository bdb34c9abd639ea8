import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.shared.mjs';
import { sourceConditions } from '../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A story's synthetic tap counts as the parent's tap: let videos play with sound.
const launchOptions = chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']);
/** One Vitest project running every story in headless Chromium with the toolbar's theme pinned. */
function storiesIn(theme: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { theme } })],
    test: {
      name: `storybook-${theme}`,
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
  };
}

/**
 * Story tests: every story renders in headless Debian Chromium (never a downloaded browser), runs its
 * `play` function, then axe checks it; a violation fails the test (`a11y.test: 'error'` in preview).
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    // Colour contrast differs by theme, so every story is checked in both.
    projects: [storiesIn('light'), storiesIn('dark')],
  },
});
