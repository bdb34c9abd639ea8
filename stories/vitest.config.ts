import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../chromium.shared.mjs';
import { sourceConditions } from '../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A story's synthetic tap counts as the parent's tap: let videos play with sound.
const launchOptions = chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']);
/**
 * Headless Debian Chromium (never a downloaded browser), a fresh one per project (vitest names it).
 * `isolate: false`: a project's files run one after the other in one page instead of a fresh iframe each,
 * so React, the UI kit, axe and Storybook's preview load once per project rather than once per file (the
 * story tests took 228 s of wall and 67 s of CPU isolated, 107 s and 22 s not, at load 18). Nothing a
 * story leaves behind reaches the next: Storybook's test runner unmounts every story, the preview sets
 * `<html>`'s theme and language on every render, and the dark-theme hook resets axe before it runs.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  isolate: false,
  provider: playwright({ launchOptions }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Two projects, both in the browser:
 * - `storybook`: every story renders, runs its `play` function, then axe checks it in the light theme
 *   (the a11y addon, `a11y.test: 'error'`: every rule) and in the dark theme (preview's `afterEach`: the
 *   rules that depend on colour, the rest being the same DOM), from one render; a violation in either
 *   fails the test.
 * - `locales`: `src/**\/*.test.tsx`, among them every story composed and rendered in i18next's `cimode`,
 *   failing on any text that is not from the locale files (`src/no-hardcoded-text.test.tsx`).
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    // The page's connection to vitest: on a 2-core machine at load 10+ Chromium's start and the first
    // module graph take minutes (the 60 s default failed there). Only a hang reaches this bound. Vitest
    // reads it from the root config, not from a project's.
    browser: { connectTimeout: 600_000 },
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Typing-heavy play functions on a busy 2-core CI machine: generous, but still bounded.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'locales',
          include: ['src/**/*.test.tsx'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          browser: browser(),
        },
      },
    ],
  },
});
