import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `@attune/source` condition, so tests,
 * Storybook and the dev server run on the sources without building first. Every Vite/Vitest config
 * in the repo spreads this in.
 */
export const sourceConditions = {
  resolve: { conditions: ['@attune/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@attune/source', ...defaultServerConditions] } },
};
