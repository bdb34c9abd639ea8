import { defineConfig } from 'tsup';

// Several entries with code splitting: `rules` (schemas and pure functions) and `machines` (XState)
// land in separate chunks, so a bundler importing one rule from `@attune/core` never pulls XState in.
// The `schemas` entry reaches the schema modules only, so esbuild puts them in chunks apart from the pure
// rules: a top-level `z.object(...)` call cannot be tree-shaken, and without this boundary importing
// `goalProgress` alone would ship zod and every schema (about 110 KB instead of a few hundred bytes).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    rules: 'src/rules.ts',
    machines: 'src/machines.ts',
    schemas: 'src/schemas.ts',
    'testing/index': 'src/testing/index.ts',
    'testing/fixtures/index': 'src/testing/fixtures/index.ts',
  },
  format: ['esm'],
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: false,
  dts: false,
  target: 'es2022',
});
