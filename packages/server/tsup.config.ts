import { defineConfig } from 'tsup';

// The server as one JavaScript file for production (`pnpm start` runs `dist/main.js`): the workspace's
// own packages (@attune/core, @attune/api) are bundled from their sources (the `@attune/source`
// condition), so a start needs no other package built; the npm dependencies stay external and load from
// node_modules as they are. `dist/` sits at the same depth as `src/`, so the paths main.ts and the
// database work out from their own place (`../.data`, `../../web/dist`, `drizzle/`) hold for both.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  splitting: false,
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@attune\//],
  esbuildOptions(options) {
    options.conditions = ['@attune/source'];
  },
});
