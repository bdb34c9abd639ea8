import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Story tests: every story renders in headless Debian Chromium (never a downloaded browser), runs its
 * `play` function, then axe checks it; a violation fails the test (`a11y.test: 'error'` in preview).
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                  // A story's synthetic tap counts as the parent's tap: let videos play with sound.
                  '--autoplay-policy=no-user-gesture-required',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
