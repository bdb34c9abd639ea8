import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared';
import { chunkGraphPlugin } from './scripts/chunk-graph';
import { lightEntryPlugin } from './scripts/light-entry';
import { prerenderPlugin } from './scripts/prerender';

const LOCALES = fileURLToPath(new URL('../ui/src/locales', import.meta.url));
const API = process.env.ATTUNE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  ...sourceConditions,
  plugins: [lightEntryPlugin({ localesDir: LOCALES }), react(), chunkGraphPlugin(), prerenderPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? new Date().toISOString().slice(0, 16)),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // the app (index.html) and the light public entry the prerendered public pages load
    rollupOptions: {
      input: { index: 'index.html', light: 'src/light/main.tsx' },
      // React in one chunk (react, react-dom, the JSX runtime, the scheduler): the prerendered pages load
      // the light entry and this one, not a dozen small files over HTTP/1.1's six connections
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
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
});
