import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared';
import { prerenderPlugin } from './scripts/prerender';

const API = process.env.ATTUNE_API ?? 'http://127.0.0.1:3000';

/**
 * React Router's production build (its package exports only the development one, whose dev warnings and
 * their messages are dead code in a production bundle): the same code with `ENABLE_DEV_WARNINGS = false`.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  ...sourceConditions,
  plugins: [react(), prerenderPlugin()],
  resolve: {
    ...sourceConditions.resolve,
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? new Date().toISOString().slice(0, 16)),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // React in one chunk (react, react-dom, the JSX runtime, the scheduler): the prerendered pages load
      // it whole rather than a dozen small files over HTTP/1.1's six connections
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // what the entry imports statically (the router, i18next, the root layout, core's rules it
            // uses) in one chunk too: every page loads all of it before it runs
            {
              name: 'app',
              tags: ['$initial'],
              // (not the entry itself, nor the locale files: each loads when its language is needed)
              test: (id) => !/[\\/]web[\\/](index\.html|src[\\/]main\.tsx)|[\\/]locales[\\/]/.test(id),
              includeDependenciesRecursively: false,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/v1': API, '/dev': API },
  },
}));
