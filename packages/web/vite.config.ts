import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared';
import { chunkGraphPlugin } from './scripts/chunk-graph';
import { prerenderPlugin } from './scripts/prerender';

const API = process.env.ATTUNE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  ...sourceConditions,
  plugins: [react(), chunkGraphPlugin(), prerenderPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? new Date().toISOString().slice(0, 16)),
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/v1': API, '/dev': API },
  },
});
