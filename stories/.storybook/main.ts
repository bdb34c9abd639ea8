import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared.ts';

/**
 * Storybook for Attune's UI kit. Stories resolve `@attune/ui` and `@attune/core` to their TypeScript
 * sources through the `@attune/source` condition, so no package build is needed first.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // A two-second silent clip (a gradient, made in Chromium) so the add-on video plays without a network.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (not the TypeScript compiler API) keeps the build fast and independent of tsc.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...sourceConditions,
    }),
};

export default config;
